import cors from '@fastify/cors';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import '../../contracts/validation';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { ETAG_HEADER, IDEMPOTENT_REPLAYED_HEADER, REQUEST_ID_HEADER } from '../../contracts/constants';
import { loggerOptions, requestIdOf } from './lib/logging';
import auth from './plugins/auth';
import database from './plugins/database';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import i18n from './plugins/i18n';
import idempotency from './plugins/idempotency';
import jobs from './plugins/jobs';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import realtime from './plugins/realtime';
import requestId from './plugins/request-id';
import securityHeaders from './plugins/security-headers';
import unreadBody from './plugins/unread-body';
import services from './plugins/services';
import storage from './plugins/storage';
import tracing from './plugins/tracing';
import { smsPlugin } from './modules/sms';
import { registerRoutes } from './routes';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Where the JSON log lines go: stdout unless given (a test reads them). */
  logStream?: FastifyLoggerOptions['stream'];
};

/**
 * How often Node looks for requests past their request or headers timeout (30 s by default, which lets a trickled
 * body live up to 30 s past its limit).
 */
const TIMEOUTS_CHECK_MS = 1000;

/** Query strings as docs/api.md#transport fixes them: `sort[price]=asc`, `filter[0][values][]=3`. */
export const parseQuery = (str: string) => qs.parse(str, { depth: 5, arrayLimit: 20, parameterLimit: 1000 });

export async function buildApp({ config, database: db, logStream }: AppOptions) {
  const app = Fastify({
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) },
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    requestTimeout: config.API_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.API_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.API_KEEP_ALIVE_TIMEOUT_MS,
    // A headers timeout longer than the request timeout would hold off the request timeout too (Node wants it shorter).
    http: { headersTimeout: Math.min(config.API_HEADERS_TIMEOUT_MS, config.API_REQUEST_TIMEOUT_MS), connectionsCheckingInterval: TIMEOUTS_CHECK_MS },
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.API_MAX_CONNECTIONS;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(requestId);
  await app.register(tracing);
  await app.register(securityHeaders);
  await app.register(unreadBody);
  await app.register(i18n);
  await app.register(errors);
  await app.register(database, { database: db });
  await app.register(metrics);
  await app.register(cors, {
    origin: config.webOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Request headers: those a preflight asks for are allowed (Idempotency-Key and If-Match among them, tests/api/idempotency.test.ts).
    exposedHeaders: ['retry-after', REQUEST_ID_HEADER, IDEMPOTENT_REPLAYED_HEADER, ETAG_HEADER],
    // A browser keeps a preflight's answer this long (Chromium's ceiling, 2 h; 5 s without it): every signed-in read
    // carries a token, so without it a slow line paid a round trip before most reads (ADR 0056).
    maxAge: 7200,
  });
  await app.register(auth);
  await app.register(idempotency);
  await app.register(storage);
  await app.register(rateLimit);
  await app.register(smsPlugin);
  await app.register(realtime);
  await app.register(services);
  await app.register(jobs);
  await app.register(openapi);
  await registerRoutes(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
