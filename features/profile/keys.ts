import { profileQueryKey } from '@/lib/session/queries';

/** The profile feature's react-query keys: the profile (shared with the session, lib/session/queries.ts), and one key per action. */
export const profileKeys = {
  detail: profileQueryKey,
  action: (name: 'update' | 'sendPhoneCode' | 'confirmPhone' | 'changePassword' | 'setLanguage' | 'uploadAvatar' | 'remove') => ['profile', name] as const,
};
