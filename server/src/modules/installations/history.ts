import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { installationHistory, installationProducts, installations, products } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { formatDay } from '../../i18n/format';
import type { Translator } from '../../i18n/translator';
import { addressLine } from '../../lib/address-line';
import { fullName, nameIn } from '../../lib/names';
import type { CertificationType } from './certifications';
import { lockInstallation, type InstallationRow } from './rows';
import { dayOf, statusOf } from './status';

// Shared with the chats module from lib: the card reads the chats policy, so chats may not import installations back.
export { addressLine };

/**
 * The one way an installation changes (issue 22 "History"): every write goes through
 * `changeInstallation`, which diffs the tracked fields old → new and writes one history row per
 * changed field; things that are not a field (created, photos added, units registered, signed) are
 * events written by `recordEvent`. The card's history tab reads both with `historyJson` and renders them with `presentHistory`.
 */
export type InstallationPatch = Partial<Omit<InstallationRow, 'id' | 'createdAt' | 'updatedAt' | 'searchText'>>;

/** What the history follows, field by field (details key by key). */
function tracked(r: InstallationRow): Record<string, unknown> {
  const details = Object.fromEntries(Object.entries(r.details ?? {}).map(([k, v]) => [`details.${k}`, v ?? null]));
  return {
    workOrderType: r.workOrderType,
    certificationTypeId: r.certificationTypeId,
    clientId: r.clientId,
    installerId: r.installerId,
    code: r.code,
    plannedAt: r.plannedAt,
    address: addressLine(r) || null,
    floor: r.floor,
    severalBlocks: r.severalBlocks,
    indoorBlocksCount: r.indoorBlocksCount,
    outdoorBlocksCount: r.outdoorBlocksCount,
    place: r.place,
    extendedGuarantee: r.extendedGuarantee,
    workDoneOn: r.workDoneOn,
    cancelReason: r.cancelReason,
    ...details,
  };
}

const productSkus = async (db: Db, id: number) =>
  (
    await db
      .select({ sku: products.sku })
      .from(installationProducts)
      .innerJoin(products, eq(products.id, installationProducts.productId))
      .where(eq(installationProducts.installationId, id))
      .orderBy(asc(installationProducts.position))
  ).map((r) => r.sku);

/**
 * Applies `patch` (and, when given, the product list) to installation `id` inside `tx`, writing a
 * history row for every tracked field that changed, and refreshes the list's search text. Answers the
 * row as it is now.
 */
