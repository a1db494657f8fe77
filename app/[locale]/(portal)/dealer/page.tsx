import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyDashboard } from '@/features/dashboard';
import { DealerCompanyPage } from '@/features/dealers';
import { InstallerDealerPage } from '@/features/installers';
import { DealerPageByRole } from './dealer-page-by-role';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installers.dealer' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /dealer (guards `unauthorized`, `dealer-page`): an installer's dealer and change request, or a dealer's company, its numbers and incoming requests. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['dealers', 'installers', 'dashboard']}>
      <DealerPageByRole installer={<InstallerDealerPage />} dealer={<DealerCompanyPage numbers={<CompanyDashboard />} />} />
    </PageTexts>
  );
}
