import { mayEnter, type Area } from '@/contracts/access';
import { create } from 'zustand';
import type { RoleName, RoleType } from '@/contracts/roles';
import type { CachedProfile } from './profile-cache';

export type SessionUser = {
  id: number;
  name: string;
  lastname: string;
  avatar: string | null;
  phone: string;
  email: string;
  role: { id: number; name: RoleName; type: RoleType };
};

/** Sections of the header and bottom panel (spec: favorites, installations or objects, chats, profile). */
export type Section = 'favorites' | 'installations' | 'objects' | 'chats' | 'profile';

/**
 * Who is signed in (the user as GET /session or the sign-in answered) and the access token. Server state lives in
 * react-query, not here: the unread counters are lib/session/counters.ts; the profile as the pages show it, and as
 * an edit changes it, is the profile query (profileQueryKey, read through lib/session/signed-in-user.ts).
 */
type SessionState = {
  /** `loading` until the browser has asked GET /session who is signed in. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** Short-lived access token, in memory only (see docs/decisions/0005-session-tokens.md). */
  accessToken: string | null;
  /** The section a guest wanted before being asked to sign in (docs/access.md#pages-guards-and-links). */
  wantedSection: Section | null;
  /**
   * While GET /session is on its way: the person remembered in this browser (profile-cache.ts), whose copies the start
   * page may read at once (ADR 0056). Nobody is signed in on its strength: no token, and GET /session decides.
   */
  remembered: CachedProfile | null;
  setRemembered: (profile: CachedProfile | null) => void;
  setSession: (session: { user: SessionUser; accessToken: string }) => void;
  /**
   * The page was opened without a network: the person remembered here (profile-cache.ts) reads the copies the
   * service worker kept (ADR 0053), with no token and without the contact details the cache does not hold.
   */
  setOfflineUser: (profile: CachedProfile) => void;
  setReady: () => void;
  setAccessToken: (token: string | null) => void;
  setWantedSection: (section: Section | null) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  accessToken: null,
  wantedSection: null,
  remembered: null,
  setRemembered: (remembered) => set({ remembered }),
  setSession: ({ user, accessToken }) => set({ user, accessToken, status: 'ready', remembered: null }),
  setOfflineUser: ({ id, name, lastname, avatar, role }) =>
    set({ user: { id, name, lastname, avatar, role, phone: '', email: '' }, accessToken: null, status: 'ready', remembered: null }),
  setReady: () => set({ status: 'ready', remembered: null }),
  setAccessToken: (accessToken) => set({ accessToken }),
  setWantedSection: (wantedSection) => set({ wantedSection }),
  clear: () => set({ status: 'ready', user: null, accessToken: null, wantedSection: null, remembered: null }),
}));

/** The signed-in user's id when their role may enter `area` (contracts/access.ts), else undefined: a query keyed by it loads nothing. */
export const useAreaUserId = (area: Area) => useSessionStore((s) => (s.user && mayEnter(s.user.role.name, area) ? s.user.id : undefined));
/** The signed-in operator's id (the back-office's area), or undefined: the back-office loads and sends nothing for another role or before the session arrives. */
export const useOperatorId = () => useAreaUserId('admin');
