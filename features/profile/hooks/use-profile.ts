'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@/contracts/profile';
import { profileCache } from '@/lib/session/profile-cache';
import { useSessionStore } from '@/lib/session/session-store';
import { profileApi } from '../api/profile-api';
import { profileKeys } from '../keys';

/** The signed-in user's profile (GET /web/profile) once the session is known. */
export function useProfile() {
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({ queryKey: profileKeys.detail, queryFn: profileApi.get, enabled: Boolean(userId) });
}

/** Replaces the profile: in the query cache (where the pages read it, lib/session/signed-in-user.ts) and the persisted profile. */
export function useApplyProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(profileKeys.detail, profile);
      profileCache.write(profile);
    },
    [queryClient],
  );
}
