import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../../contracts/constants';

/**
 * Every answer names its request (`x-request-id`: the caller's own when sane, else the one the API made, as its
 * log lines carry it), so that a user's failed call can be found in the logs (docs/observability.md#request-ids).
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
