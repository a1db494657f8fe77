/**
 * What every API call carries besides its own arguments: the page's language and the signed-in session.
 * Kept apart from the HTTP client so that pages can set them without loading the client's code.
 */
type SessionHooks = {
  getAccessToken: () => string | null;
  /** Tries to obtain a new access token once; resolves null when the session is over. */
  refresh: () => Promise<string | null>;
  /** Called when a 401 survives the refresh: clears the session. */
  onUnauthorized: () => void;
};

let session: SessionHooks = { getAccessToken: () => null, refresh: async () => null, onUnauthorized: () => {} };
/** The accounts feature plugs its session in here. */
export function configureSession(hooks: SessionHooks) {
  session = hooks;
}
export const sessionHooks = () => session;

let sessionKnown: Promise<void> | null = null;
/**
 * The page was rendered for a signed-in person (ADR 0059), whose components may read before GET /session has given the
 * token: a call without a token waits for `known` (GET /session answered, whatever it said), instead of going out
 * without one and being refused. A guest's page sets nothing, and its calls never wait.
 */
export function waitForSession(known: Promise<void>) {
  sessionKnown = known;
}
export const sessionSettled = () => sessionKnown;

let currentLang = 'uk';
export function setApiLanguage(lang: string) {
  currentLang = lang;
}
export const apiLanguage = () => currentLang;
