import { asc, eq } from 'drizzle-orm';
import { messageKey, type Lang } from '../../../../contracts';
import { isDealerRole, type Viewer } from '../../access';
import { installationProducts, installationUnits } from '../../db/schema';
import { isUniqueViolation } from '../users';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import { checkSerials, barcodeProducts, presentHit, productMap } from './barcodes';
import type { CompletionDeps } from './completion-deps';
import { changeInstallation, recordEvent } from './history';
import { productsOfInstallation } from './products';
import { conflict, lockInstallation, mayUpdate, visibleInstallation, type InstallationRow } from './rows';
import { assertStepAllowed, reachedStep } from './steps';
import { extendedGuaranteeStanding } from './warranty-eligibility';

/** The states in which the units of a (non-wizard) installation may still be corrected; after completion a change makes a new unsigned version. */
const UNITS_EDITABLE = new Set(['NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION']);

/** Who registers units outside the wizard: the assigned installer or creator, the dealer of its installer, the admin. */
const mayRegisterUnits = (viewer: Viewer, row: InstallationRow) =>
  viewer.role === 'ADMIN' || isDealerRole(viewer.role) || (viewer.role === 'INSTALLER' && (row.installerId === viewer.id || row.creatorId === viewer.id));

/**
 * Serials (spec "Barcodes set", DOMAIN.md "Equipment, serials and warranty"): the lookup the scanner
 * calls for each barcode, and the barcodes step that registers the units. The rule that maps a serial to
 * a catalogue block is barcodes-rule.ts.
 */
export function createBarcodes(deps: CompletionDeps) {
  const { db, storage, clock } = deps;

  /** The installer the extended guarantee is judged for: the assigned one, else the installer filling in the wizard. */
  const installerFor = (viewer: Viewer, row: InstallationRow) => row.installerId ?? (viewer.role === 'INSTALLER' ? viewer.id : null);

  async function barcodesSet(viewer: Viewer, row: InstallationRow, t: Translator, lang: Lang) {
    const standing = await extendedGuaranteeStanding(db, t, lang, row, installerFor(viewer, row), clock.now());
    return {
      id: row.id,
      certificationTypeId: row.certificationTypeId,
      canAddBlocks: row.code === 'DRAFT' ? mayUpdate(viewer, row) : UNITS_EDITABLE.has(row.code) && mayRegisterUnits(viewer, row),
      extendedGuarantee: row.extendedGuarantee,
      extendedGuaranteeReason: standing.reason,
      products: await barcodeProducts(db, storage, row.id, lang),
    };
  }

  async function saveUnits(viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang, completedPath: boolean) {
    const visible = await visibleInstallation(db, viewer, id);
    const preferred = (await productsOfInstallation(db, id, lang)).map((p) => p.id);
    const checks = await checkSerials(db, body.barcodes, id, preferred);
    const fields: Record<string, string[]> = {};
    checks.forEach((c, i) => {
      if (c.error) fields[`barcodes.${i}`] = [messageKey(c.error, { serial: c.serial })];
    });
    if (body.extendedGuarantee) {
      const standing = await extendedGuaranteeStanding(db, t, lang, visible, installerFor(viewer, visible), clock.now());
      if (standing.applies === false) fields.extendedGuarantee = [messageKey('warrantyExtendedRefused', { reason: standing.reason })];
    }
    if (Object.keys(fields).length) throw new FieldsError(fields);

    await transaction(db, async (tx) => {
      const row = await lockInstallation(tx.db, id);
      if (row.code === 'DRAFT' || completedPath) assertStepAllowed(viewer, row, 'barcodes', completedPath);
      else if (!UNITS_EDITABLE.has(row.code) || !mayRegisterUnits(viewer, row)) throw conflict('notEditable');
      const before = (await tx.db.select({ serial: installationUnits.serial }).from(installationUnits).where(eq(installationUnits.installationId, id))).map((u) => u.serial);
      await tx.db.delete(installationUnits).where(eq(installationUnits.installationId, id));
      try {
        await tx.db.insert(installationUnits).values(checks.map((c) => ({ installationId: id, productId: c.match!.productId, blockId: c.match!.blockId, serial: c.serial })));
      } catch (err) {
        // Registered elsewhere meanwhile: the unique serial index decides.
        if (isUniqueViolation(err)) throw new FieldsError({ barcodes: [messageKey('warrantySerialTaken', { serial: checks.map((c) => c.serial).join(', ') })] });
        throw err;
      }
      // The units' products join the equipment (the completed-installation wizard has no equipment step).
      const listed = (await tx.db.select({ id: installationProducts.productId }).from(installationProducts).where(eq(installationProducts.installationId, id)).orderBy(asc(installationProducts.position))).map((p) => p.id);
      const productIds = [...new Set([...listed, ...checks.map((c) => c.match!.productId)])];
      await changeInstallation(
        tx,
        viewer.id,
        id,
        { extendedGuarantee: body.extendedGuarantee, ...(row.code === 'DRAFT' ? { wizardStep: reachedStep(row, 'barcodes') } : {}) },
        productIds.length > listed.length ? { productIds } : {},
      );
      const after = checks.map((c) => c.serial);
      if (before.join() !== after.join()) await recordEvent(tx, viewer.id, id, 'units', after);
    });
    return barcodesSet(viewer, await visibleInstallation(db, viewer, id), t, lang);
  }

  return {
    /** Each barcode → its product and block, or why it cannot be used; never who registered it. */
    async searchBarcodes(viewer: Viewer, body: { barcodes: string[]; installationId?: number }, t: Translator, lang: Lang) {
      const row = body.installationId ? await visibleInstallation(db, viewer, body.installationId) : null;
      const preferred = row ? (await productsOfInstallation(db, row.id, lang)).map((p) => p.id) : [];
      const checks = await checkSerials(db, body.barcodes, row?.id ?? null, preferred);
      const products = await productMap(db, checks.flatMap((c) => (c.match ? [c.match.productId] : [])), lang);
      return checks.map((c) => presentHit(storage, t, c, products));
    },

    async getBarcodes(viewer: Viewer, id: number, t: Translator, lang: Lang) {
      return barcodesSet(viewer, await visibleInstallation(db, viewer, id), t, lang);
    },

    putBarcodes: (viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang) => saveUnits(viewer, id, body, t, lang, false),
    putCompletedBarcodes: (viewer: Viewer, id: number, body: { barcodes: string[]; extendedGuarantee: boolean }, t: Translator, lang: Lang) => saveUnits(viewer, id, body, t, lang, true),
  };
}
