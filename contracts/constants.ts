/**
 * Plain values of the contract, without zod: browser code that every page loads (the header, the
 * catalogue list) imports these, so that the schemas and zod stay in the chunks of the forms.
 * A schema module re-exports those the API reads through `contracts/index.ts`.
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
/** A job's states (docs/domain.md#installation-states). */
export const installationCodes = ['DRAFT', 'NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION', 'CANCELLED'] as const;
/** A chat is open until support closes it. */
export const chatStatuses = ['open', 'closed'] as const;
/** The states of a client's request for work (contracts/installation-requests.ts). */
export const installationRequestStatuses = ['NEW', 'IN_PROGRESS', 'DONE', 'DECLINED'] as const;

/** The largest page any list call returns. */
export const MAX_PER_PAGE = 100;

/** The header naming one call in the API's logs, sent by the web and echoed by the API (docs/observability.md#request-ids). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A write sent again (the offline queue's replay) carries the same key; the API answers it once and replays that
 * answer (docs/api.md#idempotent-writes, docs/decisions/0052-idempotent-writes-and-record-versions.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 8–64 characters of letters, digits, `_` and `-` (a UUID v4 fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** `true` on an answer the API stored for the key and sends again, without doing the write again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long the API remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** A job's version as a write's answer gives it (`"<version>"`), and the one a write expects (412 when it moved). */
export const ETAG_HEADER = 'etag';
export const IF_MATCH_HEADER = 'if-match';

/** Page sizes (docs/api.md#answers-and-pages) and search counts. */
export const CATALOG_PER_PAGE = 20;
export const FAVORITES_PER_PAGE = 20;
export const INSTALLATIONS_PER_PAGE = 10;
/** 10 chats per page. */
export const CHATS_PER_PAGE = 10;
/** Dealer companies per page of the back-office's list and of support's company filter. */
export const ADMIN_DEALERS_PER_PAGE = 20;
export const INSTALLATION_REQUESTS_PER_PAGE = 10;
/** Header search: 3 products and 3 groups; the search inside an installation asks for 5 and 5. */
export const SEARCH_COUNTS = { global: 3, installation: 5 } as const;
export const SEARCH_MAX_COUNT = 20;
export const SEARCH_MAX_LENGTH = 200;
