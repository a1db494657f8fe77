import { eq } from 'drizzle-orm';
import { langSchema } from '../../../../contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Realtime } from '../../lib/realtime';
import type { Storage } from '../../lib/storage';
import type { CodesService } from '../codes';
import type { NotificationsService } from '../notifications';
import type { PushService } from '../push';

/** What completion, grading, the barcodes steps, warranty and certificates need (plugins/services.ts builds it). */
export type CompletionDeps = {
  db: Db;
  storage: Storage;
  clock: Clock;
  rateLimit: RateLimiter;
  codes: CodesService;
  notifications: NotificationsService;
  realtime: Realtime;
  push: Pick<PushService, 'send'>;
  /** The web's public address: the certificate's QR code opens `<webUrl>/warranty/{token}`. */
  webUrl: string;
};

/** A user's language and a translator for it (texts that go to them: SMS, certificate). */
export async function recipientOf(db: Db, id: number) {
  const [u] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  const lang = langSchema.catch('uk').parse(u.language);
  return { ...u, lang, t: translator(lang) };
}
