import type { Lang } from '@/contracts/common';
import { dealerRoles, defaultLocale, locales, type RoleName } from '@/contracts/constants';

/**
 * Route guards of spec section 2, shared by the server-side proxy (no flash, no private HTML for a
 * refused visitor) and the browser (a session that ends while a page is open). They are UX: the API
 * enforces the same rules on every call. See docs/decisions/0006-guards.md.
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
};

const signedIn = (visitor: Visitor): Verdict => (visitor ? 'allow' : 'signIn');
const withRoles =
  (roles: readonly RoleName[]) =>
  (visitor: Visitor): Verdict =>
    !visitor ? 'signIn' : roles.includes(visitor.role) ? 'allow' : 'denied';

const guards = {
  unauthorized: { check: signedIn },
  'unauthorized-big-screen': { check: signedIn, bigScreenOnly: true },
  installer: { check: withRoles(['INSTALLER']) },
  dealer: { check: withRoles(dealerRoles) },
  /** DOMAIN.md: building objects are the designer's and the admin's. */
  designer: { check: withRoles(['PROJECTOR', 'ADMIN']) },
  /** /dealer shows an installer's dealer or a dealer's company: no one else has one. */
  'dealer-page': { check: withRoles(['INSTALLER', ...dealerRoles]) },
  /** Support's pages (DOMAIN.md: support decides certification requests). */
  admin: { check: withRoles(['ADMIN']) },
  /** Spec section 6: a projector is refused installations and chats with the access-denied popup. */
  'not-projector': { check: (visitor) => (visitor?.role === 'PROJECTOR' ? 'denied' : 'allow') },
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

/** The guard registry (spec section 2, "Screens and routes"). */
export const guardedRoutes: GuardedRoute[] = [
  { pattern: '/chats/{slug}', guards: ['unauthorized', 'not-projector'] },
  { pattern: '/dealer', guards: ['unauthorized', 'dealer-page'] },
  { pattern: '/installations/{id}', guards: ['unauthorized', 'not-projector'] },
  { pattern: '/installations/{id}/{installationId}', guards: ['unauthorized', 'not-projector'] },
  { pattern: '/profile', guards: ['unauthorized'] },
  { pattern: '/chats', guards: ['unauthorized-big-screen', 'not-projector'], narrowSection: 'appeals' },
  { pattern: '/favorites', guards: ['unauthorized-big-screen'], narrowSection: 'favourites' },
  { pattern: '/installations', guards: ['unauthorized-big-screen', 'not-projector'], narrowSection: 'installations' },
  { pattern: '/notifications', guards: ['unauthorized-big-screen'], narrowSection: 'notifications' },
  { pattern: '/objects', guards: ['unauthorized-big-screen', 'designer'], narrowSection: 'objects' },
  // Full width on a phone, like an installation's card.
  { pattern: '/objects/{id}', guards: ['unauthorized', 'designer'] },
  { pattern: '/calendar', guards: ['unauthorized', 'installer'] },
  { pattern: '/license', guards: ['unauthorized', 'installer'] },
  { pattern: '/rating', guards: ['unauthorized', 'installer'] },
  { pattern: '/installers', guards: ['unauthorized', 'dealer'] },
  { pattern: '/certification-requests', guards: ['unauthorized', 'admin'] },
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

/** Where a refused visitor goes: the home page of their locale with the sign-in modal (and `next`) or the access-denied popup. */
export function refusalTarget(verdict: Exclude<Verdict, 'allow'>, locale: Lang, next: string): string {
  const home = locale === defaultLocale ? '/' : `/${locale}`;
  const params = new URLSearchParams(verdict === 'signIn' ? { signIn: '1', next } : { denied: '1' });
  return `${home}?${params.toString()}`;
}
