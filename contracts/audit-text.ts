/**
 * How an audit entry's changes read, for both programs: the back-office page (features/admin audit-changes.tsx) and
 * the log's export (server/src/modules/audit/export.ts). Plain functions over the texts and formats each side brings.
 */

/** What a side gives to write values: its texts (`admin.audit` messages) and its locale's formats. */
export type AuditTextTools = {
  noValue: string;
  yes: string;
  no: string;
  /** A known code's name (a role, a state), or undefined. */
  named: (code: string) => string | undefined;
  number: (n: number) => string;
  /** A moment (ISO 8601) as date and time. */
  moment: (iso: string) => string;
  /** A day (`yyyy-MM-dd`). */
  day: (day: string) => string;
  /** Stored phone digits, grouped. */
  phone: (digits: string) => string;
};

/** A logged value: moments and days in the reader's locale, phones grouped, yes or no, known codes (roles, statuses) named. */
export function auditValueText(field: string, value: unknown, tools: AuditTextTools): string {
  if (value === null || value === undefined || value === '') return tools.noValue;
  if (typeof value === 'boolean') return value ? tools.yes : tools.no;
  if (typeof value === 'number') return tools.number(value);
  if (Array.isArray(value)) return value.map((item) => auditValueText(field, item, tools)).join(', ');
  if (typeof value === 'object') {
    const { name, uk, en, pl } = value as { name?: unknown; uk?: unknown; en?: unknown; pl?: unknown };
    if (typeof name === 'string') return name;
    // A name in every language (the certification catalogue's).
    if (typeof uk === 'string') return `${uk} / ${en} / ${pl}`;
    return JSON.stringify(value);
  }
  const string = String(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(string) && !Number.isNaN(Date.parse(string))) return tools.moment(string);
  if (/^\d{4}-\d{2}-\d{2}$/.test(string)) return tools.day(string);
  if (/phone$/i.test(field) && /^\d{8,20}$/.test(string)) return tools.phone(string);
  return tools.named(string) ?? string;
}

/** The fields an entry changed: all of a creation's (no `before`) or a removal's (no `after`), else those whose value moved. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter(
    (field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
