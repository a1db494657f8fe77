import { eq } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installations } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { installationCard, type CardDeps } from './card';
import { changeInstallation } from './history';
import { conflict, lockInstallation, visibleInstallation } from './rows';

/** The card's actions other than the wizard and completion: delete a draft, cancel, place. */
export function createActions(deps: CardDeps) {
  const { db } = deps;
  return {
    /** DOMAIN.md: only a draft may be deleted (by its creator, the only one who sees it); 409 otherwise. */
    async remove(viewer: Viewer, id: number) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        if (row.code !== 'DRAFT') throw conflict('notDraft');
        await tx.db.delete(installations).where(eq(installations.id, id));
      });
      return { ok: true as const };
    },

    /** DOMAIN.md: NEW or AWAITING_CONFIRMATION, with a reason; kept, read-only. */
    async cancel(viewer: Viewer, id: number, reason: string, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        if (row.code !== 'NEW' && row.code !== 'AWAITING_CONFIRMATION') throw conflict('notCancellable');
        await changeInstallation(tx, viewer.id, id, { code: 'CANCELLED', cancelReason: reason, cancelledAt: new Date() });
      });
      return installationCard(deps, viewer, id, t, lang);
    },

    /** Where the equipment stands (the card's "change place"); not on a cancelled installation. */
    async place(viewer: Viewer, id: number, place: string, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const row = await lockInstallation(tx.db, id);
        if (row.code === 'CANCELLED') throw conflict('cancelled');
        await changeInstallation(tx, viewer.id, id, { place });
      });
      return installationCard(deps, viewer, id, t, lang);
    },
  };
}
