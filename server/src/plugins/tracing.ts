import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';

/**
 * With tracing on (server/src/telemetry.ts), each request's span is named by its route's pattern
 * (`GET /web/installations/:id`), as the metrics label it; with tracing off there is no span and nothing to do.
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route) trace.getActiveSpan()?.setAttribute('http.route', route).updateName(`${request.method} ${route}`);
  });
});
