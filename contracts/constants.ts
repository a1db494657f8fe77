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
export const dealerRoles = ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const satisfies readonly RoleName[];
/** Whether a role acts for a dealer company (its owner, a deputy, an assistant). */
export const isDealerRole = (role: RoleName) => (dealerRoles as readonly RoleName[]).includes(role);

/** The kinds of work order (docs/domain.md#work-order-kinds). */
export const workOrderTypes = ['INSTALLATION', 'SERVICE', 'PREVENTION'] as const;

/** The largest page any list call returns. */
export const MAX_PER_PAGE = 100;

/** The header naming one call in the API's logs, sent by the web and echoed by the API (docs/observability.md#request-ids). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A write sent again with the same key is done once (docs/api.md#idempotency). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Page sizes (docs/api.md#answers-and-pages) and search counts. */
export const CATALOG_PER_PAGE = 20;
export const FAVORITES_PER_PAGE = 20;
/** Header search: 3 products and 3 groups; the search inside an installation asks for 5 and 5. */
export const SEARCH_COUNTS = { global: 3, installation: 5 } as const;
export const SEARCH_MAX_COUNT = 20;
export const SEARCH_MAX_LENGTH = 200;
