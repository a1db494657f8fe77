import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addressBodySchema,
  detailsBodySchema,
  installationCreateBodySchema,
  newInstallationBodySchema,
  Lang,
  productsBodySchema,
} from '../../../../contracts';
import { EMPTY_DETAILS, messageKey } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import { rowsOf } from '../../db/rows';
import { installationUnits, installations, settlements, users } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SmsSender } from '../sms';
import { assertPhoneValid, findUserByPhone, roleIdOf } from '../users';
import { installationCard, presentAddress, type CardDeps } from './card';
import { certificationTypeById } from './certifications';
import { detailOptions, presentDetails } from './details';
import { changeInstallation, recordEvent, refreshSearchText } from './history';
import { presentProduct, productsByIds, productsOfInstallation } from './products';
import { conflict } from './conflicts';
import { lockInstallation, visibleInstallation, type InstallationRow } from './rows';
import { assertStepAllowed, reachedStep, type Wizard, type WizardPath, type WizardStep } from './steps';

export type WizardDeps = CardDeps & {
  rateLimit: RateLimiter;
  sms: SmsSender;
  /** Told, within the transaction, when a wizard finishes (a draft is registered): installation requests listen. */
  onRegistered: (tx: Tx, installationId: number) => Promise<void>;
  /** Told, within the creating transaction, of a draft made for a request for work: it links or refuses it (throws). */
  onCreatedForRequest: (tx: Tx, viewer: Viewer, requestId: number, draft: { id: number; clientId: number }) => Promise<void>;
};

/** Invitations by SMS (a client with an unknown phone) per creator: the wizard must not become an SMS gun. */
export const INVITATIONS_PER_USER = { max: 20, windowSeconds: 60 * 60 };

type CreateBody = z.infer<typeof installationCreateBodySchema>;
type NewBody = z.infer<typeof newInstallationBodySchema>;
type AddressBody = z.infer<typeof addressBodySchema>;
type ProductsBody = z.infer<typeof productsBodySchema>;
type DetailsBody = z.infer<typeof detailsBodySchema>;

const outfit = (row: InstallationRow) => ({
  id: row.id,
  severalBlocks: row.severalBlocks,
  indoorBlocksCount: row.indoorBlocksCount,
  outdoorBlocksCount: row.outdoorBlocksCount,
});

/** The dealer company a creator works for: a dealer-role user's company, an installer's dealer, none for the admin. */
async function dealerIdOf(db: CardDeps['db'], viewer: Viewer): Promise<number | null> {
  if (isDealerRole(viewer.role)) return (await rowsOf<{ id: number }>(db, sql`select ${dealerOf(viewer)} as id`))[0].id;
  if (viewer.role !== 'INSTALLER') return null;
  const [u] = await db.select({ dealerId: users.dealerId }).from(users).where(eq(users.id, viewer.id));
  return u?.dealerId ?? null;
}

