import type { Lang } from '@/contracts/common';
import type { SessionUser } from './session-store';

/**
 * The persisted profile: non-secret fields only, so that the shell can
 * show who was signed in while GET /session answers. No tokens, no phone, no e-mail.
 */
export type CachedProfile = Pick<SessionUser, 'id' | 'name' | 'lastname' | 'avatar' | 'role'> & { language?: Lang };

const KEY = 'portal:profile';

export const profileCache = {
  read(): CachedProfile | null {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as CachedProfile) : null;
    } catch {
      return null;
    }
  },
  write(user: SessionUser & { language?: Lang }) {
    const { id, name, lastname, avatar, role, language } = user;
    try {
      localStorage.setItem(KEY, JSON.stringify({ id, name, lastname, avatar, role, language: language ?? profileCache.read()?.language }));
    } catch {
      /* private mode or full storage: the cache is only a convenience */
    }
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      /* see write */
    }
  },
};
