import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NetworkDashboardPage } from '@/features/dashboard';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('dashboard');

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
