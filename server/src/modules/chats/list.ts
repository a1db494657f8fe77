import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChatListItem, chatsQuery, ChatStatus, Lang, Page, RoleName } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { addressLine } from '../../lib/address-line';
import { fullName } from '../../lib/names';
import { offsetOf, toPage } from '../../lib/paging';
import { isSupport } from './people';

export type ChatFilters = { equipment?: number; status?: ChatStatus };

/** What `viewer` may see (their own chats; support all), narrowed by the state. */
function scopeWhere(viewer: Viewer, f: ChatFilters): SQL {
  const parts: SQL[] = [scopeOf('chats', viewer) ?? sql`true`];
  if (f.status) parts.push(sql`chats.status = ${f.status}`);
  return sql.join(parts, sql` and `);
}

/** `scopeWhere`, narrowed by the equipment too: the chat's own product, or one of its job's products. */
function listWhere(viewer: Viewer, f: ChatFilters): SQL {
  if (!f.equipment) return scopeWhere(viewer, f);
  return sql`${scopeWhere(viewer, f)} and (chats.product_id = ${f.equipment} or exists (select 1 from installation_products ip
                    where ip.installation_id = chats.installation_id and ip.product_id = ${f.equipment}))`;
}

/**
 * How many chats `listWhere` keeps: an author's counted along their page index, support's kept by the database.
 * With equipment, the same rows found from the product instead (the chats that name it, index chats_product_scope_idx,
 * and the chats of the jobs that have it, installation_products_product_job_idx then chats_job_scope_idx; all three
 * read from the index alone), a few thousand rows however many chats there are: testing each visible chat against the
 * product read every one of them (support: a million probes).
 */
function countStatement(viewer: Viewer, f: ChatFilters): SQL {
  if (!f.equipment && isSupport(viewer)) {
    // Support sees every chat: its totals are kept per state (chat_totals, docs/decisions/0057-chat-totals.md).
    const chatsOf = { open: sql`open_chats`, closed: sql`closed_chats`, all: sql`open_chats + closed_chats` }[f.status ?? 'all'];
    return sql`select coalesce(sum(${chatsOf}), 0)::int as total from chat_totals`;
  }
  if (!f.equipment) return sql`select count(*)::int as total from chats where ${scopeWhere(viewer, f)}`;
  const where = scopeWhere(viewer, f);
  return sql`select count(*)::int as total from (
      select chats.id from chats where chats.product_id = ${f.equipment} and ${where}
      union
      select chats.id from installation_products ip join chats on chats.installation_id = ip.installation_id where ip.product_id = ${f.equipment} and ${where}
    ) matching`;
}

const productName = (lang: Lang, id: SQL) =>
  sql`(select coalesce(tr.name, p.sku) from products p left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang} where p.id = ${id})`;

export type ChatListRow = {
  id: number;
  subject: string;
  status: ChatStatus;
  installation_id: number;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  region: string | null;
  area: string | null;
  product_id: number | null;
  product_name: string | null;
  author_id: number;
  author_name: string;
  author_lastname: string;
  author_role: RoleName;
  awaiting_answer: boolean;
  created_at: Date | string;
  unread_count: number;
  last_id: number | null;
  last_at: Date | string | null;
  last_content: string | null;
  last_attachments: number | null;
  last_from_id: number | null;
  last_from_name: string | null;
  last_from_lastname: string | null;
  last_from_role: RoleName | null;
};

/**
 * The list's two statements, the total and one page, as `listChats` runs them (bench/chats.ts explains these). The
 * author's newest activity first (index chats_author_page_idx); support's inbox puts the chats awaiting an answer first,
 * then by newest activity (chats_inbox_page_idx, and chats_state_inbox_idx for one state). Each index ends in the id,
 * the order's last key, so a page is read from it and stops there; without the id every visible row was read and sorted.
 */
