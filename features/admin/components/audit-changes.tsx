'use client';
import { useFormatter, useTranslations, type Messages } from 'next-intl';
import type { AuditEntry } from '@/contracts/admin';
import { auditValueText, changedFields, type AuditTextTools } from '@/contracts/audit-text';
import { displayPhone } from '@/lib/phone';

type FieldKey = keyof Messages['admin']['audit']['fields'];
type ValueKey = keyof Messages['admin']['audit']['values'];

/** How a logged value reads (contracts/audit-text.ts): moments and days in the reader's locale, phones grouped, yes or no, known codes named. */
export function useValueText() {
  const t = useTranslations('admin.audit');
  const named = useTranslations('admin.audit.values');
  const format = useFormatter();
  const tools: AuditTextTools = {
    noValue: t('noValue'),
    yes: t('yes'),
    no: t('no'),
    named: (code) => (named.has(code as ValueKey) ? named(code as ValueKey) : undefined),
    number: (n) => format.number(n),
    moment: (iso) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    // A day is read at noon, so that no time zone moves it to another date.
    day: (day) => format.dateTime(new Date(`${day}T12:00:00`), { dateStyle: 'medium' }),
    phone: displayPhone,
  };
  return (field: string, value: unknown) => auditValueText(field, value, tools);
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
  const fields = changedFields(before, after);
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
