'use client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contracts/common';
import type { AdminNewsArticle } from '@/contracts/news';
import { useOperatorId } from '@/lib/session/session-store';
import { newsAdminApi, type NewsBody, type NewsUpdate } from './api';

/** The back-office's news queries, per signed-in operator. */
export const newsKeys = {
  all: (userId: number | undefined) => ['news-admin', userId] as const,
  list: (userId: number | undefined) => ['news-admin', userId, 'list'] as const,
  article: (userId: number | undefined, id: number) => ['news-admin', userId, 'article', id] as const,
};

export { useOperatorId } from '@/lib/session/session-store';

export const newsListQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: newsKeys.list(userId), queryFn: newsAdminApi.list, enabled: Boolean(userId) });

export const articleQuery = (userId: number | undefined, id: number) =>
  queryOptions({ queryKey: newsKeys.article(userId, id), queryFn: () => newsAdminApi.article(id), enabled: Boolean(userId) });

/** Every change answers the article as it now stands: its page shows it at once, the list loads again when next shown. */
function useArticleChanged() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return (article: AdminNewsArticle) => {
    queryClient.setQueryData(articleQuery(userId, article.id).queryKey, article);
    void queryClient.invalidateQueries({ queryKey: newsKeys.list(userId) });
  };
}

export function useCreateArticle() {
  const changed = useArticleChanged();
  return useMutation({ mutationFn: (body: NewsBody) => newsAdminApi.create(body), onSuccess: changed });
}

export function useUpdateArticle(id: number) {
  const changed = useArticleChanged();
  return useMutation({ mutationFn: (body: NewsUpdate) => newsAdminApi.update(id, body), onSuccess: changed });
}

export function usePublication(id: number) {
  const changed = useArticleChanged();
  return useMutation({
    mutationFn: ({ languages, publish }: { languages: Lang[]; publish: boolean }) =>
      publish ? newsAdminApi.publish(id, languages) : newsAdminApi.unpublish(id, languages),
    onSuccess: changed,
  });
}

export function useRemoveArticle(id: number) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: () => newsAdminApi.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: newsKeys.article(userId, id) });
      void queryClient.invalidateQueries({ queryKey: newsKeys.list(userId) });
    },
  });
}
