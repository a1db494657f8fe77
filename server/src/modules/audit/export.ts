import type { AuditExportQuery } from '../../../../contracts';
import { auditValueText, changedFields, type AuditTextTools } from '../../../../contracts/audit-text';
import type { Db } from '../../db/client';
import { displayPhone, formatDay } from '../../i18n/format';
import { textsIn, translator } from '../../i18n/translator';
import { fullName } from '../../lib/names';
import { keysetWalk, spreadsheet } from '../../lib/spreadsheet';
import { auditBatch, presentEntry, type EntryRow } from './list';

/** Kyiv, where support works: the log's days are Kyiv days (./list.ts). */
const ZONE = 'Europe/Kyiv';

/**
 * The audit log as a file: every entry through the log's filters, newest first, in the request's language, each change
 * written as the back-office page writes it ("field: before → after", contracts/audit-text.ts).
 */
export function auditExport(db: Db, q: AuditExportQuery, at: Date) {
  const { lang } = q;
  const t = textsIn(lang, 'admin');
  const roles = translator(lang);
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
  const numbers = new Intl.NumberFormat(lang);
  const tools: AuditTextTools = {
    noValue: t('audit.noValue'),
    yes: t('audit.yes'),
    no: t('audit.no'),
    named: (code) => (t.has(`audit.values.${code}`) ? t(`audit.values.${code}`) : undefined),
    number: (n) => numbers.format(n),
    moment: (iso) => moment.format(new Date(iso)),
    day: (day) => formatDay(lang, day),
    phone: displayPhone,
  };
  const field = (name: string) => (t.has(`audit.fields.${name}`) ? t(`audit.fields.${name}`) : name);
  const subject = (type: string) => (t.has(`audit.subjects.${type}`) ? t(`audit.subjects.${type}`) : type);

  async function* rows() {
    for await (const row of keysetWalk((after: EntryRow | null) => auditBatch(db, q, after))) {
      const e = presentEntry(row);
      const changes = changedFields(e.before, e.after).map((name) => {
        const after = auditValueText(name, e.after?.[name], tools);
        return `${field(name)}: ${e.before ? `${auditValueText(name, e.before[name], tools)} → ${after}` : after}`;
      });
      yield [
        e.id,
        moment.format(new Date(e.at)),
        t(`audit.actions.${e.action}`),
        e.actor ? `${fullName(e.actor)} (${roles(`roles.${e.actor.role}`)})` : t('audit.system'),
        t('audit.subjectName', { type: subject(e.subjectType), id: e.subjectId }),
        changes.join('\n'),
      ];
    }
  }
  return spreadsheet(q.format, {
    name: t('export.files.audit'),
    at,
    sheet: t('audit.title'),
    columns: [
      { heading: t('export.number'), width: 10 },
      { heading: t('export.at'), width: 20 },
      { heading: t('audit.action'), width: 30 },
      { heading: t('audit.actor'), width: 32 },
      { heading: t('audit.subject'), width: 26 },
      { heading: t('export.changes'), width: 60 },
    ],
    rows: rows(),
  });
}
