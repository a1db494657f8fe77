import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-errors';
import { mayEnter, type Area } from './matrix';

/** onRequest hook of a route in `area`: 401 without a valid token, 403 for a role the area is closed to. */
export const areaGuard = (app: FastifyInstance, area: Area) => async (request: FastifyRequest, reply: FastifyReply) => {
  await app.authenticate(request, reply);
  if (!mayEnter(request.user!.role, area)) throw forbidden();
};
