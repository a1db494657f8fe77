import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { RequestsPanel } from '@/features/installation-requests';
import { InstallationsPage } from '@/features/installations';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installations');

/** /installations (guards `unauthorized-big-screen`, `installations`); on narrow screens the profile's installations section stands in. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts
      namespaces={[
        'installations.title',
        'installations.list',
        'installations.filters',
        'installations.export',
        'installations.wizard.start',
        'installationRequests',
      ]}
    >
      <InstallationsPage aside={<RequestsPanel />} />
    </PageTexts>
  );
}
