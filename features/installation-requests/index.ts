/** Requests for work (docs/decisions/0028): what the app composes. */
export { requestKeys, requestsApi } from './api';
export { RequestCta } from './components/request-cta';
export { RequestsPanel } from './components/my-requests';
export { SupportRequests } from './components/support-requests';
