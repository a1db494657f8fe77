import 'server-only';
import { installationRoutes } from '@/contracts/installations';
import { serverCall } from '@/lib/api/server';
import { prefetchForViewer, readOf, urlParams, type PageSearchParams } from '@/lib/session/server-prefetch';
import { installationKeys } from './keys';
import { listQueryOf, parseListState } from './query';

/**
 * The installations list's page as the URL asks for it, read on the server for the person the page is rendered for
 * (ADR 0059), for `<HydrationBoundary state={…}>`: the HTML holds the rows, the page's largest paint, instead of
 * waiting for the scripts, GET /session and the API in turn; and the filters' options beside it, so that the selects
 * offer them from the start. Same keys and same parsing of the same URL as `InstallationsList`; nothing for a projector.
 */
export const installationsFirstPage = (searchParams: PageSearchParams, locale: string) =>
  prefetchForViewer((viewer, token) => {
    if (viewer.role.type === 'projector') return undefined;
    const isClient = viewer.role.type === 'user';
    const query = listQueryOf(parseListState(urlParams(searchParams)), isClient);
    return [
      readOf(installationKeys.list(viewer.id, query), serverCall(installationRoutes.list, { query: { ...query, lang: locale } }, { token })),
      readOf(
        installationKeys.filters(viewer.id, isClient),
        serverCall(installationRoutes.filters, { query: { installed: isClient, lang: locale } }, { token }),
      ),
    ];
  });
