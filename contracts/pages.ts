/**
 * The web's pages, as both programs link to them: the web's hrefs and guards, and the API's links in notifications,
 * SMS, the calendar feed and the certificate's QR code. Paths are without the locale prefix (the default language has
 * none; `localePath` adds it). Plain functions, no zod: every page of the web may load this module.
 */
import { defaultLocale } from './constants';

type Id = number | string;
type Query = Record<string, string | number | undefined>;

/**
 * `path` with the query's defined values, in their order: `/installers?tab=requests`. A string is a query already
 * written (the catalogue's, with its brackets kept readable: features/catalog/query.ts).
 */
function withQuery(path: string, query: Query | string = {}) {
  const search =
    typeof query === 'string'
      ? query
      : new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
  return search ? `${path}?${search}` : path;
}

const segment = (id: Id) => encodeURIComponent(String(id));

export const pages = {
  /**
   * `signIn` opens the sign-in modal (and `next` is where it leads), `denied` the access-denied popup: the guards' refusals;
   * `invitation` opens the registration for the person an invitation SMS names (docs/decisions/0040-invitation-links.md).
   */
  home: (query?: { signIn?: '1'; next?: string; denied?: '1'; invitation?: string }) => withQuery('/', query),
  products: (query?: Query | string) => withQuery('/products', query),
  /** A catalogue group's list. */
  productGroup: (groupId: Id) => withQuery('/products', { groupId }),
  product: (id: Id) => `/products/${segment(id)}`,
  search: (query?: { search?: string }) => withQuery('/search', query),
  company: () => '/company',
  contacts: () => '/contacts',
  /** The service points. */
  place: () => '/place',
  /** The buyer's guide. */
  buyer: () => '/buyer',
  news: () => '/news',
  /** A later page of the news list (the first is /news); `page` may be the paging links' `[page]` placeholder. */
  newsPage: (page: number | string) => `/news/page/${page}`,
  article: (slug: string) => `/news/${segment(slug)}`,
  privacy: () => '/privacy',
  /** What the service worker shows for a page it can neither fetch nor answer from its copies (ADR 0053). */
  offline: () => '/offline',
  installations: () => '/installations',
  installation: (id: Id) => `/installations/${segment(id)}`,
  /** A product's card inside an installation: the product first, as in its call (GET /web/catalog/products/{id}?installationId). */
  installationProduct: (productId: Id, installationId: Id) => `/installations/${segment(productId)}/${segment(installationId)}`,
  /** The wizards: `id` resumes a draft at `step`, `kind: 'completed'` starts the completed-installation one, `request` one for a request for work. */
  newInstallation: (query?: { id?: number; step?: string; kind?: 'completed'; request?: number }) => withQuery('/installations/new', query),
  installationRequests: () => '/installations/requests',
  chats: () => '/chats',
  chat: (id: Id) => `/chats/${segment(id)}`,
  objects: () => '/objects',
  object: (id: Id) => `/objects/${segment(id)}`,
  calendar: () => '/calendar',
  license: () => '/license',
  rating: () => '/rating',
  installers: (query?: { tab?: 'requests'; company?: number }) => withQuery('/installers', query),
  dealer: () => '/dealer',
  profile: (query?: { section?: string }) => withQuery('/profile', query),
  favorites: () => '/favorites',
  notifications: () => '/notifications',
  certificationRequests: () => '/certification-requests',
  /** The operator's back-office (docs/decisions/0036-back-office-dealers-and-audit-log.md). */
  admin: () => '/admin',
  adminDealers: (query?: { search?: string; state?: 'active' | 'deactivated' | 'all'; page?: number }) => withQuery('/admin/dealers', query),
  adminDealer: (id: Id) => `/admin/dealers/${segment(id)}`,
  /** The people of the portal, filtered as GET /admin/users's query (contracts/admin.ts `adminUsersQuery`) says. */
  adminUsers: (query?: { search?: string; role?: string; state?: 'active' | 'blocked' | 'invited'; dealerId?: number; page?: number }) =>
    withQuery('/admin/users', query),
  adminUser: (id: Id) => `/admin/users/${segment(id)}`,
  /** The audit log, filtered as its query (contracts/admin.ts `auditQuery`) says. */
  adminAudit: (query?: { action?: string; actorId?: number; subjectType?: string; subjectId?: number; from?: string; to?: string; page?: number }) =>
    withQuery('/admin/audit', query),
  /** The certification catalogue: types, their terms and levels. */
  adminCertifications: () => '/admin/certifications',
  /** The network's numbers (docs/decisions/0039-dashboards.md); a dealer's own are on /dealer. */
  adminDashboard: (query?: { period?: string; company?: number }) => withQuery('/admin/dashboard', query),
  /** The products, archived ones too (contracts/catalog-import.ts `adminProductRoutes`). */
  adminCatalog: () => '/admin/catalog',
  adminProduct: (id: Id) => `/admin/catalog/products/${segment(id)}`,
  /** A new product's essentials (its photos and details follow on its page). */
  adminNewProduct: () => '/admin/catalog/products/new',
  /** The catalogue groups' names and order. */
  adminCatalogGroups: () => '/admin/catalog/groups',
  /** A catalogue file checked, then imported (contracts/catalog-import.ts). */
  adminCatalogImport: () => '/admin/catalog/import',
  /** The news articles, drafts too (docs/decisions/0041-news-in-the-database.md). */
  adminNews: () => '/admin/news',
  adminNewArticle: () => '/admin/news/new',
  adminArticle: (id: Id) => `/admin/news/${segment(id)}`,
  /** An article as its public page will show it, draft or published, in the page's language. */
  adminArticlePreview: (id: Id) => `/admin/news/${segment(id)}/preview`,
  /** The information pages' texts (docs/decisions/0043-information-pages-in-the-database.md). */
  adminInfoPages: () => '/admin/pages',
  /** A page's editor, open at a language. */
  adminInfoPage: (key: string, query?: { lang?: string }) => withQuery(`/admin/pages/${segment(key)}`, query),
  /** A page's draft (or, without one, its published text) in the page's language, as the public page will show it. */
  adminInfoPagePreview: (key: string) => `/admin/pages/${segment(key)}/preview`,
  /** The site's contact details and service points (docs/decisions/0044-site-contacts-in-the-database.md). */
  adminSiteContacts: () => '/admin/site-contacts',
  /** The public form that checks a warranty certificate. */
  warrantyCheck: () => '/warranty',
  /** The public page a warranty certificate's QR code opens. */
  warranty: (token: string) => `/warranty/${segment(token)}`,
  /** The public page a unit's QR label opens (docs/decisions/0045-unit-labels.md). */
  unitLabel: (token: string) => `/u/${segment(token)}`,
} as const;

/** A page's path in a language: the default language has no prefix (`/warranty/x`, `/en/warranty/x`, `/en?denied=1`). */
export const localePath = (lang: string, path: string) =>
  lang === defaultLocale ? path : `/${lang}${path === '/' || path.startsWith('/?') ? path.slice(1) : path}`;
