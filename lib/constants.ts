/** Business constants used by the web app. */
export const MOBILE_BREAKPOINT = 980;
export const MODAL_CONTENT_DELAY_MS = 300;
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const INPUT_DEBOUNCE_MS = 600;
/** Select searches wait 500 ms. */
export const SELECT_SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGING_PAGES_SHOWN = 5;
