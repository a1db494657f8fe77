import type { Db } from '../../db/client';
import { contentState } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { bumpVersion } from '../../db/version-counter';
import { kyivDay } from '../../../../contracts/kyiv-day';

/**
 * The public content's version: the counter every change bumps, and the day in Kyiv, since an article dated today
 * appears at its midnight without anyone changing anything. The web server renews the news pages and the sitemap when
 * it moves (web-server/version-watch.mjs).
 */
export async function contentVersion(db: Db, now: Date) {
  const [row] = await db.select({ version: contentState.version }).from(contentState).limit(1);
  return `${row?.version ?? 0}.${kyivDay(now)}`;
}

/** Inside the change's transaction, so a reader never sees the new version with the old content. */
export const bumpContentVersion = (tx: Tx) => bumpVersion(tx.db, 'content_state');
