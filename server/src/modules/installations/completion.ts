import { eq } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installationUnits, products } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { forbidden } from '../../lib/http-errors';
import { installationCard } from './card';
import { newCertificateToken } from './certificate';
import { createClientCode } from './client-code';
import { completionConflict, recipientOf, type CompletionDeps } from './completion-deps';
import { guaranteeEnd, maintenanceDueOn } from './guarantee';
import { addressLine, changeInstallation, recordEvent } from './history';
import { lockInstallation, visibleInstallation, type InstallationRow } from './rows';
import { recordVersion } from './signing';
import { certificationStanding } from './warranty-eligibility';

/**
 * DOMAIN.md "Installations", completion: the assigned installer has an SMS code sent to the client
 * (NEW → AWAITING_CONFIRMATION; again to resend), then enters the code the client reads out →
 * COMPLETED: the warranty of every unit starts, the commissioning record is signed by the client, a
 * certificate token is drawn, and the client is asked (in real time and by a notification) to grade.
 * The codes are the sign-in codes' (modules/codes): 10 minutes, 5 tries each, the same SMS caps.
 */
export function createCompletion(deps: CompletionDeps) {
  const { db, clock, codes, notifications, realtime } = deps;
  const clientCode = createClientCode(deps);

  /** Visible (else 404) and assigned to this installer (else 403: only they complete it). */
  async function assigned(viewer: Viewer, id: number) {
    const row = await visibleInstallation(db, viewer, id);
    if (viewer.role !== 'INSTALLER' || row.installerId !== viewer.id) throw forbidden();
    return row;
  }

  /** Each unit's warranty end from the completion day; extended when the installer was certified that day. */
  async function startWarranty(tx: Parameters<Parameters<typeof transaction>[1]>[0], row: InstallationRow, completedAt: Date) {
    const extended = row.extendedGuarantee && row.installerId !== null && (await certificationStanding(tx.db, row.installerId, row.certificationTypeId, completedAt)).state === 'ACTIVE';
    const units = await tx.db
      .select({ id: installationUnits.id, years: products.guaranteeYears })
      .from(installationUnits)
      .innerJoin(products, eq(products.id, installationUnits.productId))
      .where(eq(installationUnits.installationId, row.id));
    for (const unit of units) {
      await tx.db
        .update(installationUnits)
        .set({ extended, guaranteeExpiresAt: guaranteeEnd(completedAt, unit.years, extended), maintenanceDueOn: maintenanceDueOn(completedAt) })
        .where(eq(installationUnits.id, unit.id));
    }
    return extended;
  }

  return {
    /** Texts the client a completion code: NEW (→ AWAITING_CONFIRMATION) or AWAITING_CONFIRMATION (a resend). */
    async sendCode(viewer: Viewer, id: number, ip: string) {
      const row = await assigned(viewer, id);
      if (row.code !== 'NEW' && row.code !== 'AWAITING_CONFIRMATION') throw completionConflict('notNew');
      const sent = await clientCode.send(ip, row.clientId, { purpose: 'completion', installationId: id }, (t, code) =>
        t('warranty.sms.completionCode', { code, number: id, address: addressLine(row) }),
      );
      await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, id);
        if (locked.code === 'NEW') await changeInstallation(tx, viewer.id, id, { code: 'AWAITING_CONFIRMATION' });
        await recordEvent(tx, viewer.id, id, 'codeSent');
      });
      return { codeSent: sent.codeSent };
    },

    /** The client's code: right → COMPLETED and signed; wrong → 422 `code` (429 after the caps). */
    async enterCode(viewer: Viewer, id: number, code: string, ip: string, t: Translator, lang: Lang) {
      const row = await assigned(viewer, id);
      if (row.code !== 'AWAITING_CONFIRMATION') throw completionConflict('notAwaiting');
      const verification = await clientCode.check(ip, { purpose: 'completion', installationId: id }, code);
      const client = await recipientOf(db, row.clientId);
      await transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, verification, 'code');
        const locked = await lockInstallation(tx.db, id);
        if (locked.code !== 'AWAITING_CONFIRMATION') throw completionConflict('notAwaiting');
        const completedAt = clock.now();
        const extended = await startWarranty(tx, locked, completedAt);
        await changeInstallation(tx, viewer.id, id, { code: 'COMPLETED', completedAt, extendedGuarantee: extended, certificateToken: locked.certificateToken ?? newCertificateToken() });
        const version = await recordVersion(tx, id, { id: client.id, at: completedAt });
        await recordEvent(tx, client.id, id, 'signed', version?.version ?? null);
        await notifications.notify(tx, { id: client.id, language: client.lang }, {
          kind: 'installationCompleted',
          values: { number: id, address: addressLine(locked) },
          link: `/installations/${id}`,
        });
        tx.afterCommit(() => realtime.emit(client.id, 'installation_needs_confirmation', { installationId: id, to: client.id, workOrderType: locked.workOrderType }));
      });
      return installationCard(deps, viewer, id, t, lang);
    },
  };
}