export function listStatements(viewer: Viewer, f: ChatFilters, page: number, perPage: number, lang: Lang): { count: SQL; page: SQL } {
  const where = listWhere(viewer, f);
  // `nulls last` as the indexes are built (drizzle's `desc()`); the columns are never null, so the order is the same, but
  // PostgreSQL matches an index to an order by its nulls too.
  const order = isSupport(viewer)
    ? sql`chats.awaiting_answer desc nulls last, chats.last_message_at desc nulls last, chats.id desc nulls last`
    : sql`chats.last_message_at desc nulls last, chats.id desc nulls last`;
  const unread = isSupport(viewer) ? sql`chats.author_messages` : sql`chats.support_messages`;
  return {
    count: countStatement(viewer, f),
    page: sql`select chats.id, chats.subject, chats.status, chats.installation_id,
            i.city, i.street, i.house, i.flat, i.region, i.area,
            chats.product_id, ${productName(lang, sql`chats.product_id`)} as product_name,
            chats.author_id, a.name as author_name, a.lastname as author_lastname, ar.name as author_role,
            chats.awaiting_answer, chats.created_at,
            (${unread} - coalesce((select r.seen_count from chat_reads r where r.chat_id = chats.id and r.user_id = ${viewer.id}), 0))::int as unread_count,
            m.id as last_id, m.created_at as last_at, m.content as last_content, jsonb_array_length(m.attachments) as last_attachments,
            m.author_id as last_from_id, f.name as last_from_name, f.lastname as last_from_lastname, fr.name as last_from_role
          from (select chats.* from chats where ${where} order by ${order} limit ${perPage} offset ${offsetOf(page, perPage)}) chats
          join installations i on i.id = chats.installation_id
          join users a on a.id = chats.author_id
          join roles ar on ar.id = a.role_id
          left join chat_messages m on m.id = chats.last_message_id
          left join users f on f.id = m.author_id
          left join roles fr on fr.id = f.role_id
          order by ${order}`,
  };
}

/** One page of chats and the total (`listStatements`). */
export async function listChats(db: Db, viewer: Viewer, f: ChatFilters, page: number, perPage: number, lang: Lang) {
  const statements = listStatements(viewer, f, page, perPage, lang);
  const [count, rows] = await Promise.all([rowsOf<{ total: number }>(db, statements.count), rowsOf<ChatListRow>(db, statements.page)]);
  return { total: count[0].total, rows };
}

/**
 * The catalogue products of the installations of `viewer`'s chats and the products their chats name (the equipment
 * filter's choices): the statement. Asked product by product (does a visible chat name it, or a visible chat's job have
 * it), which the planner answers from the product's side for support (an index probe or two a product: 10 ms at a
 * million chats, where gathering the products of every chat's job took 0.5–3 s) and from the author's own chats for an
 * author (their chats' products hashed once).
 */
export const productsStatement = (viewer: Viewer, lang: Lang) => {
  const scope = scopeOf('chats', viewer) ?? sql`true`;
  return sql`select p.id, coalesce(tr.name, p.sku) as name from products p
        left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
        where exists (select 1 from chats where chats.product_id = p.id and ${scope})
           or exists (select 1 from installation_products ip join chats on chats.installation_id = ip.installation_id where ip.product_id = p.id and ${scope})
        order by 2, 1`;
};

/** The catalogue products of the installations of `viewer`'s chats (the equipment filter's choices). */
export async function chatProducts(db: Db, viewer: Viewer, lang: Lang) {
  return rowsOf<{ id: number; name: string }>(db, productsStatement(viewer, lang));
}

function presentListItem(r: ChatListRow, t: Translator): ChatListItem {
  const person = (id: number, name: string, lastname: string, role: ChatListRow['author_role']) => ({
    id,
    fullName: fullName({ name, lastname }),
    role,
    isSupport: role === 'ADMIN',
  });
  return {
    id: r.id,
    subject: r.subject,
    status: r.status,
    installation: { id: r.installation_id, address: addressLine(r, t) },
    product: r.product_id !== null && r.product_name !== null ? { id: r.product_id, name: r.product_name } : null,
    author: person(r.author_id, r.author_name, r.author_lastname, r.author_role),
    lastMessage:
      r.last_id === null
        ? null
        : {
            id: r.last_id,
            datetime: iso(r.last_at!),
            content: r.last_content!,
            from: person(r.last_from_id!, r.last_from_name!, r.last_from_lastname!, r.last_from_role!),
            attachmentsCount: r.last_attachments ?? 0,
          },
    awaitingAnswer: r.awaiting_answer,
    unread: r.unread_count > 0,
    unreadCount: r.unread_count,
    createdAt: iso(r.created_at),
  };
}

/** The chat list (support's inbox) and its equipment filter. */
export function createChatList(db: Db) {
  return {
    async list(viewer: Viewer, q: z.infer<typeof chatsQuery>, t: Translator, url: (page: number) => string): Promise<Page<ChatListItem>> {
      const { total, rows } = await listChats(db, viewer, { equipment: q.equipment, status: q.status }, q.page, q.perPage, q.lang);
      return toPage(
        rows.map((r) => presentListItem(r, t)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },

    async filters(viewer: Viewer, lang: Lang) {
      return { equipment: await chatProducts(db, viewer, lang) };
    },
  };
}
