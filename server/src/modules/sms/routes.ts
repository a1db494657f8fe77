import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, langQuery, outboxMessageSchema, outboxQuerySchema } from '../../../../contracts';
import { smsOutbox } from '../../db/schema';

const OUTBOX_LIMIT = 50;

/** GET /dev/outbox: the development SMS outbox (API.md). Not registered in production unless SMS_PROVIDER=outbox. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production' && app.config.smsProvider !== 'outbox') return;
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
      const { phone } = request.query;
      const rows = await app.db
        .select()
        .from(smsOutbox)
        .where(phone ? eq(smsOutbox.phone, phone) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_LIMIT);
      return { data: rows.map((r) => ({ phone: r.phone, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() })) };
    },
  );
};

export default outboxRoutes;
