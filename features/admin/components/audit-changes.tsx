'use client';
import { useFormatter, useTranslations, type Messages } from 'next-intl';
import type { AuditEntry } from '@/contracts/admin';
import { displayPhone } from '@/lib/phone';

type FieldKey = keyof Messages['admin']['audit']['fields'];
type ValueKey = keyof Messages['admin']['audit']['values'];

/** How a logged value reads: moments and days in the reader's locale, phones grouped, yes or no, known codes (roles, statuses) named. */
export function useValueText() {
  const t = useTranslations('admin.audit');
  const named = useTranslations('admin.audit.values');
  const format = useFormatter();
  const text = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('noValue');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (typeof value === 'number') return format.number(value);
    if (Array.isArray(value)) return value.map((item) => text(field, item)).join(', ');
    if (typeof value === 'object') {
      const { name, uk, en, pl } = value as { name?: unknown; uk?: unknown; en?: unknown; pl?: unknown };
      if (typeof name === 'string') return name;
      // A name in every language (the certification catalogue's).
      if (typeof uk === 'string') return `${uk} / ${en} / ${pl}`;
      return JSON.stringify(value);
    }
    const string = String(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(string) && !Number.isNaN(Date.parse(string))) {
      return format.dateTime(new Date(string), { dateStyle: 'medium', timeStyle: 'short' });
    }
    // A day is read at noon, so that no time zone moves it to another date.
    if (/^\d{4}-\d{2}-\d{2}$/.test(string)) return format.dateTime(new Date(`${string}T12:00:00`), { dateStyle: 'medium' });
    if (/phone$/i.test(field) && /^\d{8,20}$/.test(string)) return displayPhone(string);
    if (named.has(string as ValueKey)) return named(string as ValueKey);
    return string;
  };
  return text;
}

/**
 * The fields an entry changed, each as "field: before → after" (a creation, which has no before, as "field: value").
 * The arrow is said in words to a screen reader.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('admin.audit');
  const fieldNames = useTranslations('admin.audit.fields');
  const valueText = useValueText();
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter(
    (field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return null;
  const label = (field: string) => (fieldNames.has(field as FieldKey) ? fieldNames(field as FieldKey) : field);
  return (
    <dl className="space-y-1 text-sm" data-testid="audit-changes">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1.5">
          <dt className="text-slate-500">{label(field)}:</dt>
          <dd className="min-w-0 break-words text-slate-800">
            {before && (
              <>
                <span className="text-slate-600">{valueText(field, before[field])}</span>
                <span aria-hidden className="px-1.5 text-slate-400">
                  →
                </span>
                <span className="sr-only"> {t('changedTo')} </span>
              </>
            )}
            <span className="font-medium">{valueText(field, after?.[field])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
