import { and, asc, eq } from 'drizzle-orm';
import { addMonths } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { fgasCertificates, fgasEntries, installations, installationUnits, productBlocks, refrigerantCircuits } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { demoAccountIds } from '../users';

/**
 * The demo installer's F-gas certificate and the logbook of their first completed job's outdoor unit: 3 kg of R-410A
 * (6.26 t CO2e, a leak check every 12 months), commissioned 13 months ago, a clean check last month.
 */
export const demoFgasSeeder: Seeder = {
  name: 'demo-fgas',
  demo: true,
  async run(db: Db) {
    const installer = (await demoAccountIds(db)).get('380500000002');
    if (!installer) return;
    const today = kyivDay(new Date());
    await db
      .insert(fgasCertificates)
      .values({ userId: installer, number: 'UA-FG-2024-00417', category: 'A1', issuer: 'Держпраці', expiresOn: addMonths(today, 36) });
    const [unit] = await db
      .select({ id: installationUnits.id, installationId: installationUnits.installationId })
      .from(installationUnits)
      .innerJoin(installations, eq(installations.id, installationUnits.installationId))
      .innerJoin(productBlocks, eq(productBlocks.id, installationUnits.blockId))
      .where(and(eq(installations.installerId, installer), eq(installations.code, 'COMPLETED'), eq(productBlocks.type, 'outdoor')))
      .orderBy(asc(installations.id))
      .limit(1);
    if (!unit) return;
    const [circuit] = await db
      .insert(refrigerantCircuits)
      .values({
        installationId: unit.installationId,
        unitId: unit.id,
        refrigerant: 'R410A',
        factoryChargeGrams: 2400,
        installationChargeGrams: 600,
        hermeticallySealed: false,
        residentialBuilding: true,
        leakDetectionSystem: false,
        commissionedOn: addMonths(today, -13),
        createdBy: installer,
      })
      .returning();
    await db.insert(fgasEntries).values({
      circuitId: circuit.id,
      kind: 'leakCheck',
      on: addMonths(today, -1),
      details: { result: 'noLeakFound', note: 'Електронний течошукач, усі з’єднання.' },
      authorId: installer,
      certificateNumber: 'UA-FG-2024-00417',
      certificateCategory: 'A1',
    });
  },
};
