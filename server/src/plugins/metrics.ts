import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from '../lib/http-errors';
import { isLoopback } from '../lib/loopback';
import { createMetrics, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Prometheus metrics (lib/metrics.ts); the plugins that own a value count it. */
    metrics: Metrics;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read GET /metrics: a caller on this machine (the socket and, behind a trusted proxy, the forwarded
 * address), or anyone with `Authorization: Bearer <METRICS_TOKEN>` when it is set. Anyone else gets the 404 of an
 * unknown path.
 */
function mayScrape(request: FastifyRequest, token: string | undefined) {
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return true;
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Metrics in Prometheus's text format at GET /metrics (docs/observability.md): every answer counted and timed by
 * its route's pattern, and what the database pool, the sockets, the jobs, uploads and SMS report. Registered
 * before those plugins and the routes, so that every route is counted.
 */
export default fp(async (app) => {
  const metrics = createMetrics({ pool: app.database.pool });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    // Not a contract route (no OpenAPI entry); a scrape every few seconds is not worth a log line.
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      if (!mayScrape(request, app.config.METRICS_TOKEN)) throw routeNotFound();
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
});
