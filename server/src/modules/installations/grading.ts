import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { gradesBodySchema, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installationGrades, installationVersions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { enforce } from '../../lib/policy';
import { installationCard } from './card';
import { recipientOf, type CompletionDeps } from './completion-deps';
import { conflict } from './conflicts';
import { addressLine, recordEvent } from './history';
import { installationPolicy } from './policy';
import { lockInstallation, visibleInstallation } from './rows';
import { pages } from '../../../../contracts/pages';

/**
 * docs/domain.md#completion: the client grades work and communication (1–5, optional comments) of a job they confirmed
 * with their code (a signed version exists), once; `installation_confirmed` and a notification go to
 * the installer after the commit.
 */
export function createGrading(deps: CompletionDeps) {
  const { db, notifications, realtime } = deps;
  return {
    async confirm(viewer: Viewer, id: number, grades: z.infer<typeof gradesBodySchema>, t: Translator, lang: Lang) {
      await visibleInstallation(db, viewer, id);
      await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, id);
        const [[signed], [graded]] = await Promise.all([
          tx.db
            .select({ version: installationVersions.version })
            .from(installationVersions)
            .where(and(eq(installationVersions.installationId, id), isNotNull(installationVersions.signedAt)))
            .limit(1),
          tx.db.select({ id: installationGrades.installationId }).from(installationGrades).where(eq(installationGrades.installationId, id)),
        ]);
        enforce(installationPolicy.grade(viewer, locked, { signed: signed !== undefined, graded: graded !== undefined }), conflict);
        const [stored] = await tx.db
          .insert(installationGrades)
          .values({
            installationId: id,
            clientId: viewer.id,
            installerId: locked.installerId,
            workRating: grades.work.rating,
            workComment: grades.work.comment || null,
            communicationRating: grades.communication.rating,
            communicationComment: grades.communication.comment || null,
          })
          .onConflictDoNothing()
          .returning({ id: installationGrades.installationId });
        // Graded meanwhile by a parallel request: the primary key keeps one.
        if (!stored) throw conflict('graded');
        await recordEvent(tx, viewer.id, id, 'graded', { work: grades.work.rating, communication: grades.communication.rating });
        const installerId = locked.installerId;
        if (installerId !== null) {
          const installer = await recipientOf(tx.db, installerId);
          await notifications.notify(
            tx,
            { id: installer.id, language: installer.lang },
            {
              kind: 'installationConfirmed',
              values: { number: id, address: addressLine(locked, installer.t) },
              link: pages.installation(id),
            },
          );
          tx.afterCommit(() => realtime.emit(installerId, 'installation_confirmed', { installationId: id }));
        }
      });
      return installationCard(deps, viewer, id, t, lang);
    },
  };
}
