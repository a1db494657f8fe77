import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { REQUESTS_PANEL_TEXTS, RequestsPanel } from '@/features/installation-requests';
import { INSTALLATIONS_LIST_TEXTS, InstallationsPage } from '@/features/installations';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installations');

/** /installations (guards `unauthorized-big-screen`, `installations`); on narrow screens the profile's installations section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={[...INSTALLATIONS_LIST_TEXTS, ...REQUESTS_PANEL_TEXTS]}>
      <InstallationsPage aside={<RequestsPanel />} />
    </PageTexts>
  );
}
