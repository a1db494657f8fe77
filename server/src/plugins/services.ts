import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock } from '../lib/clock';
import { createAddressesService, visicomGeocoder } from '../modules/addresses';
import { createAdminService } from '../modules/admin';
import { createAuditService } from '../modules/audit';
import { createDashboardService } from '../modules/dashboard';
import { createAuthService, createSessionsService } from '../modules/auth';
import { createCatalogAdmin, createCatalogService } from '../modules/catalog';
import { createChatsService } from '../modules/chats';
import { createCodesService } from '../modules/codes';
import { createDealersService } from '../modules/dealers';
import { createInstallationRequestsService } from '../modules/installation-requests';
import { createFgasService } from '../modules/fgas';
import { createCommissioningService } from '../modules/commissioning';
import { createCompletionService, createInstallationsService } from '../modules/installations';
import { createNewsService } from '../modules/news';
import { createInfoPagesService, createSiteContactsService } from '../modules/info-pages';
import { createNotificationsService } from '../modules/notifications';
import { createCalendar, createPreventionsService, createReminders } from '../modules/preventions';
import { createObjectsService } from '../modules/objects';
import { createProfileService } from '../modules/profile';
import { createPushService, vapidKeys } from '../modules/push';
import { createUploadStore, createUploadsService } from '../modules/uploads';

/**
 * The one place where services are built and given what they need: the database, storage, SMS,
 * rate limits, realtime, a clock. Services never see `app`; routes reach them as `app.services`.
 * A new module adds its service here (docs/module-shape.md).
 */
export function createServices(app: FastifyInstance) {
  const { db, storage, sms, rateLimit, realtime, config, metrics } = app;
  const webUrl = config.webOrigins[0];
  const clock = systemClock;
  // The sidebar's messagesCount: unread chat messages (the chats service is built below; asked only per request).
  const notifications = createNotificationsService({ db, realtime, clock, unreadMessageCounters: [(database, user) => chats.unreadCount(database, user)] });
  const push = createPushService({
    db,
    clock,
    keys: vapidKeys(db, config),
    publicEndpointsOnly: config.NODE_ENV === 'production',
    log: app.log,
    metrics,
  });
  const codes = createCodesService({ db, rateLimit, sms, secret: config.jwtSecret, clock });
  const audit = createAuditService({ db, clock });
  const sessions = createSessionsService({
    db,
    storage,
    jwtSecret: config.jwtSecret,
    accessTokenTtl: config.ACCESS_TOKEN_TTL,
    refreshTokenTtl: config.REFRESH_TOKEN_TTL,
    clock,
    realtime,
    push,
  });
  const geocoder = config.VISICOM_API_KEY
    ? visicomGeocoder({ url: config.VISICOM_URL, key: config.VISICOM_API_KEY, timeoutMs: config.VISICOM_TIMEOUT_MS })
    : null;
  const uploads = createUploadsService({
    db,
    store: createUploadStore(config, storage),
    rateLimit,
    clock,
    ttlSeconds: config.TEMP_FILE_TTL_SECONDS,
    maxFileBytes: config.UPLOAD_MAX_FILE_BYTES,
    quotaBytes: config.UPLOAD_USER_QUOTA_BYTES,
    minFreeBytes: config.UPLOAD_MIN_FREE_BYTES,
  });
  const installationRequests = createInstallationRequestsService({ db, rateLimit, notifications, clock, audit, uploads });
  const installations = createInstallationsService({
    db,
    storage,
    rateLimit,
    sms,
    clock,
    uploads,
    onRegistered: installationRequests.installationRegistered,
    onCreatedForRequest: installationRequests.draftCreated,
  });
  const chats = createChatsService({ db, realtime, push, rateLimit, clock, uploads, installations, apiPublicUrl: config.apiPublicUrl });
  return {
    addresses: createAddressesService({ db, geocoder }),
    notifications,
    codes,
    sessions,
    auth: createAuthService({ db, rateLimit, codes, sessions, notifications, clock }),
    profile: createProfileService({ db, storage, rateLimit, codes, sessions, notifications, clock }),
    installations,
    installationRequests,
    fgas: createFgasService({ db, clock }),
    commissioning: createCommissioningService({ db, webUrl }),
    chats,
    completion: createCompletionService({ db, storage, clock, rateLimit, codes, notifications, realtime, push, webUrl }),
    preventions: createPreventionsService({ db, storage, clock, codes, notifications, realtime, sms, uploads, apiPublicUrl: config.apiPublicUrl, webUrl }),
    calendar: createCalendar({ db, clock, apiPublicUrl: config.apiPublicUrl, webUrl }),
    reminders: createReminders({ db, clock, notifications, push, sms, webUrl }),
    catalog: createCatalogService(db, storage, config.apiPublicUrl, {
      cacheEntries: config.CATALOG_CACHE_ENTRIES,
      versionTtlMs: config.CATALOG_VERSION_TTL_MS,
    }),
    catalogAdmin: createCatalogAdmin({ db, storage, audit, uploads }),
    dealers: createDealersService({ db, clock, rateLimit, notifications, audit }),
    audit,
    dashboard: createDashboardService({ db, clock }),
    admin: createAdminService({ db, clock, sms, codes, notifications, audit, sessions, webUrl }),
    news: createNewsService({ db, clock, uploads, audit }),
    infoPages: createInfoPagesService({ db, clock, audit }),
    siteContacts: createSiteContactsService({ db, clock, audit }),
    objects: createObjectsService({ db, storage, uploads, clock, apiPublicUrl: config.apiPublicUrl }),
    uploads,
    push,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(async (app) => {
  const services = createServices(app);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await services.uploads.close();
    // The pushes under way finish first (a copy stopping on SIGTERM): each is answered or fails within its timeout.
    await services.push.idle();
  });
});
