import { HydrationBoundary } from '@tanstack/react-query';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { REQUESTS_PANEL_TEXTS, RequestsPanel } from '@/features/installation-requests';
import { INSTALLATIONS_LIST_TEXTS, InstallationsPage } from '@/features/installations';
import { installationsFirstPage } from '@/features/installations/server';
import { PageTexts } from '@/i18n/page-texts';
import type { PageSearchParams } from '@/lib/session/server-prefetch';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installations');

/** /installations (guards `unauthorized-big-screen`, `installations`); on narrow screens the profile's installations section stands in. */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Read before anything renders, so that the rows come with the page rather than streamed after it (ADR 0059).
  const firstPage = await installationsFirstPage(await searchParams, locale);
  return (
    <PageTexts namespaces={[...INSTALLATIONS_LIST_TEXTS, ...REQUESTS_PANEL_TEXTS]}>
      <HydrationBoundary state={firstPage}>
        <InstallationsPage aside={<RequestsPanel />} />
      </HydrationBoundary>
    </PageTexts>
  );
}
