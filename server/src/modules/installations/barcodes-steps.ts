import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { messageKey, type Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installationProducts, installationUnitRefs, installationUnits } from '../../db/schema';
import { isUniqueViolation } from '../users';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import { allowed, enforce } from '../../lib/policy';
import { checkSerials, barcodeProducts, presentHit, productMap, type SerialCheck } from './barcodes';
import type { CompletionDeps } from './completion-deps';
import { changeInstallation, recordEvent, refreshSearchText } from './history';
import { productsOfInstallation } from './products';
import { conflict } from './conflicts';
import { installationPolicy as policy } from './policy';
import { lockInstallation, visibleInstallation, type InstallationRow } from './rows';
import { proposeChange, snapshotOf, versionsOf, type Snapshot, type SnapshotUnit } from './signing';
import { assertStepAllowed, reachedStep, type WizardPath } from './steps';
import { extendedGuaranteeStanding } from './warranty-eligibility';

/** A checked serial as the record lists it. */
const recordUnit = (c: SerialCheck): SnapshotUnit => ({
  serial: c.serial,
  productId: c.match!.productId,
  blockId: c.match!.blockId,
  ...(c.refer ? { from: c.refer.installationId } : {}),
});

/** The products the units belong to join the equipment (the completed-installation wizard has no equipment step). */
export async function addUnitProducts(tx: Tx, actorId: number, id: number, productIds: number[], patch: Parameters<typeof changeInstallation>[3] = {}) {
  const listed = (
    await tx.db
      .select({ id: installationProducts.productId })
      .from(installationProducts)
      .where(eq(installationProducts.installationId, id))
      .orderBy(asc(installationProducts.position))
  ).map((p) => p.id);
  const all = [...new Set([...listed, ...productIds])];
  await changeInstallation(tx, actorId, id, patch, all.length > listed.length ? { productIds: all } : {});
}

/**
 * Writes a record's units to the tables: its own units registered here, and the units it refers to on earlier
 * installations. A unit that stays keeps its row (its warranty, maintenance dates and service log). Answers the
 * serials registered before and after. 422 when a serial was registered elsewhere meanwhile (the unique index decides).
 */
export async function writeUnits(tx: Tx, id: number, units: SnapshotUnit[]) {
  const own = units.filter((u) => u.from === undefined);
  const referred = units.filter((u) => u.from !== undefined);
  const existing = await tx.db
    .select({ id: installationUnits.id, serial: installationUnits.serial })
    .from(installationUnits)
    .where(eq(installationUnits.installationId, id));
  const gone = existing.filter((e) => !own.some((u) => u.serial === e.serial));
  const added = own.filter((u) => !existing.some((e) => e.serial === u.serial));
  if (gone.length)
    await tx.db.delete(installationUnits).where(
      inArray(
        installationUnits.id,
        gone.map((g) => g.id),
      ),
    );
  try {
    if (added.length)
      await tx.db.insert(installationUnits).values(added.map((u) => ({ installationId: id, productId: u.productId, blockId: u.blockId, serial: u.serial })));
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldsError({ barcodes: [messageKey('warrantySerialTaken', { serial: added.map((u) => u.serial).join(', ') })] });
    throw err;
  }
  await tx.db.delete(installationUnitRefs).where(eq(installationUnitRefs.installationId, id));
  if (referred.length) {
    const found = await tx.db
      .select({ id: installationUnits.id, serial: installationUnits.serial })
      .from(installationUnits)
      .where(
        and(
          inArray(
            installationUnits.serial,
            referred.map((r) => r.serial),
          ),
          ne(installationUnits.installationId, id),
        ),
      );
    const missing = referred.filter((r) => !found.some((f) => f.serial === r.serial));
    if (missing.length) throw new FieldsError({ barcodes: [messageKey('warrantySerialTaken', { serial: missing.map((u) => u.serial).join(', ') })] });
    await tx.db.insert(installationUnitRefs).values(found.map((f) => ({ installationId: id, unitId: f.id })));
  }
  await refreshSearchText(tx.db, id);
  return { before: existing.map((e) => e.serial).sort(), after: own.map((u) => u.serial).sort(), added: added.map((u) => u.serial) };
}

/**
 * Serials (docs/domain.md#units-per-work-kind): the lookup the scanner calls for each
 * barcode, and the barcodes step that registers the units. The rule that maps a serial to a catalogue block is
 * barcodes-rule.ts; a service or maintenance job refers to units registered earlier (docs/decisions/0031). Once the
 * client signed the record, a change of the units waits for the client's new code (signing.ts).
 */
