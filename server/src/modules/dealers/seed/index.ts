import { addDays } from 'date-fns/addDays';
import { addYears } from 'date-fns/addYears';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RoleName } from '../../../../../contracts';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  certificationLevels,
  certificationTypes,
  dealerProfiles,
  dealerRequests,
  installationGrades,
  installations,
  installerCertifications,
  regions,
  roles,
  users,
} from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import { hashPassword } from '../../../lib/passwords';
import { seedSignedCompletion, seedWorkedJob } from '../../installations';
import { DEMO_PASSWORD, demoAccountIds } from '../../users';

/** Reference data, in production too: the regions an applicant chooses, from the settlements' regions. */
export const regionsSeeder: Seeder = {
  name: 'regions',
  demo: false,
  async run(db) {
    await db.execute(sql`insert into regions (name, name_latin)
                         select distinct on (region) region, region_latin from settlements order by region, region_latin
                         on conflict do nothing`);
  },
};

/** The demo dealer's company code (a valid EDRPOU) and a second company's, for dealer changes. */
export const DEMO_DEALER_CODE = '38050000';
export const SECOND_DEALER_CODE = '32855961';

/**
 * The professional side's demo people (README "Demo accounts"), all with the demo password: the demo
 * dealer's deputy and assistant, a second dealer, installers of the demo dealer at different levels and
 * statuses, a client who asked to become an installer, and an installer of the second dealer who asked
 * to move to the demo dealer.
 */
export const PRO_ACCOUNTS = [
  { phone: '380500000031', role: 'DEALER_DEPUTY', name: 'Оксана', lastname: 'Гребенюк', dealer: 'demo' },
  { phone: '380500000032', role: 'DEALER_ASSISTANT', name: 'Юрій', lastname: 'Остапенко', dealer: 'demo' },
  { phone: '380500000033', role: 'DEALER', name: 'Роман', lastname: 'Федоренко' },
  { phone: '380500000034', role: 'INSTALLER', name: 'Дмитро', lastname: 'Бойко', dealer: 'demo' },
  { phone: '380500000035', role: 'INSTALLER', name: 'Сергій', lastname: 'Лисенко', dealer: 'demo' },
  { phone: '380500000036', role: 'INSTALLER', name: 'Ірина', lastname: 'Марченко', dealer: 'demo' },
  { phone: '380500000037', role: 'INSTALLER', name: 'Павло', lastname: 'Руденко', dealer: 'demo' },
  { phone: '380500000038', role: 'USER', name: 'Максим', lastname: 'Поліщук' },
  { phone: '380500000039', role: 'INSTALLER', name: 'Тарас', lastname: 'Гнатюк', dealer: 'second' },
] as const satisfies readonly { phone: string; role: RoleName; name: string; lastname: string; dealer?: 'demo' | 'second' }[];

