import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NetworkDashboardPage } from '@/features/dashboard';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /admin/dashboard (guards `unauthorized`, `back-office`): the network's numbers, or one company's. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['dashboard', 'installations.wizard.select']}>
      <NetworkDashboardPage />
    </PageTexts>
  );
}
