import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { FieldsError } from '../../lib/http-errors';
import { allowed, enforce } from '../../lib/policy';
import { holdsOrAwaits, insertApplication } from './certification-requests';
import { firstLevelOf, levelById, licenseEntries, typesAndLevels } from './license';
import { lockUser } from './people';
import { certificationPolicy as policy } from './policy';

/** An application refused: 422 on `certification` while one of the type waits, on `level` for the level itself. */
const refusal = (reason: 'certificationPending' | 'certificationLevelNotHigher' | 'certificationLevelUnknown') =>
  new FieldsError({ [reason === 'certificationPending' ? 'certification' : 'level']: [reason] });

/**
 * A new installer's chosen type awaits support's decision at its first level (unless they hold or asked for one):
 * accepting an installer request applies for them (requests-decide.ts), in its transaction.
 */
export async function applyForFirstLevel(db: Db, installerId: number, certificationTypeId: number, now: Date) {
  const level = await firstLevelOf(db, certificationTypeId);
  if (level && !(await holdsOrAwaits(db, installerId, certificationTypeId)))
    await insertApplication(db, { installerId, certificationLevelId: level.id, createdAt: now });
}

/** The installer applies for certification levels (docs/domain.md#certifications); support decides (certifications-decide.ts). */
export function createCertificationApplications({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The levels the installer may apply for, per type: those certification.apply allows. */
    async certificationRequestCreate(viewer: Viewer, lang: Lang) {
      const [entries, { certificationLevels: levels }] = await Promise.all([licenseEntries(db, viewer.id, lang, clock.now()), typesAndLevels(db, lang)]);
      const entryOf = (typeId: number) => entries.find((e) => e.certificationType.id === typeId)!;
      const open = levels.filter((l) => allowed(policy.apply(viewer, entryOf(l.certificationTypeId), l.rank)));
      return {
        certificationTypes: entries
          .map((e) => ({
            ...e.certificationType,
            levels: open.filter((l) => l.certificationTypeId === e.certificationType.id).map(({ id, rank, name }) => ({ id, rank, name })),
          }))
          .filter((t) => t.levels.length > 0),
        certificationLevels: open,
      };
    },

    /** Applies for a level (`levelId`): 422 `level` for an unknown level or one not above the level held, `certification` while one of the type waits. */
    async apply(viewer: Viewer, levelId: number, lang: Lang) {
      const id = await transaction(db, async (tx) => {
        await lockUser(tx.db, viewer.id);
        const level = await levelById(tx.db, levelId);
        if (!level) throw refusal('certificationLevelUnknown');
        const entry = (await licenseEntries(tx.db, viewer.id, lang, clock.now())).find((e) => e.certificationType.id === level.certificationTypeId)!;
        enforce(policy.apply(viewer, entry, level.rank), refusal);
        return insertApplication(tx.db, { installerId: viewer.id, certificationLevelId: level.id, createdAt: clock.now() });
      });
      const entry = (await licenseEntries(db, viewer.id, lang, clock.now())).find((e) => e.request?.id === id)!;
      return { id, certificationType: entry.certificationType, level: entry.request!.level, status: 'REQUEST' as const, createdAt: entry.request!.createdAt };
    },
  };
}