/** The wizards' steps (docs/domain.md#the-wizards): each saved as it is left, so a draft resumes. */
export function createWizard(deps: WizardDeps) {
  const { db, rateLimit, sms } = deps;

  /**
   * Step 1's checks: a known certification type, the client by phone (invited when unknown) and, for work done earlier
   * (`archived`), the day it was done: the warranty counts from it, so it is required and never in the future.
   */
  async function stepOne(viewer: Viewer, body: CreateBody, wizard: Wizard) {
    const archived = wizard === 'archived';
    const fields: Record<string, string[]> = {};
    if (!(await certificationTypeById(db, body.certificationTypeId))) fields.certificationTypeId = ['installationCertificationTypeUnknown'];
    if (archived && !body.workDoneOn) fields.workDoneOn = ['required'];
    // Today is the installer's day in Kyiv: past midnight there, UTC is still on the day before.
    else if (archived && body.workDoneOn! > kyivDay(deps.clock.now())) fields.workDoneOn = ['installationWorkDoneInFuture'];
    try {
      assertPhoneValid(body.clientPhone, 'clientPhone');
    } catch (err) {
      if (err instanceof FieldsError) Object.assign(fields, err.fields);
      else throw err;
    }
    const client = fields.clientPhone ? null : await findUserByPhone(db, body.clientPhone);
    if (client && client.role.name !== 'USER') fields.clientPhone = ['installationNotClient'];
    if (!client && !fields.clientPhone) {
      if (!body.clientName) fields.clientName = ['required'];
      if (!body.clientLastname) fields.clientLastname = ['required'];
    }
    if (Object.keys(fields).length) throw new FieldsError(fields);
    // Counted before the transaction: the counters may live in the same (single-connection) database.
    if (!client) await rateLimit.consume(`installations:invitations:${viewer.id}`, INVITATIONS_PER_USER);
    return client;
  }

  /** The client of step 1: the user with that phone, or a new invited USER without a password. */
  async function clientOf(tx: Tx, viewer: Viewer, body: CreateBody, known: Awaited<ReturnType<typeof stepOne>>, lang: Lang, t: Translator) {
    if (known) return known.id;
    const [inviter] = await tx.db.select({ name: users.name, lastname: users.lastname }).from(users).where(eq(users.id, viewer.id));
    const [created] = await tx.db
      .insert(users)
      .values({
        name: body.clientName!,
        lastname: body.clientLastname!,
        email: '',
        phone: body.clientPhone,
        roleId: await roleIdOf(tx.db, 'USER'),
        passwordHash: null,
        language: lang,
      })
      .returning({ id: users.id });
    const text = t('installations.sms.invitation', { name: body.clientName!, inviter: inviter ? fullName(inviter) : '' });
    tx.afterCommit(() => void sms.send({ phone: body.clientPhone, text }).catch(() => undefined));
    return created.id;
  }

  async function step<T>(viewer: Viewer, id: number, step: WizardStep, path: WizardPath, work: (tx: Tx, row: InstallationRow) => Promise<T>) {
    await visibleInstallation(db, viewer, id);
    return transaction(db, async (tx) => {
      const row = await lockInstallation(tx.db, id);
      assertStepAllowed(viewer, row, step, path);
      return work(tx, row);
    });
  }

  /** Step 1 of either wizard: a new draft (`archived` for the completed-installation one). */
  async function createDraft(viewer: Viewer, body: NewBody, wizard: Wizard, lang: Lang, t: Translator) {
    const archived = wizard === 'archived';
    const known = await stepOne(viewer, body, wizard);
    const dealerId = await dealerIdOf(db, viewer);
    return transaction(db, async (tx) => {
      const clientId = await clientOf(tx, viewer, body, known, lang, t);
      const [row] = await tx.db
        .insert(installations)
        .values({
          workOrderType: body.workOrderType,
          certificationTypeId: body.certificationTypeId,
          archived,
          workDoneOn: archived ? body.workDoneOn : null,
          wizardStep: 'common',
          creatorId: viewer.id,
          clientId,
          installerId: viewer.role === 'INSTALLER' ? viewer.id : null,
          dealerId,
        })
        .returning();
      if (body.requestId !== undefined) await deps.onCreatedForRequest(tx, viewer, body.requestId, { id: row.id, clientId });
      await recordEvent(tx, viewer.id, row.id, 'created');
      await refreshSearchText(tx.db, row.id);
      return outfit(row);
    });
  }

  async function installerStep(viewer: Viewer, id: number) {
    const row = await visibleInstallation(db, viewer, id);
    if (row.installerId === null) return { installerId: null, installerFullName: null, installerPhone: null };
    const [u] = await db.select().from(users).where(eq(users.id, row.installerId));
    return { installerId: u.id, installerFullName: fullName(u), installerPhone: u.phone };
  }

  /** An installer may put only themself, a dealer one of its installers, the admin any installer. */
  async function saveInstaller(viewer: Viewer, id: number, installerId: number, path: WizardPath) {
    const rows = await rowsOf<{ id: number; dealer_id: number | null; role: string; company: number | null }>(
      db,
      sql`select u.id, u.dealer_id, r.name as role, ${isDealerRole(viewer.role) ? dealerOf(viewer) : sql`null::int`} as company
          from users u join roles r on r.id = u.role_id where u.id = ${installerId}`,
    );
    const installer = rows[0];
    if (!installer || installer.role !== 'INSTALLER') throw new FieldsError({ installerId: ['installationInstallerUnknown'] });
    if (viewer.role === 'INSTALLER' && installer.id !== viewer.id) throw new FieldsError({ installerId: ['installationInstallerNotYou'] });
    if (isDealerRole(viewer.role) && installer.dealer_id !== installer.company) throw new FieldsError({ installerId: ['installationInstallerNotYours'] });
    await step(viewer, id, 'installer', path, (tx, row) =>
      changeInstallation(tx, viewer.id, id, { installerId, dealerId: installer.dealer_id ?? row.dealerId, wizardStep: reachedStep(row, 'installer') }),
    );
    return installerStep(viewer, id);
  }

  /** Region, district and city come from the settlement (GET /addresses), never from the client. */
  async function saveAddress(viewer: Viewer, id: number, body: AddressBody, t: Translator, path: WizardPath) {
    const [place] = await db.select().from(settlements).where(eq(settlements.code, body.settlementId));
    if (!place) throw new FieldsError({ settlementId: ['installationSettlementUnknown'] });
    await step(viewer, id, 'address', path, (tx, row) =>
      changeInstallation(tx, viewer.id, id, {
        settlementId: place.code,
        visicomId: body.visicomId ?? null,
        region: place.region,
        area: place.area,
        city: place.name,
        street: body.street,
        house: body.house,
        flat: body.flat || null,
        floor: body.floor || null,
        wizardStep: reachedStep(row, 'address'),
      }),
    );
    return detailOptions(t);
  }

  /**
   * The last step: finishes the wizard. A new installation needs its installer and planned date and
   * becomes NEW; an archived one needs its serials (the barcodes step) and awaits the client's confirmation.
   */
  async function saveDetails(viewer: Viewer, id: number, body: DetailsBody, t: Translator, lang: Lang, path: WizardPath) {
    await step(viewer, id, 'details', path, async (tx, row) => {
      const { plannedAt, ...details } = body;
      const fields: Record<string, string[]> = {};
      if (!row.archived && !(plannedAt ?? row.plannedAt)) fields.plannedAt = ['required'];
      if (!row.installerId) fields.installerId = ['installationInstallerMissing'];
      const saleDate = details.saleDate === undefined ? row.details?.saleDate : details.saleDate;
      if (row.archived && saleDate && row.workDoneOn && saleDate > row.workDoneOn)
        fields.saleDate = [messageKey('installationSoldAfterWork', { date: row.workDoneOn })];
      if (Object.keys(fields).length) throw new FieldsError(fields);
      if (row.archived && row.code === 'DRAFT') {
        const [unit] = await tx.db
          .select({ id: installationUnits.id })
          .from(installationUnits)
          .where(and(eq(installationUnits.installationId, id)))
          .limit(1);
        if (!unit) throw conflict('barcodesMissing');
      }
      const code = row.code === 'DRAFT' ? (row.archived ? 'AWAITING_CONFIRMATION' : 'NEW') : row.code;
      const changed = await changeInstallation(tx, viewer.id, id, {
        details: { ...EMPTY_DETAILS, ...row.details, ...details },
        ...(plannedAt === undefined ? {} : { plannedAt }),
        code,
        wizardStep: reachedStep(row, 'details'),
      });
      if (row.code === 'DRAFT') await deps.onRegistered(tx, id);
      return changed;
    });
    return installationCard(deps, viewer, id, t, lang);
  }

  return {
    create: (viewer: Viewer, body: NewBody, lang: Lang, t: Translator) => createDraft(viewer, body, 'new', lang, t),
    createCompleted: (viewer: Viewer, body: NewBody, lang: Lang, t: Translator) => createDraft(viewer, body, 'archived', lang, t),

    /** POST /completed/{id}: step 1 of an archived draft again. */
    async updateCommon(viewer: Viewer, id: number, body: CreateBody, lang: Lang, t: Translator) {
      const known = await stepOne(viewer, body, 'archived');
      return step(viewer, id, 'common', 'completed', async (tx, row) => {
        const clientId = await clientOf(tx, viewer, body, known, lang, t);
        return outfit(
          await changeInstallation(tx, viewer.id, id, {
            workOrderType: body.workOrderType,
            certificationTypeId: body.certificationTypeId,
            clientId,
            workDoneOn: body.workDoneOn,
            wizardStep: reachedStep(row, 'common'),
          }),
        );
      });
    },

    async common(viewer: Viewer, id: number) {
      const row = await visibleInstallation(db, viewer, id);
      const [client] = await db.select().from(users).where(eq(users.id, row.clientId));
      return {
        ...outfit(row),
        workOrderType: row.workOrderType,
        certificationTypeId: row.certificationTypeId,
        archived: row.archived,
        workDoneOn: row.workDoneOn,
        code: row.code,
        client: { id: client.id, fullName: fullName(client), phone: client.phone },
        wizardStep: row.wizardStep as never,
      };
    },

    installer: installerStep,
    putInstaller: (viewer: Viewer, id: number, installerId: number) => saveInstaller(viewer, id, installerId, 'plain'),
    putCompletedInstaller: (viewer: Viewer, id: number, installerId: number) => saveInstaller(viewer, id, installerId, 'completed'),

    async address(viewer: Viewer, id: number) {
      return presentAddress(await visibleInstallation(db, viewer, id));
    },

    putAddress: (viewer: Viewer, id: number, body: AddressBody, t: Translator) => saveAddress(viewer, id, body, t, 'plain'),
    putCompletedAddress: (viewer: Viewer, id: number, body: AddressBody, t: Translator) => saveAddress(viewer, id, body, t, 'completed'),

    async products(viewer: Viewer, id: number, lang: Lang) {
      const row = await visibleInstallation(db, viewer, id);
      const list = await productsOfInstallation(db, id, lang);
      return { ...outfit(row), products: list.map((p) => presentProduct(deps.storage, p)) };
    },

    /** Catalogue products of the installation's certification type (products.kind), none archived, none twice. */
    async putProducts(viewer: Viewer, id: number, body: ProductsBody, lang: Lang) {
      const row = await visibleInstallation(db, viewer, id);
      const type = await certificationTypeById(db, row.certificationTypeId);
      const ids = body.products.map((p) => p.id);
      const found = new Map((await productsByIds(db, ids, lang)).map((p) => [p.id, p]));
      const fields: Record<string, string[]> = {};
      ids.forEach((pid, i) => {
        const p = found.get(pid);
        const reason = !p
          ? 'ProductUnknown'
          : p.archived
            ? 'ProductArchived'
            : p.kind !== type?.code
              ? 'ProductWrongType'
              : ids.indexOf(pid) !== i
                ? 'ProductTwice'
                : null;
        if (reason) fields[`products.${i}.id`] = [`installation${reason}`];
      });
      if (Object.keys(fields).length) throw new FieldsError(fields);
      await step(viewer, id, 'products', 'plain', (tx, locked) =>
        changeInstallation(
          tx,
          viewer.id,
          id,
          {
            ...(body.severalBlocks === undefined ? {} : { severalBlocks: body.severalBlocks }),
            ...(body.indoorBlocksCount === undefined ? {} : { indoorBlocksCount: body.indoorBlocksCount }),
            ...(body.outdoorBlocksCount === undefined ? {} : { outdoorBlocksCount: body.outdoorBlocksCount }),
            wizardStep: reachedStep(locked, 'products'),
          },
          { productIds: ids },
        ),
      );
      return this.products(viewer, id, lang);
    },

    async details(viewer: Viewer, id: number, t: Translator) {
      return presentDetails(t, await visibleInstallation(db, viewer, id));
    },

    putDetails: (viewer: Viewer, id: number, body: DetailsBody, t: Translator, lang: Lang) => saveDetails(viewer, id, body, t, lang, 'plain'),
    putCompletedDetails: (viewer: Viewer, id: number, body: DetailsBody, t: Translator, lang: Lang) => saveDetails(viewer, id, body, t, lang, 'completed'),
  };
}
