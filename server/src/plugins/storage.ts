import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { diskStorage, PRIVATE_PREFIX, TEMP_PREFIX, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(async (app) => {
  const storage = diskStorage(app.config.uploadDir, app.config.apiPublicUrl);
  mkdirSync(storage.root, { recursive: true });
  app.decorate('storage', storage);
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/storage/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
    index: false,
    list: false,
    // Unclaimed uploads are their owner's alone (modules/uploads); private files go through their module's route.
    allowedPath: (pathname) => {
      const key = pathname.replace(/^\/+/, '');
      return !key.startsWith(TEMP_PREFIX) && !key.startsWith(PRIVATE_PREFIX);
    },
  });
});
