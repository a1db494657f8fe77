import { eq } from 'drizzle-orm';
import { siteContactsIn, siteContactsSchema, type Lang, type SiteContactsDocument } from '../../../../contracts';
import type { Viewer } from '../../access';
import { siteContacts } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { bumpContentVersion } from '../news';
import { documentOf, loggedChange, sameDocument } from './changes';
import type { InfoPagesDeps } from './deps';

type Row = typeof siteContacts.$inferSelect;

const adminView = (row: Row) => ({ id: row.id, document: row.document as SiteContactsDocument, updatedAt: row.updatedAt.toISOString() });

/**
 * The site's contact details and service points (docs/decisions/0044-site-contacts-in-the-database.md): the public
 * pages read them in their language; support saves the whole document, logged, and the content version moves with it
 * so every page that shows them is renewed within seconds.
 */
export function createSiteContactsService({ db, clock, audit }: InfoPagesDeps) {
  async function row({ lock = false } = {}, on = db) {
    const query = on.select().from(siteContacts).where(eq(siteContacts.id, 1));
    const [found] = await (lock ? query.for('update') : query);
    if (!found) throw notFound();
    return found;
  }

  return {
    /** Held to its shape when it was saved. */
    publicView: async (lang: Lang) => siteContactsIn((await row()).document as SiteContactsDocument, lang),

    adminView: async () => adminView(await row()),

    /** 422 `document` (naming the first wrong value's path) when it is not the document's shape; an unchanged document writes nothing. */
    async save(viewer: Viewer, document: Record<string, unknown>) {
      const parsed = documentOf(siteContactsSchema, document);
      return transaction(db, async (tx) => {
        const before = await row({ lock: true }, tx.db);
        if (sameDocument(before.document, parsed)) return adminView(before);
        const [after] = await tx.db
          .update(siteContacts)
          .set({ document: parsed, updatedAt: clock.now(), updatedBy: viewer.id })
          .where(eq(siteContacts.id, 1))
          .returning();
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'siteContacts.update',
          subjectType: 'siteContacts',
          subjectId: 1,
          ...loggedChange(before.document, parsed),
        });
        await bumpContentVersion(tx);
        return adminView(after);
      });
    },
  };
}

export type SiteContactsService = ReturnType<typeof createSiteContactsService>;
