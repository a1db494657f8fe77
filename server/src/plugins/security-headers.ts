import fp from 'fastify-plugin';

/**
 * Headers on every answer of the API (JSON, files, errors, the docs page): no MIME sniffing of uploaded or
 * JSON bodies, no referrer leaking tokens in URLs, and never framed by another site.
 */
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
};

export default fp(async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(HEADERS);
  });
});
