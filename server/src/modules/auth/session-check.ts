import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, langQuery, sessionActiveSchema } from '../../../../contracts';

/**
 * Whether the caller's session still lasts: the token's signature and expiry, and its session not signed out,
 * revoked or deleted (`authenticate`, one primary-key lookup). The web's page guards ask it before rendering a
 * guarded page, as a token's signature alone outlives a sign-out (docs/decisions/0006-guards.md).
 */
const sessionCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions/current',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Whether this session is still active (401 once signed out or revoked)',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: envelope(sessionActiveSchema) },
      },
    },
    async () => ({ data: { active: true as const } }),
  );
};

export default sessionCheckRoutes;
