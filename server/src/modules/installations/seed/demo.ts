import { addDays } from 'date-fns/addDays';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InstallationCode, WorkOrderType } from '../../../../../contracts';
import type { Db } from '../../../db/client';
import {
  certificationLevels,
  certificationTypes,
  installationGrades,
  installationHistory,
  installationProducts,
  installations,
  installerCertifications,
  products,
  roles,
  settlements,
  users,
} from '../../../db/schema';
import type { Seeder } from '../../../db/seed';
import { demoAccountIds } from '../../users';
import { refreshSearchText } from '../history';
import { seedSignedCompletion, seedWorkedJob } from './completed-job';

/**
 * Demo installations (issue 22 "Data"): 33 work orders of the demo accounts across every state, kind,
 * certification type and both wizards, with products, units whose serials match catalogue block
 * models, photos, history, signed versions, grades and one overdue maintenance. Fixed dates, so every
 * fresh database gets the same data.
 */
const COUNT = 33;
const STATES: InstallationCode[] = [
  'COMPLETED',
  'NEW',
  'AWAITING_CONFIRMATION',
  'COMPLETED',
  'CANCELLED',
  'PREVENTION',
  'DRAFT',
  'COMPLETED',
  'NEW',
  'AWAITING_CONFIRMATION',
  'COMPLETED',
];
const KINDS: WorkOrderType[] = ['INSTALLATION', 'INSTALLATION', 'SERVICE', 'INSTALLATION', 'PREVENTION'];
const CITIES = ['Київ', 'Львів', 'Одеса', 'Дніпро', 'Харків', 'Вінниця', 'Полтава'];
const STREETS = ['вул. Хрещатик', 'просп. Свободи', 'вул. Дерибасівська', 'вул. Яворницького', 'вул. Сумська', 'вул. Соборна', 'вул. Шевченка'];
const INVITED = [
  { phone: '380500000101', name: 'Наталія', lastname: 'Савченко' },
  { phone: '380500000102', name: 'Богдан', lastname: 'Литвиненко' },
];
const day = (d: Date) => d.toISOString().slice(0, 10);
const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
/** Decided 2025-03-01, valid two years (docs/domain.md#certifications). */
const DECIDED = at('2025-03-01');
const EXPIRES = at('2027-03-01');

