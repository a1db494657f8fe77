import {
  infoPageKeys,
  infoPageSchemas,
  locales,
  type AuditAction,
  type InfoPage,
  type InfoPageDraft,
  type InfoPageKey,
  type Lang,
} from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { FieldsError, notFound } from '../../lib/http-errors';
import { bumpContentVersion } from '../news';
import { documentOf, loggedChange, sameDocument } from './changes';
import type { InfoPagesDeps } from './deps';
import { pageRow, pageRows, updatePage, type InfoPageRow } from './rows';

type Document = Record<string, unknown>;
/** What a change sets on a page's row, and the documents the log compares. */
type Change = { set: Partial<Pick<InfoPageRow, 'draft' | 'published' | 'publishedAt'>>; before: Document; after: Document };

const titleOf = (document: Document) => String(document.title ?? '');

/**
 * The information pages (docs/decisions/0043-information-pages-in-the-database.md): the public pages read a page's
 * published document; support saves drafts of it, discards them and publishes them, each logged, and publishing moves
 * the content version in its transaction (so the web renders the page again within seconds).
 */
export function createInfoPagesService({ db, clock, audit }: InfoPagesDeps) {
  async function adminPage(key: InfoPageKey) {
    const rows = await pageRows(db, key);
    const texts = locales.map((lang) => {
      const row = rows.find((r) => r.lang === lang);
      if (!row) throw notFound();
      return [
        lang,
        { id: row.id, published: row.published, publishedAt: row.publishedAt.toISOString(), draft: row.draft, updatedAt: row.updatedAt.toISOString() },
      ] as const;
    });
    return { key, texts: Object.fromEntries(texts) as Record<Lang, (typeof texts)[number][1]> };
  }

  async function change(viewer: Viewer, key: InfoPageKey, lang: Lang, action: AuditAction, changeOf: (row: InfoPageRow, now: Date) => Change) {
    await transaction(db, async (tx) => {
      const row = await pageRow(tx.db, key, lang, { lock: true });
      if (!row) throw notFound();
      const now = clock.now();
      const { set, before, after } = changeOf(row, now);
      await updatePage(tx.db, row.id, { ...set, updatedAt: now, updatedBy: viewer.id });
      await audit.record(tx, { actorId: viewer.id, action, subjectType: 'infoPage', subjectId: row.id, ...loggedChange(before, after) });
      if (set.published) await bumpContentVersion(tx);
    });
    return adminPage(key);
  }

  return {
    async publicPage(key: InfoPageKey, lang: Lang) {
      const row = await pageRow(db, key, lang);
      if (!row) throw notFound();
      // Held to the page's shape when it was saved as a draft.
      return { key, lang, document: row.published, publishedAt: row.publishedAt.toISOString() } as InfoPage;
    },

    async adminPages() {
      const rows = await pageRows(db);
      const keys = infoPageKeys.filter((key) => rows.some((row) => row.key === key));
      return keys.map((key) => ({
        key,
        texts: Object.fromEntries(
          rows
            .filter((row) => row.key === key)
            .map((row) => [
              row.lang,
              {
                title: titleOf(row.draft ?? row.published),
                publishedAt: row.publishedAt.toISOString(),
                hasDraft: row.draft !== null,
                updatedAt: row.updatedAt.toISOString(),
              },
            ]),
        ) as Record<Lang, { title: string; publishedAt: string; hasDraft: boolean; updatedAt: string }>,
      }));
    },

    adminPage,

    /** 422 `document` (naming the first wrong text's path) when it is not the page's shape; a draft equal to the published text is none. */
    saveDraft(viewer: Viewer, key: InfoPageKey, lang: Lang, { document }: InfoPageDraft) {
      const draft = documentOf(infoPageSchemas[key], document) as Document;
      return change(viewer, key, lang, 'infoPage.update', (row) => ({
        set: { draft: sameDocument(draft, row.published) ? null : draft },
        before: row.draft ?? row.published,
        after: draft,
      }));
    },

    discardDraft: (viewer: Viewer, key: InfoPageKey, lang: Lang) =>
      change(viewer, key, lang, 'infoPage.discard', (row) => ({ set: { draft: null }, before: row.draft ?? row.published, after: row.published })),

    /** 422 `draft` when there is no draft to publish. */
    publish: (viewer: Viewer, key: InfoPageKey, lang: Lang) =>
      change(viewer, key, lang, 'infoPage.publish', (row, now) => {
        if (!row.draft) throw new FieldsError({ draft: ['infoPageNoDraft'] });
        return { set: { published: row.draft, draft: null, publishedAt: now }, before: row.published, after: row.draft };
      }),
  };
}

export type InfoPagesService = ReturnType<typeof createInfoPagesService>;
