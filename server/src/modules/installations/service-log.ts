import { sql } from 'drizzle-orm';
import { preventionWorkUnits, type PreventionWorkId } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';

/** A visit's works as the card and the prevention show them: named in the request's language, with their unit. */
export const presentWorks = (t: Translator, works: { id: PreventionWorkId; value: number | null }[]) =>
  works.map((w) => ({ id: w.id, name: t(`preventions.works.${w.id}`), unit: preventionWorkUnits[w.id] ?? null, value: w.value ?? null }));

type Visit = { unit_id: number; id: number; performed_at: Date | string; works: { id: PreventionWorkId; value: number | null }[]; installer_id: number; name: string; lastname: string };

/** Each unit's service log (modules/preventions writes it): performed visits, newest first, by unit id. */
export async function serviceLogOf(db: Db, t: Translator, installationId: number) {
  const rows = await rowsOf<Visit>(
    db,
    sql`select pu.unit_id, p.id, p.performed_at, p.works, p.installer_id, u.name, u.lastname
        from installation_preventions p
        join prevention_units pu on pu.prevention_id = p.id
        join users u on u.id = p.installer_id
        where p.installation_id = ${installationId} and p.status = 'DONE'
        order by p.performed_at desc, p.id desc`,
  );
  const log = new Map<number, { preventionId: number; date: string; installer: { id: number; fullName: string }; works: ReturnType<typeof presentWorks> }[]>();
  for (const r of rows) {
    const visits = log.get(r.unit_id) ?? [];
    visits.push({ preventionId: r.id, date: new Date(r.performed_at).toISOString().slice(0, 10), installer: { id: r.installer_id, fullName: fullName(r) }, works: presentWorks(t, r.works) });
    log.set(r.unit_id, visits);
  }
  return log;
}

/** The visit planned on an installation in the PREVENTION state, or null. */
export async function plannedPreventionOf(db: Db, installationId: number) {
  const [p] = await rowsOf<{ id: number; planned_date: string; planned_time: string; comment: string | null }>(
    db,
    sql`select id, planned_date::text, planned_time, comment from installation_preventions where installation_id = ${installationId} and status = 'PLANNED' limit 1`,
  );
  return p ? { id: p.id, plannedDate: p.planned_date, plannedTime: p.planned_time, comment: p.comment } : null;
}
