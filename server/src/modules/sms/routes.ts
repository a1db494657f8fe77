import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { devRoutes } from '../../../../contracts';
import { smsOutbox } from '../../db/schema';
import { routesOf } from '../../lib/route';

const OUTBOX_LIMIT = 50;

/** GET /dev/outbox: the development SMS outbox (API.md). Not registered in production unless SMS_PROVIDER=outbox. */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.NODE_ENV === 'production' && app.config.smsProvider !== 'outbox') return;
  const route = routesOf(app, 'development');
  route(devRoutes.outbox, { summary: 'SMS kept by the outbox sender, newest first' }, async (request) => {
    const { phone } = request.query;
    const rows = await app.db
      .select()
      .from(smsOutbox)
      .where(phone ? eq(smsOutbox.phone, phone) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return rows.map((r) => ({ phone: r.phone, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() }));
  });
};

export default outboxRoutes;
