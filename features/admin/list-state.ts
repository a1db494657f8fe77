import {
  ADMIN_USERS_PER_PAGE,
  adminDealersQuery,
  adminUsersQuery,
  AUDIT_ENTRIES_PER_PAGE,
  auditActions,
  auditQuery as auditQuerySchema,
  type AuditAction,
} from '@/contracts/admin';
import { ADMIN_DEALERS_PER_PAGE, roleNames, type RoleName } from '@/contracts/constants';
import { pages } from '@/contracts/pages';
import { idIn, oneOf, pageIn, searchIn } from '@/lib/list-address';
import type { AuditQuery, DealersQuery, UsersQuery } from './api/admin-api';

/** The record types the log names as subjects, as its query takes them. */
export const auditSubjectTypes = auditQuerySchema.shape.subjectType.unwrap().options;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];
export const dealerStates = adminDealersQuery.shape.state.unwrap().options;
export type DealerState = (typeof dealerStates)[number];
export const userStates = adminUsersQuery.shape.state.unwrap().options;
export type UserState = (typeof userStates)[number];

const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

// ---------------------------------------------------------------- the dealers list: ?search=…&state=all&page=2

export type DealersState = { search?: string; state: DealerState; page: number };

export function parseDealersState(params: URLSearchParams): DealersState {
  return { search: searchIn(params.get('search')), state: oneOf(dealerStates, params.get('state')) ?? 'active', page: pageIn(params.get('page')) };
}

/** The list's address: defaults are left out. */
export const dealersHref = (s: DealersState) =>
  pages.adminDealers({ search: s.search, state: s.state === 'active' ? undefined : s.state, page: s.page > 1 ? s.page : undefined });

export const dealersQueryOf = (s: DealersState): DealersQuery => ({
  page: s.page,
  perPage: ADMIN_DEALERS_PER_PAGE,
  state: s.state,
  ...(s.search ? { search: s.search } : {}),
});

// ---------------------------------------------------------------- the users list: ?search=…&role=INSTALLER&state=blocked&dealerId=12&page=2

export type UsersState = { search?: string; role?: RoleName; state: UserState; dealerId?: number; page: number };

export function parseUsersState(params: URLSearchParams): UsersState {
  return {
    search: searchIn(params.get('search')),
    role: oneOf(roleNames, params.get('role')),
    state: oneOf(userStates, params.get('state')) ?? 'all',
    dealerId: idIn(params.get('dealerId')),
    page: pageIn(params.get('page')),
  };
}

/** The list's address: defaults are left out. */
export const usersHref = ({ state, page, ...filters }: UsersState) =>
  pages.adminUsers({ ...filters, state: state === 'all' ? undefined : state, page: page > 1 ? page : undefined });

/** GET /admin/users's query: only the filters that are set. */
export const usersQueryOf = ({ page, ...filters }: UsersState): UsersQuery => ({
  page,
  perPage: ADMIN_USERS_PER_PAGE,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
});

// ---------------------------------------------------------------- the audit log: ?action=…&subjectType=…&from=…&to=…&page=2

export type AuditState = {
  action?: AuditAction;
  actorId?: number;
  subjectType?: AuditSubjectType;
  subjectId?: number;
  from?: string;
  to?: string;
  page: number;
};

export function parseAuditState(params: URLSearchParams): AuditState {
  return {
    action: oneOf(auditActions, params.get('action')),
    actorId: idIn(params.get('actorId')),
    subjectType: oneOf(auditSubjectTypes, params.get('subjectType')),
    subjectId: idIn(params.get('subjectId')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageIn(params.get('page')),
  };
}

export const auditHref = ({ page, ...filters }: AuditState) => pages.adminAudit({ ...filters, page: page > 1 ? page : undefined });

/** GET /admin/audit's query: only the filters that are set. */
export const auditQueryOf = ({ page, ...filters }: AuditState): AuditQuery => ({
  page,
  perPage: AUDIT_ENTRIES_PER_PAGE,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
});
