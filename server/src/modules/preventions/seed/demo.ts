import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PreventionWorkId } from '../../../../../contracts';
import { kyivDay } from '../../../../../contracts/kyiv-day';
import type { Db } from '../../../db/client';
import { certificationTypes, installationPreventions, installations, installationUnits, products, preventionUnits, settlements } from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import type { Tx } from '../../../db/transaction';
import { maintenanceDueOn, recordEvent, refreshSearchText, seedSignedCompletion, seedWorkedJob } from '../../installations';
import { demoAccountIds } from '../../users';

/** A moment's day in Kyiv, as the preventions module writes a visit's (and `maintenanceDueOn` counts from). */
const day = kyivDay;
const STREETS = ['вул. Лесі Українки', 'вул. Антоновича', 'просп. Перемоги', 'вул. Січових Стрільців', 'вул. Городецького', 'бульв. Шевченка'];
const TIMES = ['09:00', '10:30', '12:00', '14:00', '15:30', '17:00'];
const WORKS: { id: PreventionWorkId; value: number | null }[] = [
  { id: 'FILTERS_CLEANED', value: null },
  { id: 'INDOOR_COIL_CLEANED', value: null },
  { id: 'DRAINAGE_FLUSHED', value: null },
  { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.6 },
  { id: 'ELECTRICAL_CONNECTIONS_TIGHTENED', value: null },
  { id: 'COMPRESSOR_CURRENT_MEASURED', value: 4.1 },
];
const REASONS = ['Клієнт у відрядженні до кінця тижня.', 'Потрібна драбина довша за 6 м, переносимо на інший день.'];

/**
 * Demo maintenance (issue 18 "Data"), relative to the seeding day so that the calendar is alive on a fresh start:
 * the demo installer's visits from two weeks before to three weeks after it (done ones with their works and
 * service logs, planned ones, two postponed), two installations overdue (the warranty warning), one due within
 * the month (the reminders), and a planned visit on each installation the installations seed left in PREVENTION.
 */
