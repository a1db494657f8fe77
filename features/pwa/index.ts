/** What app/ composes from the installable app (ADR 0053). */
export { RegisterWorker } from './components/register-worker';
export { OfflinePage } from './components/offline-page';
export { localeOfManifest, manifestFile, manifestPath, webAppManifest } from './manifest';
