import 'server-only';
import { chatRoutes } from '@/contracts/chats';
import { serverCall } from '@/lib/api/server';
import { prefetchForViewer, readOf, urlParams, type PageSearchParams } from '@/lib/session/server-prefetch';
import { chatKeys } from './keys';
import { chatsListQuery, parseChatsQuery } from './query';

/**
 * The chat list's page as the URL asks for it, and the products its filter offers (their box would otherwise push the
 * list down when they came), read on the server for the person the page is rendered for (ADR 0059), for
 * `<HydrationBoundary state={…}>` under the keys `ChatsList` reads; nothing for a projector.
 */
export const chatsFirstPage = (searchParams: PageSearchParams, locale: string) =>
  prefetchForViewer((viewer, token) => {
    if (viewer.role.type === 'projector') return undefined;
    const query = chatsListQuery(parseChatsQuery(urlParams(searchParams)));
    return [
      readOf(chatKeys.list(viewer.id, query), serverCall(chatRoutes.list, { query: { ...query, lang: locale } }, { token })),
      readOf(chatKeys.filters(viewer.id), serverCall(chatRoutes.filters, { query: { lang: locale } }, { token })),
    ];
  });
