'use client';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/contracts/profile';
import { profileQueryKey } from './queries';
import { useSessionStore, type SessionUser } from './session-store';

/**
 * The signed-in user as the pages show them (name, avatar, phone): the profile query's data, where an edit of the
 * profile lands (react-query holds the profile), over the session's user, which says who is signed in and
 * stands in until the profile is known. It only reads the cache; features/profile loads the profile.
 */
export function useSignedInUser(): SessionUser | null {
  const user = useSessionStore((s) => s.user);
  const { data: profile } = useQuery<Profile>({ queryKey: profileQueryKey, queryFn: skipToken });
  if (!user || profile?.id !== user.id) return user;
  const { name, lastname, avatar, phone, email } = profile;
  return { ...user, name, lastname, avatar, phone, email };
}