export const demoInstallationsSeeder: Seeder = {
  name: 'demo-installations',
  demo: true,
  async run(db: Db) {
    const ids = await demoAccountIds(db);
    const [client, installerA, dealer, installerB] = ['380500000001', '380500000002', '380500000003', '380500000006'].map((p) => ids.get(p));
    if (!client || !installerA || !dealer || !installerB) return;

    const types = await db.select().from(certificationTypes).orderBy(asc(certificationTypes.position));
    const levels = await db.select().from(certificationLevels);
    const level = (code: string, rank: number) => levels.find((l) => l.certificationTypeId === types.find((t) => t.code === code)!.id && l.rank === rank)!.id;
    await db.insert(installerCertifications).values([
      { installerId: installerA, certificationLevelId: level('RAC', 2), status: 'ACTIVE', decidedAt: DECIDED, expiresAt: EXPIRES, createdAt: at('2025-02-20') },
      { installerId: installerA, certificationLevelId: level('HP', 1), status: 'ACTIVE', decidedAt: DECIDED, expiresAt: EXPIRES, createdAt: at('2025-02-20') },
      {
        installerId: installerB,
        certificationLevelId: level('RAC', 1),
        status: 'DECLINED',
        reason: 'Недостатньо підтверджених монтажів: додайте щонайменше три роботи з фото.',
        decidedAt: at('2025-04-02'),
        createdAt: at('2025-03-25'),
      },
    ]);

    const [userRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
    const invited = await db
      .insert(users)
      .values(INVITED.map((c) => ({ ...c, email: '', roleId: userRole.id, passwordHash: null })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    const places = await db
      .select()
      .from(settlements)
      .where(and(inArray(settlements.name, CITIES), inArray(settlements.category, ['K', 'M'])))
      .orderBy(asc(settlements.code));
    // Equipment with units (an accessory has no serial to register).
    const catalogue = await db
      .select({ id: products.id, kind: products.kind, sku: products.sku, years: products.guaranteeYears })
      .from(products)
      .where(and(eq(products.archived, false), sql`exists (select 1 from product_blocks b where b.product_id = ${products.id})`))
      .orderBy(asc(products.id));
    if (!places.length || !catalogue.length) return;

    // Finished installations by client and type: a later service or maintenance job of that client refers to their units.
    const installed: { id: number; clientId: number; typeId: number; productId: number; unitIds: number[] }[] = [];
    for (let i = 0; i < COUNT; i++) {
      const code = STATES[i % STATES.length];
      const type = types[i % types.length];
      const workOrderType = KINDS[i % KINDS.length];
      const creator = [installerA, dealer, installerB][i % 3];
      const installer = creator === installerB || i % 4 === 3 ? installerB : installerA;
      const archived = (code === 'COMPLETED' || code === 'AWAITING_CONFIRMATION') && i % 4 === 2;
      const clientId = i % 11 === 5 && invited[i % invited.length] ? invited[i % invited.length].id : client;
      const createdAt = i === 0 ? at('2025-05-01') : addDays(at('2025-12-01'), i * 9);
      const finished = code === 'COMPLETED' || code === 'PREVENTION';
      const plannedAt = code === 'NEW' || code === 'DRAFT' ? addDays(at('2026-12-01'), i) : addDays(createdAt, 7);
      const completedAt = finished ? plannedAt : null;
      const kindProducts = catalogue.filter((p) => p.kind === type.code);
      const worked = code === 'AWAITING_CONFIRMATION' || finished || archived;
      const earlier =
        workOrderType !== 'INSTALLATION' && worked ? installed.find((e) => e.clientId === clientId && e.typeId === type.id && e.unitIds.length) : undefined;
      const product = earlier ? catalogue.find((p) => p.id === earlier.productId)! : kindProducts[(i * 7) % kindProducts.length];
      const place = places[i % places.length];
      const certified = installer === installerA && (type.code === 'RAC' || type.code === 'HP');

      const [row] = await db
        .insert(installations)
        .values({
          workOrderType,
          certificationTypeId: type.id,
          code,
          archived,
          wizardStep: code === 'DRAFT' ? 'address' : 'details',
          creatorId: creator,
          clientId,
          installerId: installer,
          dealerId: dealer,
          plannedAt: day(plannedAt),
          settlementId: place.code,
          region: place.region,
          area: place.area,
          city: place.name,
          street: STREETS[i % STREETS.length],
          house: String(3 + ((i * 5) % 40)),
          flat: i % 3 ? String(10 + i) : null,
          floor: i % 3 ? String(1 + (i % 9)) : null,
          severalBlocks: i % 5 === 0,
          indoorBlocksCount: i % 5 === 0 ? 2 : 1,
          outdoorBlocksCount: 1,
          details:
            code === 'DRAFT'
              ? null
              : {
                  saleDate: day(addDays(createdAt, -10)),
                  elevator: i % 2 === 0,
                  ownRoute: i % 3 === 0,
                  outdoorUnitFastening: (['WALL_BRACKET', 'FLOOR_STAND', 'ROOF_FRAME', 'BALCONY'] as const)[i % 4],
                  fasteningHeight: 2 + (i % 12),
                  outdoorUnitAccess: (['FROM_INSIDE', 'LADDER', 'CLIMBING', 'AERIAL_PLATFORM'] as const)[i % 4],
                  drainage: (['GRAVITY', 'PUMP', 'SEWER'] as const)[i % 3],
                  routeLength: 3 + (i % 8),
                  comment: i % 4 === 0 ? 'Клієнт просить зателефонувати за годину до приїзду.' : null,
                },
          place: finished && i % 2 ? 'Вітальня, над вікном' : null,
          extendedGuarantee: finished && certified,
          cancelReason: code === 'CANCELLED' ? 'Клієнт переніс монтаж на наступний сезон.' : null,
          completedAt,
          workDoneOn: finished ? day(plannedAt) : null,
          preventedAt: code === 'PREVENTION' || (finished && i % 7 === 3) ? addDays(completedAt!, 200) : null,
          cancelledAt: code === 'CANCELLED' ? addDays(createdAt, 3) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: installations.id });
      const id = row.id;
      if (code !== 'DRAFT') await db.insert(installationProducts).values({ installationId: id, productId: product.id, position: 0 });

      const history: (typeof installationHistory.$inferInsert)[] = [{ installationId: id, actorId: creator, field: 'created', at: createdAt }];
      if (code !== 'DRAFT') {
        history.push({
          installationId: id,
          actorId: creator,
          field: 'code',
          oldValue: 'DRAFT',
          newValue: archived ? 'AWAITING_CONFIRMATION' : 'NEW',
          at: addDays(createdAt, 1),
        });
      }
      if (worked) {
        // A service or maintenance job on units an earlier installation registered refers to them (docs/decisions/0031).
        const refers = earlier?.unitIds;
        if (earlier) earlier.unitIds = [];
        const { units, photos } = await seedWorkedJob(db, { id, productId: product.id, uploadedBy: installer, number: 240000 + i * 10, at: plannedAt, refers });
        if (finished && workOrderType === 'INSTALLATION' && units.length)
          installed.push({ id, clientId, typeId: type.id, productId: product.id, unitIds: units.map((u) => u.id) });
        if (units.length) history.push({ installationId: id, actorId: installer, field: 'units', newValue: units.map((u) => u.serial), at: plannedAt });
        history.push({ installationId: id, actorId: installer, field: 'photosAdded', newValue: photos, at: plannedAt });
        if (!archived)
          history.push({ installationId: id, actorId: installer, field: 'code', oldValue: 'NEW', newValue: 'AWAITING_CONFIRMATION', at: plannedAt });
        if (finished) {
          // The client's code signed the record and drew the certificate's token.
          await seedSignedCompletion(db, { id, clientId, completedAt: completedAt!, extended: certified });
          history.push({ installationId: id, actorId: installer, field: 'code', oldValue: 'AWAITING_CONFIRMATION', newValue: 'COMPLETED', at: completedAt! });
          history.push({ installationId: id, actorId: clientId, field: 'signed', at: completedAt! });
          if (i % 2 === 0 && code === 'COMPLETED') {
            await db.insert(installationGrades).values({
              installationId: id,
              clientId,
              installerId: installer,
              workRating: 4 + (i % 2 === 0 ? 1 : 0) - (i % 3 === 0 ? 1 : 0),
              workComment: i % 3 === 0 ? 'Акуратно, але трохи затрималися.' : 'Все чисто й охайно, дякую!',
              communicationRating: 5,
              communicationComment: null,
              createdAt: addDays(completedAt!, 1),
            });
            history.push({ installationId: id, actorId: clientId, field: 'graded', at: addDays(completedAt!, 1) });
          }
          if (code === 'PREVENTION')
            history.push({
              installationId: id,
              actorId: installer,
              field: 'code',
              oldValue: 'COMPLETED',
              newValue: 'PREVENTION',
              at: addDays(completedAt!, 200),
            });
        }
      }
      if (code === 'CANCELLED') {
        history.push({ installationId: id, actorId: creator, field: 'code', oldValue: 'NEW', newValue: 'CANCELLED', at: addDays(createdAt, 3) });
        history.push({
          installationId: id,
          actorId: creator,
          field: 'cancelReason',
          oldValue: null,
          newValue: 'Клієнт переніс монтаж на наступний сезон.',
          at: addDays(createdAt, 3),
        });
      }
      await db.insert(installationHistory).values(history);
    }
    await refreshSearchText(db);
  },
};
