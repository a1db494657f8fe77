import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCertificationType, CertificationLevelBody, CertificationTypeUpdate } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { certificationLevels, certificationTypes } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { conflict } from './conflicts';
import type { AdminDeps } from './deps';

/** A record's fields as the log names them: its names in every language are `names` (`name` is a person's first name there). */
const logged = <T extends { name: unknown }>({ name, ...fields }: T) => ({ ...fields, names: name });

type LevelRow = { id: number; typeId: number; rank: number; name: AdminCertificationType['name']; certificationsCount: number };

/** Every type (or one) with its levels and how many certifications and applications each level has. */
async function readTypes(db: Db, onlyId?: number): Promise<AdminCertificationType[]> {
  const types = await db
    .select()
    .from(certificationTypes)
    .where(onlyId === undefined ? undefined : eq(certificationTypes.id, onlyId))
    .orderBy(asc(certificationTypes.position));
  const levels = await rowsOf<LevelRow>(
    db,
    sql`select l.id, l.certification_type_id as "typeId", l.rank, l.name,
               (select count(*)::int from installer_certifications c where c.certification_level_id = l.id) as "certificationsCount"
        from certification_levels l
        ${onlyId === undefined ? sql`` : sql`where l.certification_type_id = ${onlyId}`}
        order by l.rank`,
  );
  return types.map((t) => ({
    id: t.id,
    code: t.code,
    name: t.name,
    validityYears: t.validityYears,
    extensionYears: t.extensionYears,
    levels: levels.filter((l) => l.typeId === t.id).map(({ typeId: _type, ...level }) => level),
  }));
}

async function readType(db: Db, id: number) {
  const [type] = await readTypes(db, id);
  if (!type) throw notFound();
  return type;
}

const lockType = async (tx: Tx, id: number) => {
  const [type] = await tx.db.select().from(certificationTypes).where(eq(certificationTypes.id, id)).for('update');
  if (!type) throw notFound();
  return type;
};

/** A level and its type, the type locked: changes of one type's levels go one at a time. */
async function lockLevel(tx: Tx, id: number) {
  const [level] = await tx.db.select().from(certificationLevels).where(eq(certificationLevels.id, id));
  if (!level) throw notFound();
  await lockType(tx, level.certificationTypeId);
  return level;
}

/**
 * The certification catalogue (docs/decisions/0037-certification-catalogue.md): support names the types and their
 * levels in three languages, sets the types' terms, adds levels and removes a level nobody holds. Nothing already
 * decided moves: a certification keeps its stored end, a completed job the years its guarantee was extended by.
 */
export function createCertificationCatalog({ db, audit }: Pick<AdminDeps, 'db' | 'audit'>) {
  const entry = (viewer: Viewer, subjectType: 'certificationType' | 'certificationLevel', subjectId: number) => ({
    actorId: viewer.id,
    subjectType,
    subjectId,
  });
  return {
    certificationTypes: () => readTypes(db),

    async updateCertificationType(viewer: Viewer, id: number, body: CertificationTypeUpdate) {
      await transaction(db, async (tx) => {
        const current = await lockType(tx, id);
        await tx.db.update(certificationTypes).set(body).where(eq(certificationTypes.id, id));
        const { name, ...terms } = body;
        await audit.record(tx, {
          ...entry(viewer, 'certificationType', id),
          action: 'certificationType.update',
          before: logged(current),
          after: { ...terms, ...(name ? { names: name } : {}) },
        });
      });
      return readType(db, id);
    },

    async createCertificationLevel(viewer: Viewer, typeId: number, { name }: CertificationLevelBody) {
      await transaction(db, async (tx) => {
        await lockType(tx, typeId);
        const [{ last }] = await rowsOf<{ last: number }>(
          tx.db,
          sql`select coalesce(max(rank), 0)::int as last from certification_levels where certification_type_id = ${typeId}`,
        );
        const [level] = await tx.db
          .insert(certificationLevels)
          .values({ certificationTypeId: typeId, rank: last + 1, name })
          .returning({ id: certificationLevels.id });
        await audit.record(tx, {
          ...entry(viewer, 'certificationLevel', level.id),
          action: 'certificationLevel.create',
          before: null,
          after: { certificationTypeId: typeId, rank: last + 1, names: name },
        });
      });
      return readType(db, typeId);
    },

    async renameCertificationLevel(viewer: Viewer, id: number, { name }: CertificationLevelBody) {
      const typeId = await transaction(db, async (tx) => {
        const level = await lockLevel(tx, id);
        await tx.db.update(certificationLevels).set({ name }).where(eq(certificationLevels.id, id));
        await audit.record(tx, {
          ...entry(viewer, 'certificationLevel', id),
          action: 'certificationLevel.rename',
          before: logged(level),
          after: { names: name },
        });
        return level.certificationTypeId;
      });
      return readType(db, typeId);
    },

    async deleteCertificationLevel(viewer: Viewer, id: number) {
      const typeId = await transaction(db, async (tx) => {
        const level = await lockLevel(tx, id);
        const [{ held, levels }] = await rowsOf<{ held: boolean; levels: number }>(
          tx.db,
          sql`select exists (select 1 from installer_certifications where certification_level_id = ${id}) as held,
                     (select count(*)::int from certification_levels where certification_type_id = ${level.certificationTypeId}) as levels`,
        );
        if (held) throw conflict('levelInUse');
        if (levels === 1) throw conflict('lastLevel');
        await tx.db.delete(certificationLevels).where(eq(certificationLevels.id, id));
        const { certificationTypeId, rank, name } = level;
        await audit.record(tx, {
          ...entry(viewer, 'certificationLevel', id),
          action: 'certificationLevel.delete',
          before: null,
          after: { certificationTypeId, rank, names: name },
        });
        return certificationTypeId;
      });
      return readType(db, typeId);
    },
  };
}
