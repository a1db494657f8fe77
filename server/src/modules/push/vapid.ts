import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { devVapidKeys } from '../../db/schema';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID keys pushes are signed with (docs/decisions/0054-web-push.md): the configured pair; outside production
 * without one, a pair made at the first use and kept in the database (so a restart keeps the browsers' subscriptions
 * valid); or none, and push is off. Read once per API copy.
 */
export function vapidKeys(db: Db, { vapid, vapidSubject: subject }: Pick<Config, 'vapid' | 'vapidSubject'>): () => Promise<VapidKeys | null> {
  if (vapid === null) return async () => null;
  if (vapid !== 'generated') {
    const keys = { ...vapid, subject };
    return async () => keys;
  }
  let stored: Promise<VapidKeys> | null = null;
  return () =>
    (stored ??= storedPair(db)
      .then((pair) => ({ ...pair, subject }))
      .catch((err: unknown) => {
        stored = null;
        throw err;
      }));
}

/** The database's pair: the first API copy to get here writes the one it made, every copy reads the one written. */
async function storedPair(db: Db) {
  await db
    .insert(devVapidKeys)
    .values({ id: 'dev', ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: devVapidKeys.publicKey, privateKey: devVapidKeys.privateKey })
    .from(devVapidKeys)
    .where(eq(devVapidKeys.id, 'dev'));
  return row;
}
