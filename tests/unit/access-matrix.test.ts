import { describe, expect, it } from 'vitest';
import { areas as sharedAreas } from '@/contracts/access';
import { roleNames, type RoleName } from '@/contracts/constants';
import { sectionShown, workSectionOf } from '@/components/layout/use-sections';
import { evaluateRoute, guardedRoutes, matchGuardedRoute } from '@/lib/guards';
import { rolePages } from '@/lib/session/role-pages';
import { areas as serverAreas, mayEnter, type Area } from '../../server/src/access/matrix';

/**
 * The web's guards, section links and role pages against the API's matrix (server/src/access/matrix.ts,
 * docs/access.md#pages-guards-and-links), for every role: a page the web opens is one whose calls the API answers, and a page the API
 * answers is opened, except where the page has nothing to show a role (`narrowed`, said here and in lib/guards.ts).
 * The area of each page (docs/access.md#pages-guards-and-links) is stated here, apart from the guards, so that a guard naming the wrong area fails.
 */
const pages: { path: string; areas: Area[]; narrowed?: RoleName[] }[] = [
  { path: '/profile', areas: ['account'] },
  { path: '/favorites', areas: ['account'] },
  { path: '/notifications', areas: ['account'] },
  { path: '/installations', areas: ['installations'] },
  { path: '/installations/12', areas: ['installations'] },
  { path: '/installations/12/3', areas: ['installations'] },
  { path: '/installations/new', areas: ['installationWork'] },
  // Support handles them, a dealer's people read theirs; a client's own are on the installations list (RequestsPanel).
  { path: '/installations/requests', areas: ['installationRequestBoard'] },
  { path: '/chats', areas: ['chats'] },
  { path: '/chats/5', areas: ['chats'] },
  { path: '/objects', areas: ['objects'] },
  { path: '/objects/7', areas: ['objects'] },
  { path: '/calendar', areas: ['installerPages'] },
  { path: '/license', areas: ['installerPages'] },
  { path: '/rating', areas: ['installerPages'] },
  // The dealer's own installers; support every company's.
  { path: '/installers', areas: ['dealerPages'] },
  // An installer's dealer or a dealer's company: support has neither (GET /web/dealers/info answers it 404).
  { path: '/dealer', areas: ['installerPages', 'dealerPages'], narrowed: ['ADMIN'] },
  { path: '/certification-requests', areas: ['certificationDecisions'] },
  { path: '/admin', areas: ['admin'] },
  { path: '/admin/dealers', areas: ['admin'] },
  { path: '/admin/dealers/12', areas: ['admin'] },
  { path: '/admin/users', areas: ['admin'] },
  { path: '/admin/users/12', areas: ['admin'] },
  { path: '/admin/audit', areas: ['admin'] },
  { path: '/admin/certifications', areas: ['admin'] },
  { path: '/admin/dashboard', areas: ['admin'] },
  { path: '/admin/catalog', areas: ['admin'] },
  { path: '/admin/catalog/import', areas: ['admin'] },
  { path: '/admin/catalog/groups', areas: ['admin'] },
  { path: '/admin/catalog/products/5', areas: ['admin'] },
  { path: '/admin/news', areas: ['admin'] },
  { path: '/admin/news/new', areas: ['admin'] },
  { path: '/admin/news/3', areas: ['admin'] },
  { path: '/admin/news/3/preview', areas: ['admin'] },
  { path: '/admin/catalog/products/new', areas: ['admin'] },
  { path: '/admin/pages', areas: ['admin'] },
  { path: '/admin/pages/company', areas: ['admin'] },
  { path: '/admin/pages/company/preview', areas: ['admin'] },
  { path: '/admin/site-contacts', areas: ['admin'] },
];

const apiAdmits = (role: RoleName, page: (typeof pages)[number]) => page.areas.some((area) => mayEnter(role, area)) && !page.narrowed?.includes(role);

describe("the web follows the API's matrix", () => {
  it('the API reads the same table of areas as the web', () => {
    expect(serverAreas).toBe(sharedAreas);
  });

  it('every guarded page is listed here with its docs/access.md row', () => {
    const covered = new Set(pages.map((page) => matchGuardedRoute(page.path)?.pattern));
    expect(guardedRoutes.map((route) => route.pattern).filter((pattern) => !covered.has(pattern))).toEqual([]);
  });

  for (const role of roleNames) {
    it(`${role}: a page opens exactly when the API admits the role to its area`, () => {
      for (const page of pages) {
        const route = matchGuardedRoute(page.path);
        expect(route, page.path).not.toBeNull();
        expect(evaluateRoute(route!, { role }), `${page.path} for ${role}`).toBe(apiAdmits(role, page) ? 'allow' : 'denied');
      }
    });

    it(`${role}: the section links and role pages lead only where the API admits the role`, () => {
      const visitor = { role };
      expect(workSectionOf(visitor)).toBe(mayEnter(role, 'installations') ? 'installations' : 'objects');
      expect(mayEnter(role, workSectionOf(visitor) === 'installations' ? 'installations' : 'objects')).toBe(true);
      // docs/access.md#pages-guards-and-links: the designer keeps Chats, refused with the access-denied popup on a tap; nobody else is offered a refusal.
      expect(sectionShown('chats', visitor)).toBe(mayEnter(role, 'chats') || role === 'PROJECTOR');
      expect(sectionShown('favorites', visitor)).toBe(mayEnter(role, 'account'));
      for (const { href } of rolePages(role)) {
        const page = pages.find((p) => p.path === href)!;
        expect(apiAdmits(role, page), `${href} for ${role}`).toBe(true);
      }
    });
  }

  it('a dealer role has no chats link, a guest has every section link', () => {
    for (const role of ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const) expect(sectionShown('chats', { role })).toBe(false);
    for (const section of ['favorites', 'installations', 'chats', 'profile'] as const) expect(sectionShown(section, null)).toBe(true);
  });
});
