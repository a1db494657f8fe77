import { INSTALLATIONS_PER_PAGE, installationCodes, type InstallationCode } from '@/contracts/installations';

/** What the list shows, as kept in the URL query (`?status=NEW&date=2026-05&installerId=3&search=…&page=2`). */
export type ListState = { page: number; status?: InstallationCode; date?: string; installerId?: number; search?: string };
/** The query of GET /web/installations for a state (`installed` for clients, ten a page). */
export type ListQuery = ListState & { perPage: number; installed: boolean };

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Reads the state from the URL; unknown or malformed values are dropped, not sent. */
export function parseListState(params: URLSearchParams): ListState {
  const status = params.get('status');
  const date = params.get('date');
  const search = params.get('search')?.trim();
  return {
    page: positive(params.get('page')) ?? 1,
    status: (installationCodes as readonly string[]).includes(status ?? '') ? (status as InstallationCode) : undefined,
    date: date && /^\d{4}-\d{2}$/.test(date) ? date : undefined,
    installerId: positive(params.get('installerId')),
    search: search ? search.slice(0, 100) : undefined,
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
    page: state.page > 1 ? String(state.page) : undefined,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export const listQueryOf = (state: ListState, installed: boolean): ListQuery => ({ ...state, perPage: INSTALLATIONS_PER_PAGE, installed });
