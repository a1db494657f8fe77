import type { Lang } from '@/contracts/common';
import { areas, type Area } from '@/contracts/access';
import { defaultLocale, locales, roleNames, type RoleName } from '@/contracts/constants';
import { localePath, pages } from '@/contracts/pages';

/**
 * Route guards (docs/access.md#pages-guards-and-links), shared by the server-side proxy (no flash, no private HTML for a
 * refused visitor) and the browser (a session that ends while a page is open). They are UX: the API
 * enforces the same rules on every call. Which role passes which guard is read from the API's own table
 * of areas (contracts/access.ts, docs/access.md#areas), so the web never offers a page whose calls
 * the API refuses. See docs/decisions/0006-guards.md.
 */

/** Who is asking: a signed-in visitor's role, or null for a guest. */
export type Visitor = { role: RoleName } | null;
/** allow; `signIn`: a guest goes home with the sign-in modal; `denied`: home with the access-denied popup. */
export type Verdict = 'allow' | 'signIn' | 'denied';

/** Sections of the profile area on narrow screens (spec: profile, favourites, appeals, installations; plus objects and notifications). */
export const profileSections = ['profile', 'favourites', 'appeals', 'installations', 'objects', 'notifications'] as const;
export type ProfileSection = (typeof profileSections)[number];

type Guard = {
  check: (visitor: Visitor) => Verdict;
  /** Pages for wide screens only: at 980 px and narrower the browser opens the matching profile section instead. */
  bigScreenOnly?: boolean;
  /** The API areas whose calls the guarded page makes: a role passes only if one of them admits it. */
  areas?: readonly Area[];
  /** Roles an area admits that the page still refuses, because it has nothing to show them (see each guard). */
  narrowedFor?: readonly RoleName[];
};

const signedIn = (visitor: Visitor): Verdict => (visitor ? 'allow' : 'signIn');

/** The roles a guard admits: those of its areas, less the ones the page has nothing for. */
export const rolesOf = (guard: Pick<Guard, 'areas' | 'narrowedFor'>): RoleName[] =>
  roleNames.filter((role) => (guard.areas ?? []).some((area) => (areas[area] as readonly RoleName[]).includes(role)) && !guard.narrowedFor?.includes(role));

/** A guard that lets in the roles the API admits to `areas` (less `narrowedFor`); a guest is asked to sign in. */
const areaGuard = (guardAreas: readonly Area[], narrowedFor: readonly RoleName[] = []): Guard => {
  const roles = rolesOf({ areas: guardAreas, narrowedFor });
  return { areas: guardAreas, narrowedFor, check: (visitor) => (!visitor ? 'signIn' : roles.includes(visitor.role) ? 'allow' : 'denied') };
};

