import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequestsPanel } from '@/features/installation-requests';
import { InstallationsPage } from '@/features/installations';
import { PageTexts } from '@/i18n/page-texts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'installations' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /installations (guards `unauthorized-big-screen`, `installations`); on narrow screens the profile's installations section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['installations', 'installationRequests']}>
      <InstallationsPage aside={<RequestsPanel />} />
    </PageTexts>
  );
}
