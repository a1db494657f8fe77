import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateRoute,
  guardedRoutes,
  isBigScreenOnly,
  matchGuardedRoute,
  refusalTarget,
  resolveGuard,
  safeNextPath,
  sectionOpen,
  splitLocale,
  standInPath,
} from './guards';

const verdict = (path: string, role: Parameters<typeof evaluateRoute>[1]) => {
  const route = matchGuardedRoute(path);
  return route ? evaluateRoute(route, role) : 'public';
};

describe('route guards', () => {
  it('lets everyone see public pages', () => {
    for (const path of ['/', '/products', '/products/12', '/search', '/company', '/profile/extra']) expect(verdict(path, null)).toBe('public');
  });

  it('asks guests to sign in on every guarded route', () => {
    for (const path of [
      '/profile',
      '/dealer',
      '/chats/5',
      '/installations/3',
      '/installations/3/4',
      '/favorites',
      '/notifications',
      '/objects/7',
      '/calendar',
      '/installers',
    ]) {
      expect(verdict(path, null), path).toBe('signIn');
    }
  });

  it('lets installers alone into installer pages, and the dealer roles and support into /installers', () => {
    for (const path of ['/calendar', '/license', '/rating']) {
      expect(verdict(path, { role: 'INSTALLER' })).toBe('allow');
      expect(verdict(path, { role: 'USER' })).toBe('denied');
      expect(verdict(path, { role: 'DEALER' })).toBe('denied');
    }
    for (const role of ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'] as const) expect(verdict('/installers', { role })).toBe('allow');
    expect(verdict('/installers', { role: 'INSTALLER' })).toBe('denied');
  });

  it('lets installers and the dealer roles into /dealer, and support alone into /certification-requests', () => {
    for (const role of ['INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const) expect(verdict('/dealer', { role })).toBe('allow');
    for (const role of ['USER', 'PROJECTOR', 'ADMIN'] as const) expect(verdict('/dealer', { role })).toBe('denied');
    expect(verdict('/certification-requests', { role: 'ADMIN' })).toBe('allow');
    for (const role of ['USER', 'INSTALLER', 'DEALER', 'PROJECTOR'] as const) expect(verdict('/certification-requests', { role })).toBe('denied');
    expect(verdict('/certification-requests', null)).toBe('signIn');
  });

  it('refuses a projector installations and chats, and nothing else of the signed-in pages', () => {
    for (const path of ['/installations', '/installations/1', '/installations/1/2', '/chats', '/chats/9'])
      expect(verdict(path, { role: 'PROJECTOR' }), path).toBe('denied');
    for (const path of ['/objects', '/objects/1', '/favorites', '/profile', '/notifications']) expect(verdict(path, { role: 'PROJECTOR' }), path).toBe('allow');
  });

  it('refuses chats to the dealer roles and the designer, as the API does (docs/access.md#areas: chats and appeals are closed to dealers and the designer)', () => {
    for (const role of ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'PROJECTOR'] as const) {
      for (const path of ['/chats', '/chats/9']) expect(verdict(path, { role }), `${path} ${role}`).toBe('denied');
      expect(sectionOpen('appeals', { role })).toBe(false);
    }
    for (const role of ['USER', 'INSTALLER', 'ADMIN'] as const) {
      for (const path of ['/chats', '/chats/9']) expect(verdict(path, { role }), `${path} ${role}`).toBe('allow');
      expect(sectionOpen('appeals', { role })).toBe(true);
    }
  });

  it('lets a client read installations but not open the wizard; support and the dealer roles alone see the requests page', () => {
    expect(verdict('/installations/3', { role: 'USER' })).toBe('allow');
    for (const role of ['USER', 'PROJECTOR'] as const) expect(verdict('/installations/new', { role })).toBe('denied');
    for (const role of ['INSTALLER', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'ADMIN'] as const)
      expect(verdict('/installations/new', { role })).toBe('allow');
    expect(verdict('/installations/new', null)).toBe('signIn');
    for (const role of ['ADMIN', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const) expect(verdict('/installations/requests', { role })).toBe('allow');
    for (const role of ['USER', 'INSTALLER', 'PROJECTOR'] as const) expect(verdict('/installations/requests', { role })).toBe('denied');
  });

  it('lets the designer and the admin alone into building objects', () => {
    for (const path of ['/objects', '/objects/1']) {
      for (const role of ['PROJECTOR', 'ADMIN'] as const) expect(verdict(path, { role }), path).toBe('allow');
      for (const role of ['USER', 'INSTALLER', 'DEALER'] as const) expect(verdict(path, { role }), path).toBe('denied');
    }
    expect(sectionOpen('objects', { role: 'PROJECTOR' })).toBe(true);
    expect(sectionOpen('objects', { role: 'USER' })).toBe(false);
    expect(sectionOpen('installations', { role: 'PROJECTOR' })).toBe(false);
    expect(sectionOpen('favourites', { role: 'PROJECTOR' })).toBe(true);
  });

  it('marks the wide-screen-only pages and names their profile section', () => {
    const bigScreen = guardedRoutes.filter(isBigScreenOnly).map((r) => r.pattern);
    expect(bigScreen.sort()).toEqual(['/chats', '/favorites', '/installations', '/notifications', '/objects']);
    expect(guardedRoutes.filter(isBigScreenOnly).every((r) => r.narrowSection)).toBe(true);
    expect(standInPath(matchGuardedRoute('/chats')!)).toBe('/profile?section=appeals');
    expect(standInPath(matchGuardedRoute('/chats/7')!)).toBeNull();
    expect(standInPath(matchGuardedRoute('/calendar')!)).toBeNull();
  });

  it('throws for an unknown guard name', () => {
    expect(() => resolveGuard('nobody')).toThrow(/Unknown route guard: nobody/);
    expect(() => resolveGuard('toString')).toThrow();
    expect(() => evaluateRoute({ pattern: '/x', guards: ['unauthorized', 'typo'] }, { role: 'USER' })).toThrow(/typo/);
  });
});

describe('splitLocale', () => {
  it('separates the prefix of en and pl; uk has none', () => {
    expect(splitLocale('/en/profile')).toEqual({ locale: 'en', path: '/profile' });
    expect(splitLocale('/pl')).toEqual({ locale: 'pl', path: '/' });
    expect(splitLocale('/profile')).toEqual({ locale: 'uk', path: '/profile' });
    expect(splitLocale('/')).toEqual({ locale: 'uk', path: '/' });
  });
});

describe('safeNextPath', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeNextPath('/favorites')).toBe('/favorites');
    expect(safeNextPath('/installations/3?tab=history')).toBe('/installations/3?tab=history');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      '/\t/evil.example',
      '',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it('never yields a path that resolves to another origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const next = safeNextPath(input);
        if (next !== null) expect(new URL(next, 'https://portal.example').origin).toBe('https://portal.example');
      }),
    );
  });
});

describe('refusalTarget', () => {
  it('sends guests home with the sign-in modal and the way back, in their locale', () => {
    expect(refusalTarget('signIn', 'uk', '/favorites')).toBe('/?signIn=1&next=%2Ffavorites');
    expect(refusalTarget('signIn', 'en', '/profile?x=1')).toBe('/en?signIn=1&next=%2Fprofile%3Fx%3D1');
    expect(refusalTarget('denied', 'pl', '/calendar')).toBe('/pl?denied=1');
  });
});
