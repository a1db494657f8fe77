import { DEALER_INSTALLERS_PER_PAGE } from '@/contracts/dealers';
import { idIn, pageIn, searchIn } from '@/lib/list-address';
import type { InstallersQuery } from './api/dealers-api';

/** What the installers list shows, as kept in the URL (`?types=1,2&levels=4&search=…&page=2`; support's `company=`). */
export type InstallersState = { page: number; types: number[]; levels: number[]; search?: string; company?: number };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 20);

export function parseInstallersState(params: URLSearchParams): InstallersState {
  return {
    page: pageIn(params.get('page')),
    types: ids(params.get('types')),
    levels: ids(params.get('levels')),
    search: searchIn(params.get('search')),
    company: idIn(params.get('company')),
  };
}

/** The URL query of a state: defaults are left out. */
export function installersSearchParams(state: InstallersState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.types.length) params.set('types', state.types.join(','));
  if (state.levels.length) params.set('levels', state.levels.join(','));
  if (state.search) params.set('search', state.search);
  if (state.company) params.set('company', String(state.company));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /web/dealers/installers's query (ten a page). */
export const installersQueryOf = (state: InstallersState): InstallersQuery => ({
  page: state.page,
  perPage: DEALER_INSTALLERS_PER_PAGE,
  ...(state.search ? { search: state.search } : {}),
  ...(state.types.length ? { certificationTypeIds: state.types } : {}),
  ...(state.levels.length ? { certificationLevelIds: state.levels } : {}),
  ...(state.company ? { dealerId: state.company } : {}),
});
