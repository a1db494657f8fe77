import { finished } from 'node:stream/promises';
import fp from 'fastify-plugin';

/**
 * An answer sent before its request body was read to the end (a refused upload chunk, an avatar over the size
 * limit, a multipart part the route does not take) leaves the sender still writing. Multipart parsing stops
 * reading such a body, so it stays paused: the sender's writes stall forever and a closing server waits for
 * them. The rest is read and thrown away instead (Node's request timeout bounds how long). The connection is not
 * closed under the sender either: a reset while it still writes is an EPIPE, not an answer.
 *
 * A server that began closing meanwhile closed only the connections idle at that moment; this one becomes idle
 * when its body ends, and would otherwise hold the close for the whole keep-alive timeout.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.readableEnded) return;
    request.raw.unpipe().resume();
    void Promise.all([finished(request.raw), finished(reply.raw)])
      .catch(() => {})
      .then(() => setImmediate(() => app.server.listening || app.server.closeIdleConnections()));
  });
});
