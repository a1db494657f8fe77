import fp from 'fastify-plugin';
import { createRealtime, type Realtime } from '../lib/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events to users' rooms (lib/realtime.ts); services get it as a dependency. */
    realtime: Realtime;
  }
}

export default fp(async (app) => {
  app.decorate('realtime', createRealtime());
});
