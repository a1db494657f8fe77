/**
 * Plain values of the contract, without zod: browser code that every page loads (the header, the
 * catalogue list) imports these, so that the schemas and zod stay in the chunks of the forms.
 * The schema modules re-export them.
 */

export const locales = ['uk', 'en', 'pl'] as const;
export const defaultLocale = 'uk';

/** Role names (docs/domain.md#people-and-companies). */
export const roleNames = ['USER', 'ADMIN', 'DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT', 'INSTALLER', 'PROJECTOR'] as const;
export type RoleName = (typeof roleNames)[number];
/** The dealer and the people who act for them. */
export const dealerRoles: RoleName[] = ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'];

/** The largest page any list call returns. */
export const MAX_PER_PAGE = 100;

/** Page sizes (docs/api.md#answers-and-pages) and search counts. */
export const CATALOG_PER_PAGE = 20;
export const FAVORITES_PER_PAGE = 20;
/** Header search: 3 products and 3 groups; the search inside an installation asks for 5 and 5. */
export const SEARCH_COUNTS = { global: 3, installation: 5 } as const;
export const SEARCH_MAX_COUNT = 20;
export const SEARCH_MAX_LENGTH = 200;
