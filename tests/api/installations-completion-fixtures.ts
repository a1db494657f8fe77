import { randomInt } from 'node:crypto';
import { addYears } from 'date-fns/addYears';
import { subYears } from 'date-fns/subYears';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { installationRoutes, type ContractRoute } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import {
  certificationLevels,
  certificationTypes,
  installationPhotos,
  installationProducts,
  installations,
  installerCertifications,
  roles,
  users,
} from '../../server/src/db/schema';
import { modelKey } from '../../server/src/modules/installations/barcodes-rule';
import { fingerprintOf, snapshotOf, versionsOf } from '../../server/src/modules/installations/signing';
import { ACCOUNTS_ENV, DEMO, login, newAccount, newIp, outbox } from './accounts';
import { inputFor, type CallArgs, type RouteInput } from './contract-call';
import { startServer, type TestServer } from './helpers';

export type Session = { token: string; id: number; phone: string };

/**
 * What the completion and warranty suites share: a server with the demo accounts signed in, the RAC
 * type, catalogue blocks to make serials of, installations written straight to the database (the
 * wizard is tested by its own suite), and the certifications set as each test needs them.
 */
export async function completionWorld() {
  const server = await startServer(ACCOUNTS_ENV);
  const { db } = server.app;
  const session = async (phone: string): Promise<Session> => {
    const s = await login(server, phone);
    return { token: s.accessToken, id: s.user.id, phone };
  };
  const [client, installer, installer2, dealer, projector, admin] = await Promise.all(
    [DEMO.user, DEMO.installer, DEMO.installer2, DEMO.dealer, DEMO.projector, DEMO.admin].map(session),
  );
  const [rac] = await db.select().from(certificationTypes).where(eq(certificationTypes.code, 'RAC'));
  const [level] = await db
    .select()
    .from(certificationLevels)
    .where(and(eq(certificationLevels.certificationTypeId, rac.id), eq(certificationLevels.rank, 1)));
  // Blocks of two different RAC products on sale, each the first product its model maps to (a colour
  // variant shares its model with the first colour: the rule picks the oldest product).
  const candidates = await rowsOf<{ id: number; model: string; type: 'indoor' | 'outdoor'; productId: number; years: number }>(
    db,
    sql`select b.id, b.model, b.type, b.product_id as "productId", p.guarantee_years as years
        from product_blocks b join products p on p.id = b.product_id
        where p.kind = 'RAC' and not p.archived
          and b.product_id = (select min(x.product_id) from product_blocks x join products q on q.id = x.product_id where x.model = b.model and not q.archived)
        order by b.product_id, b.position limit 10`,
  );
  const blocks = [candidates[0], candidates.find((b) => b.productId !== candidates[0].productId)!];
  expect(blocks[1]).toBeDefined();

  /** A fresh serial of a block: its model key and an 8-digit unit number. */
  const serialOf = (block: { model: string } = blocks[0]) => `${modelKey(block.model)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  /** Every catalogue block of a product (what the completion guard asks a serial for). */
  const blocksOfProduct = (productId: number) =>
    rowsOf<{ id: number; model: string; type: 'indoor' | 'outdoor' }>(
      db,
      sql`select id, model, type from product_blocks where product_id = ${productId} order by position`,
    );
  const firstProductBlocks = await blocksOfProduct(blocks[0].productId);
  expect(firstProductBlocks.length).toBeGreaterThan(1);
  const secondProductBlocks = await blocksOfProduct(blocks[1].productId);
  /** A fresh serial for each block of the first product (or the second): the job's units are complete. */
  const fullSerials = (product: 'first' | 'second' = 'first') => (product === 'first' ? firstProductBlocks : secondProductBlocks).map((b) => serialOf(b));

  /** A photo of the finished work, attached straight in the database (uploads have their own suite). */
  async function attachPhoto(installationId: number, uploadedBy = installer.id) {
    await db.insert(installationPhotos).values({ installationId, key: `photos/test-${randomInt(0, 1e9)}.jpg`, uploadedBy });
  }

  /** The installer's RAC certification: ACTIVE now, EXPIRED (ACTIVE past its end), or none. */
  async function certify(installerId: number, state: 'ACTIVE' | 'EXPIRED' | 'NONE') {
    await db.delete(installerCertifications).where(eq(installerCertifications.installerId, installerId));
    if (state === 'NONE') return;
    const now = new Date();
    await db.insert(installerCertifications).values({
      installerId,
      certificationLevelId: level.id,
      status: 'ACTIVE',
      decidedAt: subYears(now, state === 'ACTIVE' ? 1 : 3),
      expiresAt: state === 'ACTIVE' ? addYears(now, 1) : subYears(now, 1),
    });
  }

  /** An installation of the demo client by `installerId` (the demo installer), in `code`, with the first block's product. */
  async function installation(
    options: {
      code?: string;
      installerId?: number | null;
      archived?: boolean;
      wizardStep?: string;
      completedAt?: Date;
      creatorId?: number;
      workOrderType?: 'INSTALLATION' | 'SERVICE' | 'PREVENTION';
      clientId?: number;
      workDoneOn?: string;
    } = {},
  ) {
    const installerId = options.installerId === undefined ? installer.id : options.installerId;
    const [row] = await db
      .insert(installations)
      .values({
        workOrderType: options.workOrderType ?? 'INSTALLATION',
        certificationTypeId: rac.id,
        code: (options.code ?? 'NEW') as never,
        archived: options.archived ?? false,
        wizardStep: options.wizardStep ?? 'details',
        creatorId: options.creatorId ?? installerId ?? installer.id,
        clientId: options.clientId ?? client.id,
        installerId,
        dealerId: installerId === null ? null : dealer.id,
        plannedAt: '2026-11-20',
        region: 'Київська область',
        city: 'Київ',
        street: 'вул. Хрещатик',
        house: '22',
        flat: '15',
        details: {
          saleDate: null,
          elevator: true,
          ownRoute: null,
          outdoorUnitFastening: null,
          fasteningHeight: 3,
          outdoorUnitAccess: null,
          drainage: null,
          routeLength: 5,
          comment: null,
        },
        completedAt: options.completedAt ?? null,
        workDoneOn: options.workDoneOn ?? null,
      })
      .returning();
    await db.insert(installationProducts).values({ installationId: row.id, productId: blocks[0].productId, position: 0 });
    return row;
  }

  /** An installer of no dealer (a new account turned INSTALLER). */
  async function strayInstaller(): Promise<Session> {
    const account = await newAccount(server);
    const [role] = await db.select().from(roles).where(eq(roles.name, 'INSTALLER'));
    await db.update(users).set({ roleId: role.id }).where(eq(users.id, account.user.id));
    return { token: (await login(server, account.user.phone, 'Sonyashnyk-2024')).accessToken, id: account.user.id, phone: account.user.phone };
  }

  /** A contract call as `who` (or nobody), from an address of its own unless `headers` say otherwise. */
  const call = <R extends ContractRoute>(route: R, who: Session | null, ...[input]: CallArgs<R, RouteInput<R> & { headers?: Record<string, string> }>) =>
    server.call(route, ...inputFor(route, { headers: newIp(), ...input, token: who?.token }));

  /** Sends the completion code as the assigned installer and answers the code the client got. */
  async function sendCode(id: number, who: Session = installer) {
    // The suites text the demo client far more codes than a phone may get in an hour; the caps have tests of their own.
    await server.app.rateLimit.reset(`sms-phone:${client.phone}`);
    const res = await call(installationRoutes.sendCode, who, { params: { id }, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sms] = await outbox(server, client.phone);
    expect(sms.text).toContain(`${id}`);
    return sms.code!;
  }

  /** Registers a serial for every unit (or `serials`) and attaches a photo: the job may be completed. */
  async function ready(id: number, serials = fullSerials(), extendedGuarantee = false, who: Session = installer) {
    const put = await call(installationRoutes.putBarcodes, who, { params: { id }, body: { barcodes: serials, extendedGuarantee } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await attachPhoto(id, who.id);
    return serials;
  }

  /** The minute between two codes for the same record is over (the suite does not wait it out). */
  async function allowResend(id: number) {
    const { pending } = await versionsOf(db, id);
    const record = pending ? pending.fingerprint : fingerprintOf(await snapshotOf(db, id));
    await server.app.rateLimit.reset(`sms-resend:completion:${id}:${record.slice(0, 16)}`);
  }

  /** Makes the job ready, sends the code and enters it: a COMPLETED, signed installation. */
  async function complete(id: number, serials = fullSerials(), extendedGuarantee = false, who: Session = installer) {
    await ready(id, serials, extendedGuarantee, who);
    const code = await sendCode(id, who);
    const res = await call(installationRoutes.enterCode, who, { params: { id }, body: { code } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.data;
  }

  const unitsOf = (id: number) =>
    rowsOf<{ serial: string; extended: boolean; ends: string | null }>(
      db,
      sql`select serial, extended, guarantee_expires_at::text as ends from installation_units where installation_id = ${id} order by serial`,
    );
  const rowOf = async (id: number) => (await db.select().from(installations).where(eq(installations.id, id)))[0];

  return {
    server,
    db,
    client,
    installer,
    installer2,
    dealer,
    projector,
    admin,
    rac,
    blocks,
    firstProductBlocks,
    serialOf,
    fullSerials,
    attachPhoto,
    certify,
    installation,
    strayInstaller,
    call,
    sendCode,
    allowResend,
    ready,
    complete,
    unitsOf,
    rowOf,
  };
}

export type CompletionWorld = Awaited<ReturnType<typeof completionWorld>>;
export type { TestServer };
