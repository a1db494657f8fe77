import { INSTALLATIONS_PER_PAGE, installationCodes } from '@/contracts/constants';
import type { InstallationCode } from '@/contracts/installations';
import { idIn, oneOf, pageIn, searchIn } from '@/lib/list-address';

/**
 * What the list shows, as kept in the URL query (`?status=NEW&date=2026-05&installerId=3&search=…&page=2`; the period
 * `from`/`to`, a `serial`, and support's `dealerId`).
 */
export type ListState = {
  page: number;
  status?: InstallationCode;
  date?: string;
  installerId?: number;
  search?: string;
  dealerId?: number;
  from?: string;
  to?: string;
  serial?: string;
};

const dayIn = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
/** The query of GET /web/installations for a state (`installed` for clients, ten a page). */
export type ListQuery = ListState & { perPage: number; installed: boolean };

/** Reads the state from the URL; unknown or malformed values are dropped, not sent. */
export function parseListState(params: URLSearchParams): ListState {
  const date = params.get('date');
  return {
    page: pageIn(params.get('page')),
    status: oneOf(installationCodes, params.get('status')),
    date: date && /^\d{4}-\d{2}$/.test(date) ? date : undefined,
    installerId: idIn(params.get('installerId')),
    search: searchIn(params.get('search')),
    dealerId: idIn(params.get('dealerId')),
    from: dayIn(params.get('from')),
    to: dayIn(params.get('to')),
    serial: searchIn(params.get('serial'))?.slice(0, 40),
  };
}

/** The URL query of a state: defaults (page 1, no filter) are left out. */
export function listSearchParams(state: ListState, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  const values: Record<string, string | undefined> = {
    status: state.status,
    date: state.date,
    installerId: state.installerId?.toString(),
    search: state.search,
    dealerId: state.dealerId?.toString(),
    from: state.from,
    to: state.to,
    serial: state.serial,
    page: state.page > 1 ? String(state.page) : undefined,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export const listQueryOf = (state: ListState, installed: boolean): ListQuery => ({ ...state, perPage: INSTALLATIONS_PER_PAGE, installed });
