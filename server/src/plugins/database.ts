import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the opened database available to routes and closes it when the app closes. */
export default fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
  database.onConnectionLost((err) => app.log.warn({ err }, 'a database connection was lost while idle; the next query opens a new one'));
  app.addHook('onClose', async () => {
    await database.close();
  });
});
