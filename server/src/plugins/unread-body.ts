import fp from 'fastify-plugin';

/**
 * An answer sent before its request body was read to the end (a refused upload chunk, an avatar over the size
 * limit, a multipart part the route does not take) leaves the sender still writing. Left paused, that body holds
 * the connection open forever: the client's fetch fails at last and a closing server waits for it. So the rest
 * is read and thrown away, and the connection closes after the answer instead of being reused.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    reply.header('connection', 'close');
    request.raw.unpipe().resume();
  });
});
