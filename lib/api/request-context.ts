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

let currentLang = 'uk';
export function setApiLanguage(lang: string) {
  currentLang = lang;
}
export const apiLanguage = () => currentLang;
