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

/** A stored file is never a page: an SVG opened by itself runs nothing and loads nothing (pages show it as an image). */
const STORED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(HEADERS);
    if (request.url.startsWith('/storage/')) reply.header('content-security-policy', STORED_FILE_POLICY);
  });
});
