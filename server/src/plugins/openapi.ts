import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contracts: JSON at /docs/json, browsable page at /docs. Not served in production,
 * where it would hand every visitor a map of the API.
 */
export default fp(async (app) => {
  if (app.config.NODE_ENV === 'production') return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Climate portal API',
        description:
          'Conventions: docs/api.md in the repository (envelope {data}, paging, errors, `lang` on every call). Every signed-in ' +
          'POST, PUT, PATCH and DELETE takes an optional `Idempotency-Key` header (8–64 of [A-Za-z0-9_-]): a repeat answers ' +
          'the first answer with `Idempotent-Replayed: true` and writes nothing (422 for the key with another body, 409 with ' +
          '`Retry-After: 1` while the first runs). A write of an installation answers its version as `ETag` and takes ' +
          '`If-Match: "<version>"` (412 with `currentVersion` when the job moved).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
