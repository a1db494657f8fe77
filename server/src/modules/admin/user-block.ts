import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { enforce } from '../../lib/policy';
import { conflict } from './conflicts';
import type { AdminDeps } from './deps';
import { userPolicy } from './policy';
import { readUser } from './user-read';
import { lockTarget, updateAccount } from './user-rows';

/**
 * Support blocks an account and unblocks it (docs/decisions/0036-back-office-dealers-and-audit-log.md). Blocking ends
 * every session in its transaction and closes their sockets once it commits, so the person's tokens answer 401 at once;
 * no sign-in lets them in again until unblocked (modules/users/blocked.ts). Each is an entry of the audit log.
 */
export function createUserBlocking({ db, clock, audit, sessions }: AdminDeps) {
  /** Locks the account, applies the policy's verdict, and writes `change` with its audit entry. */
  async function act(viewer: Viewer, id: number, lang: Lang, change: 'block' | 'unblock', reason: string | null) {
    await transaction(db, async (tx) => {
      const target = await lockTarget(tx.db, id);
      if (!target) throw notFound();
      enforce(userPolicy[change](viewer, target), conflict);
      const now = clock.now();
      const after = change === 'block' ? { blockedAt: now, blockReason: reason } : { blockedAt: null, blockReason: null };
      await updateAccount(tx.db, id, after, now);
      if (change === 'block') await sessions.revokeAllOf(tx, id);
      await audit.record(tx, {
        actorId: viewer.id,
        action: change === 'block' ? 'user.block' : 'user.unblock',
        subjectType: 'user',
        subjectId: id,
        before: { blockedAt: target.blockedAt, blockReason: target.blockReason },
        after,
      });
    });
    return readUser(db, id, lang, clock.now());
  }

  return {
    /** 409 `self`, `admin`, `alreadyBlocked`. */
    blockUser: (viewer: Viewer, id: number, reason: string, lang: Lang) => act(viewer, id, lang, 'block', reason),
    /** 409 `notBlocked`. */
    unblockUser: (viewer: Viewer, id: number, lang: Lang) => act(viewer, id, lang, 'unblock', null),
  };
}
