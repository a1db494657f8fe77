import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, langQuery, outboxMessageSchema, outboxQuerySchema } from '../../../../contracts';
import { smsOutbox } from '../../db/schema';
import { routeNotFound } from '../../lib/http-errors';
import { isLoopback } from '../../lib/loopback';

const OUTBOX_LIMIT = 50;

/**
 * GET /dev/outbox?phone=: the development SMS outbox (API.md). Only with DEV_OUTBOX=true and the outbox sender,
 * and only for callers on this machine (the socket and, behind a trusted proxy, the forwarded address): the codes
 * in it sign anyone in.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.DEV_OUTBOX || app.config.smsProvider !== 'outbox') return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'SMS kept by the outbox sender, newest first',
        querystring: outboxQuerySchema.extend(langQuery.shape),
        response: { 200: envelope(outboxMessageSchema.array()) },
      },
    },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw routeNotFound();
      const { phone } = request.query;
      const rows = await app.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, phone))
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_LIMIT);
      return { data: rows.map((r) => ({ phone: r.phone, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() })) };
    },
  );
};

export default outboxRoutes;
