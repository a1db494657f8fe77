'use client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSiteContactsEndpoints } from '@/contracts/endpoints/site-contacts';
import { call } from '@/lib/api/call';
import { useOperatorId } from '@/lib/session/session-store';

/** The site's contact details and service points as support edits them (contracts/site-contacts.ts). */
export const siteContactsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['site-contacts-admin', userId] as const,
    queryFn: () => call(adminSiteContactsEndpoints.get, {}),
    enabled: Boolean(userId),
  });

/** Replaces the document; the editor shows the answer at once. */
export function useSaveSiteContacts() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: (document: Record<string, unknown>) => call(adminSiteContactsEndpoints.save, { body: { document } }),
    onSuccess: (saved) => queryClient.setQueryData(siteContactsQuery(userId).queryKey, saved),
  });
}
