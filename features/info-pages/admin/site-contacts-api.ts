'use client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { useOperatorId } from '@/lib/session/session-store';

const routes = () => import('@/contracts/site-contacts').then((m) => m.adminSiteContactsRoutes);

/** The site's contact details and service points as support edits them (contracts/site-contacts.ts). */
export const siteContactsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['site-contacts-admin', userId] as const,
    queryFn: async () => call((await routes()).get, {}),
    enabled: Boolean(userId),
  });

/** Replaces the document; the editor shows the answer at once. */
export function useSaveSiteContacts() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: async (document: Record<string, unknown>) => call((await routes()).save, { body: { document } }),
    onSuccess: (saved) => queryClient.setQueryData(siteContactsQuery(userId).queryKey, saved),
  });
}
