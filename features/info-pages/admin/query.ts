'use client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contracts/common';
import type { AdminInfoPage, InfoPageKey } from '@/contracts/info-pages';
import { useOperatorId } from '@/lib/session/session-store';
import { infoPagesAdminApi } from './api';

/** The back-office's information page queries, per signed-in operator. */
const keys = {
  list: (userId: number | undefined) => ['info-pages-admin', userId, 'list'] as const,
  page: (userId: number | undefined, key: InfoPageKey) => ['info-pages-admin', userId, 'page', key] as const,
};

export const infoPagesQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: keys.list(userId), queryFn: infoPagesAdminApi.list, enabled: Boolean(userId) });

export const infoPageQuery = (userId: number | undefined, key: InfoPageKey) =>
  queryOptions({ queryKey: keys.page(userId, key), queryFn: () => infoPagesAdminApi.page(key), enabled: Boolean(userId) });

type Change = { action: 'save'; document: Record<string, unknown> } | { action: 'discard' } | { action: 'publish' };

/** Saves, drops or publishes a language's draft; the page's editor shows the answer at once, the list loads again when next shown. */
export function usePageChange(key: InfoPageKey, lang: Lang) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: (change: Change) =>
      change.action === 'save'
        ? infoPagesAdminApi.saveDraft(key, lang, change.document)
        : change.action === 'discard'
          ? infoPagesAdminApi.discardDraft(key, lang)
          : infoPagesAdminApi.publish(key, lang),
    onSuccess: (page: AdminInfoPage) => {
      queryClient.setQueryData(infoPageQuery(userId, key).queryKey, page);
      void queryClient.invalidateQueries({ queryKey: keys.list(userId) });
    },
  });
}
