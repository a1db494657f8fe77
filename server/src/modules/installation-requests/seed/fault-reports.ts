import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { installationRequests, installations, installationUnits } from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import { demoAccountIds } from '../../users';
import { faultOfJob } from '../queries';

/**
 * A fault reported from the label of a unit the demo dealer's installer put in (docs/decisions/0047): someone who is
 * not the client scanned it, left a name, a phone and a photo (one of the demo installations' pictures, which the
 * API writes into storage at its start), so that support's and the dealer's requests pages show one.
 */
export const demoFaultReportsSeeder: Seeder = {
  name: 'demo-fault-reports',
  demo: true,
  async run(db: Db) {
    const dealer = (await demoAccountIds(db)).get('380500000003');
    if (!dealer) return;
    const [job] = await db
      .select({ installation: installations, unitId: installationUnits.id })
      .from(installations)
      .innerJoin(installationUnits, eq(installationUnits.installationId, installations.id))
      .where(and(eq(installations.dealerId, dealer), eq(installations.code, 'COMPLETED')))
      .orderBy(asc(installations.id), asc(installationUnits.id))
      .limit(1);
    if (!job?.installation.settlementId) return;
    await db.insert(installationRequests).values({
      ...faultOfJob(job.installation, job.unitId),
      reporterName: 'Ірина Коваль',
      reporterPhone: '380671234567',
      comment: 'Зовнішній блок гуде й не вмикається, на пульті код E6. Я сусідка власника, його зараз немає вдома.',
      photos: [{ key: 'installations/demo/outdoor-1.jpg' }],
      createdAt: new Date('2026-11-26T16:10:00Z'),
      updatedAt: new Date('2026-11-26T16:10:00Z'),
    });
  },
};
