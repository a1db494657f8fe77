import type { Db } from '../../../db/client';
import { certificationLevels, certificationTypes } from '../../../db/schema';
import type { Seeder } from '../../../db/seed';

/** docs/domain.md#certifications: the types are the equipment kinds; levels 1 Basic, 2 Advanced, 3 Expert per type. */
const TYPES = [
  { code: 'RAC', name: { uk: 'Побутові кондиціонери (RAC)', en: 'Residential air conditioners (RAC)', pl: 'Klimatyzatory domowe (RAC)' } },
  {
    code: 'LCAC',
    name: { uk: 'Напівпромислові кондиціонери (LCAC)', en: 'Light-commercial air conditioners (LCAC)', pl: 'Klimatyzatory półprzemysłowe (LCAC)' },
  },
  { code: 'HP', name: { uk: 'Теплові насоси (HP)', en: 'Heat pumps (HP)', pl: 'Pompy ciepła (HP)' } },
] as const;

const LEVELS = [
  { rank: 1, name: { uk: 'Базовий', en: 'Basic', pl: 'Podstawowy' } },
  { rank: 2, name: { uk: 'Поглиблений', en: 'Advanced', pl: 'Zaawansowany' } },
  { rank: 3, name: { uk: 'Експертний', en: 'Expert', pl: 'Ekspercki' } },
] as const;

/** Reference data every database needs (production included): the wizards cannot start without a type. */
export const certificationsSeeder: Seeder = {
  name: 'certification-types',
  demo: false,
  async run(db: Db) {
    const types = await db
      .insert(certificationTypes)
      .values(TYPES.map((t, position) => ({ code: t.code, name: { ...t.name }, position })))
      .onConflictDoNothing()
      .returning({ id: certificationTypes.id });
    if (!types.length) return;
    await db
      .insert(certificationLevels)
      .values(types.flatMap((t) => LEVELS.map((l) => ({ certificationTypeId: t.id, rank: l.rank, name: { ...l.name } }))))
      .onConflictDoNothing();
  },
};