const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const dealersDemoSeeder: Seeder = {
  name: 'demo-dealers',
  demo: true,
  async run(db: Db) {
    const demo = await demoAccountIds(db);
    const dealer = demo.get('380500000003');
    if (!dealer) return;
    const roleIds = new Map((await db.select().from(roles)).map((r) => [r.name, r.id]));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await db
      .insert(users)
      .values(
        PRO_ACCOUNTS.map((a) => ({
          phone: a.phone,
          name: a.name,
          lastname: a.lastname,
          email: `pro${a.phone.slice(-2)}@example.com`,
          roleId: roleIds.get(a.role)!,
          passwordHash,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone });
    const id = new Map(inserted.map((u) => [u.phone, u.id]));
    const second = id.get('380500000033');
    if (!second) return;
    for (const a of PRO_ACCOUNTS) {
      if ('dealer' in a)
        await db
          .update(users)
          .set({ dealerId: a.dealer === 'demo' ? dealer : second })
          .where(eq(users.id, id.get(a.phone)!));
    }

    await db.insert(dealerProfiles).values([
      {
        dealerId: dealer,
        companyName: 'ТОВ «Клімат Про»',
        dealerCode: DEMO_DEALER_CODE,
        phone: '380442000003',
        email: 'office@klimat-pro.example.com',
        address: 'м. Київ, вул. Хрещатик, 22',
      },
      {
        dealerId: second,
        companyName: 'ТОВ «Захід Кліма»',
        dealerCode: SECOND_DEALER_CODE,
        phone: '380322000033',
        email: 'info@zakhid-klima.example.com',
        address: 'м. Львів, просп. Свободи, 5',
      },
    ]);

    const types = await db.select().from(certificationTypes);
    const levels = await db.select().from(certificationLevels);
    const type = (code: string) => types.find((t) => t.code === code)!.id;
    const level = (code: string, rank: number) => levels.find((l) => l.certificationTypeId === type(code) && l.rank === rank)!.id;
    const installer = (phone: string) => id.get(phone)!;
    const decided = at('2025-06-02');
    const soon = addDays(new Date(), 20);
    await db.insert(installerCertifications).values([
      // Expert in RAC, Advanced in LCAC, Basic in HP with an application for Advanced waiting.
      {
        installerId: installer('380500000034'),
        certificationLevelId: level('RAC', 3),
        status: 'ACTIVE',
        decidedAt: decided,
        expiresAt: addYears(decided, 2),
        createdAt: at('2025-05-20'),
      },
      {
        installerId: installer('380500000034'),
        certificationLevelId: level('LCAC', 2),
        status: 'ACTIVE',
        decidedAt: decided,
        expiresAt: addYears(decided, 2),
        createdAt: at('2025-05-20'),
      },
      {
        installerId: installer('380500000034'),
        certificationLevelId: level('HP', 1),
        status: 'ACTIVE',
        decidedAt: decided,
        expiresAt: addYears(decided, 2),
        createdAt: at('2025-05-20'),
      },
      { installerId: installer('380500000034'), certificationLevelId: level('HP', 2), status: 'REQUEST', createdAt: at('2026-10-01') },
      // Basic RAC, expired; an application for LCAC Basic waiting.
      {
        installerId: installer('380500000035'),
        certificationLevelId: level('RAC', 1),
        status: 'ACTIVE',
        decidedAt: at('2023-04-10'),
        expiresAt: at('2025-04-10'),
        createdAt: at('2023-04-01'),
      },
      { installerId: installer('380500000035'), certificationLevelId: level('LCAC', 1), status: 'REQUEST', createdAt: at('2026-11-02') },
      // Advanced RAC ending within a month (the expiry reminder), HP Advanced declined.
      {
        installerId: installer('380500000036'),
        certificationLevelId: level('RAC', 2),
        status: 'ACTIVE',
        decidedAt: addYears(soon, -2),
        expiresAt: soon,
        createdAt: addYears(soon, -2),
      },
      {
        installerId: installer('380500000036'),
        certificationLevelId: level('HP', 2),
        status: 'DECLINED',
        reason: 'Немає завершених монтажів теплових насосів: додайте хоча б дві роботи.',
        decidedAt: at('2026-09-15'),
        createdAt: at('2026-09-01'),
      },
      // No certification yet, Basic RAC waiting.
      { installerId: installer('380500000037'), certificationLevelId: level('RAC', 1), status: 'REQUEST', createdAt: at('2026-11-10') },
      // The second dealer's installer: Basic RAC.
      {
        installerId: installer('380500000039'),
        certificationLevelId: level('RAC', 1),
        status: 'ACTIVE',
        decidedAt: decided,
        expiresAt: addYears(decided, 2),
        createdAt: at('2025-05-20'),
      },
    ]);

    const [kyiv] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(inArray(regions.name, ['Київ', 'м. Київ', 'Київська']));
    const [anyRegion] = kyiv ? [kyiv] : await db.select({ id: regions.id }).from(regions).limit(1);
    await db.insert(dealerRequests).values([
      {
        kind: 'INSTALLER',
        userId: installer('380500000038'),
        dealerId: dealer,
        supplier: 'ТОВ «Кліматичні системи»',
        regionId: anyRegion?.id ?? null,
        certificationTypeId: type('RAC'),
        lastJobLicense: 'ЛМ-2024-0117',
        createdAt: at('2026-11-12'),
      },
      {
        kind: 'DEALER_CHANGE',
        userId: installer('380500000039'),
        dealerId: dealer,
        previousDealerId: second,
        comment: 'Переїхав до Києва, хочу працювати з вашою командою.',
        createdAt: at('2026-11-14'),
      },
      {
        kind: 'INSTALLER',
        userId: demo.get('380500000001')!,
        dealerId: second,
        status: 'DECLINED',
        supplier: 'ФОП Коваленко',
        regionId: anyRegion?.id ?? null,
        certificationTypeId: type('HP'),
        reason: 'Наразі ми не набираємо монтажників у вашому регіоні.',
        decidedBy: second,
        decidedAt: at('2026-10-20'),
        createdAt: at('2026-10-18'),
      },
    ]);

    // Completed, graded work of the demo dealer's installers for the ratings (the client is the applicant above).
    const client = installer('380500000038');
    const works = [
      { by: '380500000034', type: 'RAC', work: 5, communication: 5, comment: 'Акуратний монтаж, все прибрали після себе.', day: '2026-08-04' },
      { by: '380500000034', type: 'LCAC', work: 5, communication: 4, comment: 'Пояснив, як доглядати за кондиціонером.', day: '2026-09-12' },
      { by: '380500000034', type: 'HP', work: 4, communication: 5, comment: null, day: '2026-10-03' },
      { by: '380500000036', type: 'RAC', work: 4, communication: 3, comment: 'Трохи запізнилися, але зробили якісно.', day: '2026-07-21' },
      { by: '380500000035', type: 'RAC', work: 3, communication: 4, comment: null, day: '2025-02-11' },
    ];
    // Each job's units are those of the first product of its kind on sale (the completion guard's rule for real jobs).
    const productOf = async (kind: string) =>
      (
        await rowsOf<{ id: number }>(
          db,
          sql`select p.id from products p where p.kind = ${kind} and not p.archived and exists (select 1 from product_blocks b where b.product_id = p.id) order by p.id limit 1`,
        )
      )[0]?.id;
    for (const [k, w] of works.entries()) {
      const [row] = await db
        .insert(installations)
        .values({
          workOrderType: 'INSTALLATION',
          certificationTypeId: type(w.type),
          code: 'COMPLETED',
          creatorId: installer(w.by),
          clientId: client,
          installerId: installer(w.by),
          dealerId: dealer,
          plannedAt: w.day,
          region: 'Київ',
          city: 'Київ',
          street: 'вул. Велика Васильківська',
          house: '12',
          completedAt: at(w.day),
          createdAt: at(w.day),
        })
        .returning({ id: installations.id });
      const productId = await productOf(w.type);
      if (productId) {
        await seedWorkedJob(db, { id: row.id, productId, uploadedBy: installer(w.by), number: 270000 + k * 10, at: at(w.day) });
        await seedSignedCompletion(db, { id: row.id, clientId: client, completedAt: at(w.day), extended: false });
      }
      await db.insert(installationGrades).values({
        installationId: row.id,
        clientId: client,
        installerId: installer(w.by),
        workRating: w.work,
        workComment: w.comment,
        communicationRating: w.communication,
        communicationComment: w.communication === 5 ? 'Завжди на звʼязку.' : null,
        createdAt: addDays(at(w.day), 1),
      });
    }
  },
};