export function createBarcodes(deps: CompletionDeps) {
  const { db, storage, clock } = deps;

  /** The installer the extended guarantee is judged for: the assigned one, else the installer filling in the wizard. */
  const installerFor = (viewer: Viewer, row: InstallationRow) => row.installerId ?? (viewer.role === 'INSTALLER' ? viewer.id : null);

  async function barcodesSet(viewer: Viewer, row: InstallationRow, t: Translator, lang: Lang) {
    const [standing, { pending }, live] = await Promise.all([
      extendedGuaranteeStanding(db, t, lang, row, installerFor(viewer, row), clock.now()),
      versionsOf(db, row.id),
      snapshotOf(db, row.id),
    ]);
    const record = pending ? (pending.snapshot as Snapshot) : live;
    return {
      id: row.id,
      certificationTypeId: row.certificationTypeId,
      canAddBlocks: allowed(row.code === 'DRAFT' ? policy.update(viewer, row) : policy.registerUnits(viewer, row)),
      extendedGuarantee: row.extendedGuarantee,
      extendedGuaranteeApplies: standing.applies,
      extendedGuaranteeReason: standing.reason,
      products: await barcodeProducts(db, storage, row.id, lang, record.units),
    };
  }

  async function saveUnits(viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang, path: WizardPath) {
    const visible = await visibleInstallation(db, viewer, id);
    const preferredProductIds = (await productsOfInstallation(db, id, lang)).map((p) => p.id);
    const checks = await checkSerials(db, body.barcodes, {
      installationId: id,
      workOrderType: visible.workOrderType,
      clientId: visible.clientId,
      preferredProductIds,
    });
    const fields: Record<string, string[]> = {};
    checks.forEach((c, i) => {
      if (c.error) fields[`barcodes.${i}`] = [messageKey(c.error, { serial: c.serial })];
    });
    const { signed } = await versionsOf(db, id);
    // The extended guarantee was decided when the client signed; a later change of units does not reopen it.
    if (body.extendedGuarantee && !signed) {
      const standing = await extendedGuaranteeStanding(db, t, lang, visible, installerFor(viewer, visible), clock.now());
      if (standing.applies === false) fields.extendedGuarantee = [messageKey('warrantyExtendedRefused', { reason: standing.reason })];
    }
    if (Object.keys(fields).length) throw new FieldsError(fields);
    const units = checks.map(recordUnit);

    await transaction(db, async (tx) => {
      const row = await lockInstallation(tx.db, id);
      if (row.code === 'DRAFT' || path === 'completed') assertStepAllowed(viewer, row, 'barcodes', path);
      else enforce(policy.registerUnits(viewer, row), conflict);
      if (signed) {
        const { pending, replaced } = await proposeChange(tx, id, viewer.id, (current) => ({ ...current, units }));
        if (pending || replaced) await recordEvent(tx, viewer.id, id, pending ? 'changeProposed' : 'changeWithdrawn');
        return;
      }
      const { before, after } = await writeUnits(tx, id, units);
      await addUnitProducts(
        tx,
        viewer.id,
        id,
        units.map((u) => u.productId),
        {
          extendedGuarantee: body.extendedGuarantee,
          ...(row.code === 'DRAFT' ? { wizardStep: reachedStep(row, 'barcodes') } : {}),
        },
      );
      if (before.join() !== after.join() || units.some((u) => u.from !== undefined))
        await recordEvent(
          tx,
          viewer.id,
          id,
          'units',
          units.map((u) => u.serial),
        );
    });
    return barcodesSet(viewer, await visibleInstallation(db, viewer, id), t, lang);
  }

  return {
    /** Each barcode → its product and block, the unit it refers to, or why it cannot be used; never who registered it. */
    async searchBarcodes(viewer: Viewer, body: { barcodes: string[]; installationId?: number }, t: Translator, lang: Lang) {
      const row = body.installationId ? await visibleInstallation(db, viewer, body.installationId) : null;
      const preferredProductIds = row ? (await productsOfInstallation(db, row.id, lang)).map((p) => p.id) : [];
      const checks = await checkSerials(db, body.barcodes, {
        installationId: row?.id ?? null,
        workOrderType: row?.workOrderType,
        clientId: row?.clientId,
        preferredProductIds,
      });
      const products = await productMap(
        db,
        checks.flatMap((c) => (c.match ? [c.match.productId] : [])),
        lang,
      );
      return checks.map((c) => presentHit(storage, t, c, products));
    },

    async getBarcodes(viewer: Viewer, id: number, t: Translator, lang: Lang) {
      return barcodesSet(viewer, await visibleInstallation(db, viewer, id), t, lang);
    },

    putBarcodes: (viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang) =>
      saveUnits(viewer, id, body, t, lang, 'plain'),
    putCompletedBarcodes: (viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang) =>
      saveUnits(viewer, id, body, t, lang, 'completed'),
  };
}