export async function changeInstallation(
  tx: Tx,
  actorId: number | null,
  id: number,
  patch: InstallationPatch,
  options: { productIds?: number[] } = {},
): Promise<InstallationRow> {
  const old = await lockInstallation(tx.db, id);
  const [next] = await tx.db
    .update(installations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(installations.id, id))
    .returning();
  const before = tracked(old);
  const after = tracked(next);
  const changes = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !isDeepStrictEqual(before[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
  if (options.productIds) {
    const was = await productSkus(tx.db, id);
    await tx.db.delete(installationProducts).where(eq(installationProducts.installationId, id));
    await tx.db.insert(installationProducts).values(options.productIds.map((productId, position) => ({ installationId: id, productId, position })));
    const now = await productSkus(tx.db, id);
    if (!isDeepStrictEqual(was, now)) changes.push({ field: 'products', oldValue: was.length ? was : null, newValue: now });
  }
  if (changes.length) await tx.db.insert(installationHistory).values(changes.map((c) => ({ installationId: id, actorId, ...c })));
  await refreshSearchText(tx.db, id);
  return next;
}

/** An event of the installation that is not a field: `created`, `photosAdded` (`{count}`), `units`, `signed`, … */
export async function recordEvent(tx: Tx, actorId: number | null, id: number, event: string, value: unknown = null) {
  await tx.db.insert(installationHistory).values({ installationId: id, actorId, field: event, oldValue: null, newValue: value });
}

/**
 * The list's search text (trigram-indexed): the client's name and phone, the address and the serials,
 * lower-cased (a service job's referred units too). Refreshed by every change; call it after writing units (without `id`: every
 * installation).
 */
export async function refreshSearchText(db: Db, id?: number) {
  await db.execute(sql`
    update installations i set search_text = lower(concat_ws(' ', u.name, u.lastname, u.phone, i.region, i.area, i.city, i.street, i.house, i.flat,
      (select string_agg(s.serial, ' ') from installation_units s
        where s.installation_id = i.id or s.id in (select r.unit_id from installation_unit_refs r where r.installation_id = i.id))))
    from users u where u.id = i.client_id and ${id === undefined ? sql`true` : sql`i.id = ${id}`}`);
}

// The prevention events carry their values (dates, times, the reason) for the text (modules/preventions).
const EVENTS = new Set([
  'created',
  'photosAdded',
  'units',
  'signed',
  'changeProposed',
  'changeWithdrawn',
  'maintainedBy',
  'graded',
  'codeSent',
  'commissioned',
  'preventionPlanned',
  'preventionPostponed',
  'preventionDone',
  'preventionReported',
]);
const USER_FIELDS = new Set(['installerId', 'clientId']);
const OPTION_FIELDS = new Set(['details.outdoorUnitFastening', 'details.outdoorUnitAccess', 'details.drainage']);

type HistoryEntry = {
  id: number;
  actor_id: number | null;
  field: string;
  old_value: unknown;
  new_value: unknown;
  at: Date | string;
  name: string | null;
  lastname: string | null;
};
export type HistoryJson = { entries: HistoryEntry[]; people: { id: number; name: string; lastname: string }[] };

/**
 * The history tab's reads as one json value, for a statement that reads more beside it: every entry with its actor's
 * name, oldest first, and the users a user field names. `presentHistory` makes the text of it.
 */
export const historyJson = (installationId: SQL) =>
  sql`json_build_object(
    'entries', (select coalesce(json_agg(e order by e.at, e.id), '[]'::json) from (
      select h.id, h.actor_id, h.field, h.old_value, h.new_value, h.at, u.name, u.lastname
      from installation_history h left join users u on u.id = h.actor_id where h.installation_id = ${installationId}) e),
    'people', (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'lastname', p.lastname)), '[]'::json) from users p where p.id in (
      select (v.value #>> '{}')::numeric::int from installation_history h cross join lateral (values (h.old_value), (h.new_value)) v(value)
      where h.installation_id = ${installationId} and h.field in (${sql.join(
        [...USER_FIELDS].map((f) => sql`${f}`),
        sql`, `,
      )}) and jsonb_typeof(v.value) = 'number')))`;

/** The history tab: every entry, oldest first, as text in the request's language (`types`: every certification type). */
export function presentHistory(t: Translator, lang: Lang, { entries: rows, people }: HistoryJson, types: Pick<CertificationType, 'id' | 'name'>[]) {
  const personName = new Map(people.map((p) => [p.id, fullName(p)]));
  const typeName = new Map(types.map((c) => [c.id, nameIn(c.name, lang)]));

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'code') return statusOf(t, value as never).name;
    if (field === 'workOrderType') return t(`installations.workOrderType.${String(value)}`);
    if (USER_FIELDS.has(field)) return personName.get(value as number) ?? `#${String(value)}`;
    if (field === 'certificationTypeId') return typeName.get(value as number) ?? String(value);
    if (OPTION_FIELDS.has(field)) return t(`installations.options.${field.slice('details.'.length)}.${String(value)}`);
    if (typeof value === 'boolean') return t(value ? 'installations.yes' : 'installations.no');
    if (Array.isArray(value)) return value.join(', ');
    if (field === 'plannedAt' || field === 'workDoneOn' || field === 'details.saleDate') return formatDay(lang, dayOf(String(value)));
    return String(value);
  };

  return rows.map((r) => {
    const at = new Date(r.at);
    const actor = r.actor_id === null ? null : { id: r.actor_id, fullName: fullName({ name: r.name ?? '', lastname: r.lastname ?? '' }) };
    const text = EVENTS.has(r.field)
      ? t(`installations.history.event.${r.field}`, {
          count: typeof r.new_value === 'number' ? r.new_value : Array.isArray(r.new_value) ? r.new_value.length : 0,
          ...(r.new_value && typeof r.new_value === 'object' && !Array.isArray(r.new_value) ? (r.new_value as Record<string, string | number>) : {}),
        })
      : `${t(`installations.history.field.${r.field}`)}: ${show(r.field, r.old_value)} → ${show(r.field, r.new_value)}`;
    return { id: r.id, at: at.toISOString(), actor, field: r.field, text };
  });
}