export const demoPreventionsSeeder: Seeder = {
  name: 'demo-preventions',
  demo: true,
  async run(db: Db) {
    const tx: Tx = { db, afterCommit: () => {} };
    const ids = await demoAccountIds(db);
    const [client, installer, dealer] = ['380500000001', '380500000002', '380500000003'].map((p) => ids.get(p));
    if (!client || !installer || !dealer) return;
    const now = new Date();

    // Units of the installations seed maintained since their completion: their last visit and the next due date.
    await db.execute(sql`
      update installation_units u set prevented_at = (i.prevented_at at time zone 'Europe/Kyiv')::date,
        maintenance_due_on = ((i.prevented_at at time zone 'Europe/Kyiv')::date + interval '12 months')::date
      from installations i
      where i.id = u.installation_id and i.code in ('COMPLETED', 'PREVENTION') and i.prevented_at is not null`);

    const [rac] = await db.select().from(certificationTypes).where(eq(certificationTypes.code, 'RAC'));
    const [kyiv] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.name, 'Київ'), inArray(settlements.category, ['K', 'M'])))
      .limit(1);
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.kind, 'RAC'), eq(products.archived, false), sql`exists (select 1 from product_blocks b where b.product_id = ${products.id})`))
      .orderBy(asc(products.id))
      .limit(1);
    if (!rac || !kyiv || !product) return;

    /** A completed RAC installation of the demo client by the demo installer, its units due a year after `completedAt`. */
    async function completedInstallation(k: number, completedAt: Date) {
      const [row] = await db
        .insert(installations)
        .values({
          workOrderType: 'INSTALLATION',
          certificationTypeId: rac.id,
          code: 'COMPLETED',
          wizardStep: 'details',
          creatorId: installer!,
          clientId: client!,
          installerId: installer!,
          dealerId: dealer!,
          plannedAt: day(completedAt),
          settlementId: kyiv.code,
          region: kyiv.region,
          area: kyiv.area,
          city: kyiv.name,
          street: STREETS[k % STREETS.length],
          house: String(4 + k * 3),
          flat: String(20 + k),
          completedAt,
          createdAt: addDays(completedAt, -7),
          updatedAt: completedAt,
        })
        .returning();
      const { units } = await seedWorkedJob(db, { id: row.id, productId: product.id, uploadedBy: installer!, number: 260000 + k * 10, at: completedAt });
      await seedSignedCompletion(db, { id: row.id, clientId: client!, completedAt, extended: true });
      await recordEvent(tx, installer!, row.id, 'created');
      return { row, units };
    }

    // The calendar: a visit every other day or so from 14 days before the seeding day to 20 days after it.
    for (let k = 0; k < 18; k++) {
      const offset = -14 + k * 2;
      const visitDay = addDays(now, offset);
      const { row, units } = await completedInstallation(k, subMonths(visitDay, 12));
      const plannedTime = TIMES[k % TIMES.length];
      if (offset < 0) {
        const performedAt = new Date(`${day(visitDay)}T${plannedTime}:00`);
        const [p] = await db
          .insert(installationPreventions)
          .values({
            installationId: row.id,
            installerId: installer,
            status: 'DONE',
            plannedDate: day(visitDay),
            plannedTime,
            dueDate: units.length ? maintenanceDueOn(subMonths(visitDay, 12)) : null,
            performedAt,
            works: WORKS.slice(0, 3 + (k % 4)),
          })
          .returning();
        await db.insert(preventionUnits).values(units.map((u) => ({ preventionId: p.id, unitId: u.id })));
        await db
          .update(installationUnits)
          .set({ preventedAt: day(visitDay), maintenanceDueOn: maintenanceDueOn(visitDay) })
          .where(eq(installationUnits.installationId, row.id));
        await db.update(installations).set({ preventedAt: performedAt }).where(eq(installations.id, row.id));
        await recordEvent(tx, installer, row.id, 'preventionPlanned', { preventionId: p.id, date: p.plannedDate, time: plannedTime });
        await recordEvent(tx, client, row.id, 'preventionDone', { preventionId: p.id, date: p.plannedDate });
      } else {
        const postponed = k % 5 === 2;
        const firstDay = day(addDays(visitDay, -3));
        const [p] = await db
          .insert(installationPreventions)
          .values({
            installationId: row.id,
            installerId: installer,
            plannedDate: day(visitDay),
            plannedTime,
            comment: k % 3 ? null : 'Подзвонити клієнту за годину.',
            dueDate: units.length ? maintenanceDueOn(subMonths(visitDay, 12)) : null,
          })
          .returning();
        await db.update(installations).set({ code: 'PREVENTION' }).where(eq(installations.id, row.id));
        await recordEvent(tx, installer, row.id, 'preventionPlanned', { preventionId: p.id, date: postponed ? firstDay : p.plannedDate, time: plannedTime });
        if (postponed) {
          await recordEvent(tx, installer, row.id, 'preventionPostponed', {
            preventionId: p.id,
            fromDate: firstDay,
            fromTime: plannedTime,
            toDate: p.plannedDate,
            toTime: plannedTime,
            reason: REASONS[k % REASONS.length],
          });
        }
      }
    }
    // Overdue (no visit for 13 and 15 months: the warranty warning) and due within the month (the reminders).
    await completedInstallation(18, subMonths(now, 13));
    await completedInstallation(19, subMonths(now, 15));
    await completedInstallation(20, addDays(subMonths(now, 12), 6));

    // The installations seed's PREVENTION installations: their planned visit.
    const waiting = await db
      .select({ id: installations.id, installerId: installations.installerId })
      .from(installations)
      .leftJoin(installationPreventions, and(eq(installationPreventions.installationId, installations.id), eq(installationPreventions.status, 'PLANNED')))
      .where(and(eq(installations.code, 'PREVENTION'), isNull(installationPreventions.id)));
    for (const [k, w] of waiting.entries()) {
      if (w.installerId === null) continue;
      const [p] = await db
        .insert(installationPreventions)
        .values({ installationId: w.id, installerId: w.installerId, plannedDate: day(addDays(now, 3 + k * 4)), plannedTime: TIMES[k % TIMES.length] })
        .returning();
      await recordEvent(tx, w.installerId, w.id, 'preventionPlanned', { preventionId: p.id, date: p.plannedDate, time: p.plannedTime });
    }
    await refreshSearchText(db);
  },
};
