import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { CompanyDashboard } from '@/features/dashboard';
import { DealerCompanyPage } from '@/features/dealers';
import { InstallerDealerPage } from '@/features/installers';
import { DealerPageByRole } from './dealer-page-by-role';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installers.dealer');

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
