import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { certificationTypes, installationRequests, installations, settlements } from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import { demoAccountIds } from '../../users';

const at = (iso: string) => new Date(`${iso}T09:30:00Z`);

/**
 * Demo requests for work of the demo client (380500000001) in every state: two new, one taken by support,
 * one declined with a reason and one done (linked to one of the client's registered installations).
 */
export const demoInstallationRequestsSeeder: Seeder = {
  name: 'demo-installation-requests',
  demo: true,
  async run(db: Db) {
    const ids = await demoAccountIds(db);
    const [client, admin] = ['380500000001', '380500000005'].map((p) => ids.get(p));
    if (!client || !admin) return;
    const types = new Map((await db.select().from(certificationTypes)).map((t) => [t.code, t.id]));
    const places = await db
      .select()
      .from(settlements)
      .where(and(inArray(settlements.name, ['Київ', 'Львів', 'Одеса']), inArray(settlements.category, ['K', 'M'])))
      .orderBy(asc(settlements.code));
    const place = (name: string) => places.find((p) => p.name === name) ?? places[0];
    if (!places.length) return;
    const [existing] = await db
      .select({ id: installations.id })
      .from(installations)
      .where(and(eq(installations.clientId, client), ne(installations.code, 'DRAFT'), ne(installations.code, 'CANCELLED')))
      .orderBy(asc(installations.id))
      .limit(2);
    const address = (name: string, street: string, house: string, flat: string | null) => {
      const p = place(name);
      return { settlementId: p.code, region: p.region, area: p.area, city: p.name, street, house, flat };
    };
    await db.insert(installationRequests).values([
      {
        clientId: client,
        workOrderType: 'INSTALLATION',
        certificationTypeId: types.get('RAC')!,
        ...address('Київ', 'вул. Велика Васильківська', '72', '14'),
        preferredDate: '2026-12-15',
        comment: 'Кондиціонер у спальню, 25 м², бажано тихий.',
        createdAt: at('2026-11-20'),
        updatedAt: at('2026-11-20'),
      },
      {
        clientId: client,
        workOrderType: 'INSTALLATION',
        certificationTypeId: types.get('HP')!,
        ...address('Львів', 'вул. Городоцька', '120', null),
        comment: 'Тепловий насос для приватного будинку 140 м².',
        createdAt: at('2026-11-18'),
        updatedAt: at('2026-11-18'),
      },
      {
        clientId: client,
        workOrderType: 'SERVICE',
        certificationTypeId: types.get('RAC')!,
        ...address('Київ', 'вул. Хрещатик', '1', '5'),
        installationId: existing?.id ?? null,
        comment: 'Внутрішній блок капає водою.',
        status: 'IN_PROGRESS',
        handlerId: admin,
        createdAt: at('2026-11-12'),
        updatedAt: at('2026-11-13'),
      },
      {
        clientId: client,
        workOrderType: 'INSTALLATION',
        certificationTypeId: types.get('LCAC')!,
        ...address('Одеса', 'вул. Дерибасівська', '10', null),
        comment: 'Кондиціонування магазину.',
        status: 'DECLINED',
        handlerId: admin,
        declineReason: 'На жаль, у цьому районі зараз немає вільних сертифікованих монтажників LCAC. Спробуйте за місяць.',
        createdAt: at('2026-10-28'),
        updatedAt: at('2026-10-30'),
      },
      {
        clientId: client,
        workOrderType: 'PREVENTION',
        certificationTypeId: types.get('RAC')!,
        ...address('Київ', 'вул. Хрещатик', '1', '5'),
        installationId: existing?.id ?? null,
        status: 'DONE',
        handlerId: admin,
        createdInstallationId: existing?.id ?? null,
        comment: 'Щорічне обслуговування.',
        createdAt: at('2026-10-01'),
        updatedAt: at('2026-10-03'),
      },
    ]);
  },
};

export { demoFaultReportsSeeder } from './fault-reports';
