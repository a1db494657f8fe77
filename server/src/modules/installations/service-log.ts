import { sql, type SQL } from 'drizzle-orm';
import { preventionWorkUnits, type PreventionWorkId } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import type { Storage } from '../../lib/storage';

/** A visit's works as the card and the prevention show them: named in the request's language, with their unit. */
export const presentWorks = (t: Translator, works: { id: PreventionWorkId; value: number | null }[]) =>
  works.map((w) => ({ id: w.id, name: t(`preventions.works.${w.id}`), unit: preventionWorkUnits[w.id] ?? null, value: w.value ?? null }));

export type Visit = {
  unit_id: number;
  id: number;
  performed_at: Date | string;
  works: { id: PreventionWorkId; value: number | null }[];
  installer_id: number;
  name: string;
  lastname: string;
};

/**
 * The installation's performed visits (modules/preventions writes them), one per unit each covered, newest first, as
 * one json array for a statement that reads more beside it; `serviceLogFrom` groups them by unit.
 */
export const serviceLogJson = (installationId: SQL) =>
  sql`(select coalesce(json_agg(v order by v.performed_at desc, v.id desc), '[]'::json) from (
      select pu.unit_id, p.id, p.performed_at, p.works, p.installer_id, u.name, u.lastname
      from installation_preventions p
      join prevention_units pu on pu.prevention_id = p.id
      join users u on u.id = p.installer_id
      where p.installation_id = ${installationId} and p.status = 'DONE') v)`;

/** Each unit's service log: performed visits, newest first, by unit id. */
export function serviceLogFrom(t: Translator, rows: Visit[]) {
  const log = new Map<number, { preventionId: number; date: string; installer: { id: number; fullName: string }; works: ReturnType<typeof presentWorks> }[]>();
  for (const r of rows) {
    const visits = log.get(r.unit_id) ?? [];
    visits.push({
      preventionId: r.id,
      date: kyivDay(new Date(r.performed_at)),
      installer: { id: r.installer_id, fullName: fullName(r) },
      works: presentWorks(t, r.works),
    });
    log.set(r.unit_id, visits);
  }
  return log;
}

/** A visit's saved report as its reader sees it (works named in the request's language), or null when none was saved. */
export type SavedReport = { works: { id: PreventionWorkId; value: number | null }[] | null; photos: string[]; at: Date | string | null };
export const presentReport = (t: Translator, storage: Storage, r: SavedReport) =>
  r.works && r.at
    ? { works: presentWorks(t, r.works), photos: r.photos.map((key) => ({ url: storage.url(key) })), savedAt: new Date(r.at).toISOString() }
    : null;

export type PlannedVisit = {
  id: number;
  planned_date: string;
  planned_time: string;
  comment: string | null;
  report_works: SavedReport['works'];
  report_photos: string[];
  reported_at: string | null;
};

/** The visit planned on the installation (one at a time), as a json object or null, for a statement that reads more beside it. */
export const plannedPreventionJson = (installationId: SQL) =>
  sql`(select row_to_json(v) from (select pv.id, pv.planned_date::text, pv.planned_time, pv.comment, pv.report_works, pv.report_photos, pv.reported_at
      from installation_preventions pv where pv.installation_id = ${installationId} and pv.status = 'PLANNED' limit 1) v)`;

/** The card's `prevention`: the visit planned on an installation in the PREVENTION state (with its saved report), or null. */
export const presentPlannedPrevention = (t: Translator, storage: Storage, p: PlannedVisit | null) =>
  p
    ? {
        id: p.id,
        plannedDate: p.planned_date,
        plannedTime: p.planned_time,
        comment: p.comment,
        report: presentReport(t, storage, { works: p.report_works, photos: p.report_photos, at: p.reported_at }),
      }
    : null;
