import type { FastifyPluginAsync } from 'fastify';
import { pushRoutes } from '../../../../contracts';
import { routesOf } from '../../lib/route';

const routes: FastifyPluginAsync = async (app) => {
  const { push } = app.services;
  const route = routesOf(app, 'push');

  route(pushRoutes.key, { summary: 'The VAPID public key browsers subscribe with (null while push is off)' }, async () => push.key());

  route(pushRoutes.subscription, { summary: "This device's push subscription (its session's), if any" }, async (request) =>
    push.subscription(request.user!.sessionId),
  );

  route(
    pushRoutes.subscribe,
    {
      summary: "Stores this device's push subscription; it ends with the session",
      description: 'An endpoint registered by another session moves to this one.',
    },
    async (request) => push.subscribe(request.user!.sessionId, request.body),
  );

  route(pushRoutes.unsubscribe, { summary: "Deletes this device's push subscription" }, async (request) => push.unsubscribe(request.user!.sessionId));
};

export default routes;
