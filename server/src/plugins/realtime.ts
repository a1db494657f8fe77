import fp from 'fastify-plugin';
import { createRealtime, type Realtime } from '../lib/realtime';
import { createRealtimeSocket } from '../lib/realtime-socket';
import { liveSessionIds } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events to users' rooms (lib/realtime.ts); services get it as a dependency. */
    realtime: Realtime;
  }
}

/**
 * The realtime seam, and the socket.io server on the API's HTTP server that delivers its events (lib/realtime-socket.ts),
 * its open sockets counted for GET /metrics.
 */
export default fp(
  async (app) => {
    const realtime = createRealtime();
    app.decorate('realtime', realtime);
    const socket = createRealtimeSocket(realtime, {
      httpServer: app.server,
      origins: app.config.webOrigins,
      verifyToken: app.verifyToken,
      liveSessions: (ids) => liveSessionIds(app.db, ids),
      sessionCheckMs: app.config.REALTIME_SESSION_CHECK_MS,
      redisUrl: app.config.REDIS_URL,
      log: app.log,
    });
    const { realtimeSockets } = app.metrics;
    socket.io.on('connection', (client) => {
      realtimeSockets.inc();
      client.once('disconnect', () => realtimeSockets.dec());
    });
    // Open websockets would keep the HTTP server from closing.
    app.addHook('preClose', async () => socket.disconnectAll());
    app.addHook('onClose', () => socket.close());
  },
  { name: 'realtime' },
);