const guards = {
  unauthorized: { check: signedIn },
  'unauthorized-big-screen': { check: signedIn, bigScreenOnly: true },
  /** Spec: the installer pages guard (calendar, licence, rating). */
  installer: areaGuard(['installerPages']),
  /** Spec: the dealer page guard (/installers): the dealer's own installers; support every company's, with a company filter. */
  dealer: areaGuard(['dealerPages']),
  /** /dealer shows an installer's dealer or a dealer's company: support has neither (GET /web/dealers/info answers it 404). */
  'dealer-page': areaGuard(['installerPages', 'dealerPages'], ['ADMIN']),
  /** Building objects: the designer's and the admin's. */
  designer: areaGuard(['objects']),
  /** Support's page of certification applications. */
  admin: areaGuard(['certificationDecisions']),
  /** The operator's back-office: dealer companies and the audit log (docs/decisions/0036-back-office-dealers-and-audit-log.md). */
  'back-office': areaGuard(['admin']),
  /** Installations: everyone but the designer (docs/access.md#areas: refused with the access-denied popup). */
  installations: areaGuard(['installations']),
  /** The wizards: installers, the dealer roles and support; a client and a designer get the access-denied popup. */
  'installation-work': areaGuard(['installationWork']),
  /** Support's requests for work (taking and declining them). */
  'installation-requests': areaGuard(['installationRequestBoard']),
  /** Chats: clients and installers their own, support all; the dealer roles and the designer are refused. */
  chats: areaGuard(['chats']),
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** Looks a guard up by name; an unknown name is a programming error (spec: "An unknown guard name raises an error"). */
export function resolveGuard(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route guard: ${name}`);
  return guards[name as GuardName];
}

type GuardedRoute = {
  /** Path without the locale prefix; `{name}` matches one segment. */
  pattern: string;
  guards: string[];
  /** The profile section that stands in for a wide-screen-only page on narrow screens. */
  narrowSection?: ProfileSection;
};

/** The guard registry (docs/access.md#pages-guards-and-links); the first pattern that matches a path wins. */
export const guardedRoutes: GuardedRoute[] = [
  { pattern: '/chats/{slug}', guards: ['unauthorized', 'chats'] },
  { pattern: '/dealer', guards: ['unauthorized', 'dealer-page'] },
  // Before `/installations/{id}`, which would match them too.
  { pattern: '/installations/new', guards: ['unauthorized', 'installation-work'] },
  { pattern: '/installations/requests', guards: ['unauthorized', 'installation-requests'] },
  { pattern: '/installations/{id}', guards: ['unauthorized', 'installations'] },
  { pattern: '/installations/{id}/{installationId}', guards: ['unauthorized', 'installations'] },
  { pattern: '/profile', guards: ['unauthorized'] },
  { pattern: '/chats', guards: ['unauthorized-big-screen', 'chats'], narrowSection: 'appeals' },
  { pattern: '/favorites', guards: ['unauthorized-big-screen'], narrowSection: 'favourites' },
  { pattern: '/installations', guards: ['unauthorized-big-screen', 'installations'], narrowSection: 'installations' },
  { pattern: '/notifications', guards: ['unauthorized-big-screen'], narrowSection: 'notifications' },
  { pattern: '/objects', guards: ['unauthorized-big-screen', 'designer'], narrowSection: 'objects' },
  // Full width on a phone, like an installation's card.
  { pattern: '/objects/{id}', guards: ['unauthorized', 'designer'] },
  { pattern: '/calendar', guards: ['unauthorized', 'installer'] },
  { pattern: '/license', guards: ['unauthorized', 'installer'] },
  { pattern: '/rating', guards: ['unauthorized', 'installer'] },
  { pattern: '/installers', guards: ['unauthorized', 'dealer'] },
  { pattern: '/certification-requests', guards: ['unauthorized', 'admin'] },
  { pattern: '/admin', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/dealers', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/dealers/{id}', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/users', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/users/{id}', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/audit', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/certifications', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/dashboard', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/catalog', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/catalog/import', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/catalog/groups', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/catalog/products/{id}', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/news', guards: ['unauthorized', 'back-office'] },
  // /admin/news/new too.
  { pattern: '/admin/news/{id}', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/news/{id}/preview', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/pages', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/pages/{key}', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/pages/{key}/preview', guards: ['unauthorized', 'back-office'] },
  { pattern: '/admin/site-contacts', guards: ['unauthorized', 'back-office'] },
];

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string) {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((part, i) => /^\{\w+\}$/.test(part) || part === got[i]);
}

/** The registry entry of a path (without locale prefix), or null for a public page. */
export function matchGuardedRoute(path: string, routes: GuardedRoute[] = guardedRoutes): GuardedRoute | null {
  return routes.find((route) => matches(route.pattern, path)) ?? null;
}

/** Runs a route's guards in order; the first refusal wins. Unknown guard names throw. */
export function evaluateRoute(route: GuardedRoute, visitor: Visitor): Verdict {
  for (const name of route.guards) {
    const verdict = resolveGuard(name).check(visitor);
    if (verdict !== 'allow') return verdict;
  }
  return 'allow';
}

/** Whether the visitor may open a profile section: the page it stands in for lets them in. */
export const sectionOpen = (section: ProfileSection, visitor: Visitor) => {
  const route = guardedRoutes.find((r) => r.narrowSection === section);
  return !route || evaluateRoute(route, visitor) === 'allow';
};

/** Whether the visitor may open a page (a path without the locale prefix): public pages are open to all. */
export const mayOpen = (path: string, visitor: Visitor) => {
  const route = matchGuardedRoute(path);
  return !route || evaluateRoute(route, visitor) === 'allow';
};

export const isBigScreenOnly = (route: GuardedRoute) => route.guards.some((name) => resolveGuard(name).bigScreenOnly);

/** Splits `/en/profile` into the locale and the path without it (uk has no prefix). */
export function splitLocale(pathname: string): { locale: Lang; path: string } {
  const [first, ...rest] = segments(pathname);
  const prefixed = (locales as readonly string[]).includes(first ?? '') && first !== defaultLocale;
  if (!prefixed) return { locale: defaultLocale, path: pathname || '/' };
  return { locale: first as Lang, path: `/${rest.join('/')}` };
}

export const MAX_NEXT_LENGTH = 2000;

/**
 * The `next` target after sign-in: only a same-site relative path (`/favorites?x=1`), never an
 * absolute or protocol-relative URL, so the parameter cannot send anyone to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_NEXT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tab, newline) are dropped by URL parsers and could smuggle `//`.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where a wide-screen-only page sends a phone: the profile section that stands in for it (without the locale prefix),
 * as the proxy redirects a phone it recognises and the browser replaces the page on a narrow screen.
 */
export function standInPath(route: GuardedRoute): string | null {
  return route.narrowSection && isBigScreenOnly(route) ? pages.profile({ section: route.narrowSection }) : null;
}

/** Where a refused visitor goes: the home page of their locale with the sign-in modal (and `next`) or the access-denied popup. */
export function refusalTarget(verdict: Exclude<Verdict, 'allow'>, locale: Lang, next: string): string {
  return localePath(locale, pages.home(verdict === 'signIn' ? { signIn: '1', next } : { denied: '1' }));
}
