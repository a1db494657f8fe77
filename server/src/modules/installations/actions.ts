import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installationPhotos, installations, installationVersions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { enforce } from '../../lib/policy';
import type { UploadsService } from '../uploads';
import { installationCard, type CardDeps } from './card';
import { changeInstallation, recordEvent } from './history';
import { conflict } from './conflicts';
import { installationPolicy as policy } from './policy';
import { lockInstallation, visibleInstallation } from './rows';
import { proposeChange, versionsOf, type Snapshot } from './signing';

/** The card's actions other than the wizard and completion: delete a draft, cancel, place, add photos. */
export function createActions(deps: CardDeps & { uploads: UploadsService }) {
  const { db, uploads } = deps;
  return {
    /** installation.delete: only a draft (by its creator, the only one who sees it); 409 otherwise. */
    async remove(viewer: Viewer, id: number) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        enforce(policy.delete(viewer, row), conflict);
        await tx.db.delete(installations).where(eq(installations.id, id));
      });
      return { ok: true as const };
    },

    /** installation.cancel: NEW or AWAITING_CONFIRMATION, with a reason; kept, read-only. */
    async cancel(viewer: Viewer, id: number, reason: string, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        enforce(policy.cancel(viewer, row), conflict);
        await changeInstallation(tx, viewer.id, id, { code: 'CANCELLED', cancelReason: reason, cancelledAt: deps.clock.now() });
      });
      return installationCard(deps, viewer, id, t, lang);
    },

    /** Where the equipment stands (the card's "change place"); not on a cancelled installation. */
    async place(viewer: Viewer, id: number, place: string, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        enforce(policy.changePlace(viewer, row), conflict);
        await changeInstallation(tx, viewer.id, id, { place });
      });
      return installationCard(deps, viewer, id, t, lang);
    },

    /**
     * Photos from the viewer's own finished uploads (POST /temp-files), claimed in the same transaction as
     * the rows: someone else's, unknown or expired paths, or a video, are a 422 on `photos` and add nothing. On a
     * record the client signed they join the change waiting for the client's new code (docs/decisions/0031).
     */
    async addPhotos(viewer: Viewer, id: number, paths: string[], t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        enforce(policy.addPhotos(viewer, row), conflict);
        const photos = await uploads.claim(tx, viewer, paths, { kind: 'photos' });
        if ((await versionsOf(tx.db, id)).signed) {
          await proposeChange(tx, id, viewer.id, (current) => ({ ...current, photos: [...current.photos, ...photos.map((p) => p.key)] }));
          await recordEvent(tx, viewer.id, id, 'changeProposed');
          return;
        }
        await tx.db.insert(installationPhotos).values(photos.map((p) => ({ installationId: id, key: p.key, uploadedBy: viewer.id })));
        await recordEvent(tx, viewer.id, id, 'photosAdded', photos.length);
      });
      return installationCard(deps, viewer, id, t, lang);
    },

    /** The change waiting for the client's code is dropped: the signed record stays, the change's new photos go. */
    async withdrawChange(viewer: Viewer, id: number, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        const { signed, pending } = await versionsOf(tx.db, id);
        enforce(policy.withdrawChange(viewer, row, { changePending: pending !== null }), conflict);
        // A change is pending only beside a signed version (signing.ts `versionsOf`).
        await tx.db.delete(installationVersions).where(and(eq(installationVersions.installationId, id), eq(installationVersions.version, pending!.version)));
        uploads.release(
          tx,
          (pending!.snapshot as Snapshot).photos.filter((key) => !(signed!.snapshot as Snapshot).photos.includes(key)),
        );
        await recordEvent(tx, viewer.id, id, 'changeWithdrawn');
      });
      return installationCard(deps, viewer, id, t, lang);
    },
  };
}
