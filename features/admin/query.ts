'use client';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDealer, AdminUser } from '@/contracts/admin';
import { apiFailure } from '@/lib/api/errors';
import { useOperatorId } from '@/lib/session/session-store';
import {
  adminApi,
  type AuditQuery,
  type DealerCreateBody,
  type DealersQuery,
  type DealerUpdateBody,
  type InviteBody,
  type UserBlockBody,
  type UserRoleBody,
  type UsersQuery,
} from './api/admin-api';
import { adminKeys } from './keys';

export { useOperatorId } from '@/lib/session/session-store';

export const dealersQuery = (userId: number | undefined, query: DealersQuery) =>
  queryOptions({
    queryKey: adminKeys.dealers(userId, query),
    queryFn: () => adminApi.dealers(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

export const dealerQuery = (userId: number | undefined, id: number) =>
  queryOptions({ queryKey: adminKeys.dealer(userId, id), queryFn: () => adminApi.dealer(id), enabled: Boolean(userId) });

export const usersQuery = (userId: number | undefined, query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(userId, query),
    queryFn: () => adminApi.users(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

export const userQuery = (userId: number | undefined, id: number) =>
  queryOptions({ queryKey: adminKeys.user(userId, id), queryFn: () => adminApi.user(id), enabled: Boolean(userId) });

export const auditQuery = (userId: number | undefined, query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(userId, query),
    queryFn: () => adminApi.audit(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

/** Reference data: loaded once while the page is open. */
export const regionsQuery = (enabled: boolean) => queryOptions({ queryKey: adminKeys.regions, queryFn: adminApi.regions, enabled, staleTime: Infinity });

/**
 * What a change of a company leaves behind: its page shows the answer at once, and the lists and the log that it
 * changed load again when next shown.
 */
function useDealerChanged() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return (dealer: AdminDealer) => {
    queryClient.setQueryData(dealerQuery(userId, dealer.id).queryKey, dealer);
    void queryClient.invalidateQueries({ queryKey: adminKeys.dealers(userId) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.audit(userId) });
  };
}

export function useCreateDealer() {
  const changed = useDealerChanged();
  return useMutation({ mutationFn: (body: DealerCreateBody) => adminApi.createDealer(body), onSuccess: changed });
}

/** Edits the company, or deactivates (`{active: false}`) or restores it. */
export function useUpdateDealer(id: number) {
  const changed = useDealerChanged();
  return useMutation({ mutationFn: (body: DealerUpdateBody) => adminApi.updateDealer(id, body), onSuccess: changed });
}

export function useInvitePerson(id: number) {
  const changed = useDealerChanged();
  return useMutation({ mutationFn: (body: InviteBody) => adminApi.invitePerson(id, body), onSuccess: changed });
}

/** Sends a person's invitation again; the log records it. */
export function useReinvitePerson(id: number) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: (personId: number) => adminApi.reinvitePerson(id, personId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit(userId) }),
    // 409: the person has registered meanwhile; the page then shows them so.
    onError: (error) => {
      if (apiFailure(error).status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.dealer(userId, id) });
    },
  });
}

/**
 * What a change of a person leaves behind: their page shows the answer at once; the lists, the companies (whose
 * people and installers a new role moves) and the log load again when next shown.
 */
function useUserChanged() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return (user: AdminUser) => {
    queryClient.setQueryData(userQuery(userId, user.id).queryKey, user);
    for (const queryKey of [adminKeys.users(userId), adminKeys.dealers(userId), adminKeys.dealer(userId), adminKeys.audit(userId)])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/** A new role (and company); the person's sessions end, so that their next sign-in carries it. */
export function useChangeUserRole(id: number) {
  const changed = useUserChanged();
  return useMutation({ mutationFn: (body: UserRoleBody) => adminApi.changeUserRole(id, body), onSuccess: changed });
}

/** Blocks with a reason: every session and device of the person is signed out at once. */
export function useBlockUser(id: number) {
  const changed = useUserChanged();
  return useMutation({ mutationFn: (body: UserBlockBody) => adminApi.blockUser(id, body), onSuccess: changed });
}

export function useUnblockUser(id: number) {
  const changed = useUserChanged();
  return useMutation({ mutationFn: () => adminApi.unblockUser(id), onSuccess: changed });
}

/** Sends an invited person's invitation again; the log records it. */
export function useReinviteUser(id: number) {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return useMutation({
    mutationFn: () => adminApi.reinviteUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit(userId) }),
    // 409: the person has registered meanwhile; the page then shows them so.
    onError: (error) => {
      if (apiFailure(error).status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.user(userId, id) });
    },
  });
}
