import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { devRoutes } from '../../../../contracts';
import { smsOutbox } from '../../db/schema';
import { routeNotFound } from '../../lib/http-errors';
import { isLoopback } from '../../lib/loopback';
import { routesOf } from '../../lib/route';

const OUTBOX_LIMIT = 50;

/**
 * GET /dev/outbox?phone=: the development SMS outbox (docs/api.md#development-sms-outbox). Only with DEV_OUTBOX=true and the outbox sender,
 * and only for callers on this machine (the socket and, behind a trusted proxy, the forwarded address): the codes
 * in it sign anyone in.
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.DEV_OUTBOX || app.config.smsProvider !== 'outbox') return;
  const route = routesOf(app, 'development');
  route(devRoutes.outbox, { summary: 'SMS kept by the outbox sender, newest first' }, async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw routeNotFound();
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.phone, request.query.phone)).orderBy(desc(smsOutbox.id)).limit(OUTBOX_LIMIT);
    return rows.map((r) => ({ phone: r.phone, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() }));
  });
};

export default outboxRoutes;
