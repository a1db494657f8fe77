/** Requests for work (docs/decisions/0028): what the app composes. */
export { requestKeys, requestsApi } from './api';
export { RequestCta } from './components/request-cta';
export { RequestsPanel } from './components/profile-parts';
/** The texts the panel and the request dialog it opens translate (the address search is the wizard's). */
export const REQUESTS_PANEL_TEXTS = ['installationRequests', 'installations.wizard.select'];
export { SupportRequests } from './components/support-requests';
