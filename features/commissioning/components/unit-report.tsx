'use client';
import { useLocale, useTranslations } from 'next-intl';
import { findingKeys, formatFinding, isFlagged } from '@/contracts/commissioning';
import type { UnitReport as UnitReportView } from '@/contracts/commissioning-report';
import type { Lang } from '@/contracts/common';
import { FindingNote } from './finding-note';
import { useUnitLabel } from './use-unit-label';

/** An outdoor unit's measured values as the reader reads them: in their units, with what was allowed and each flag with its comment. */
export function UnitReport({ unit }: { unit: UnitReportView }) {
  const t = useTranslations('commissioning');
  const lang = useLocale() as Lang;
  const unitLabel = useUnitLabel();
  const { report, findings } = unit;
  if (!report || !findings) return <p className="text-sm text-slate-600">{t('ui.notMeasured')}</p>;

  const rows = findingKeys
    .map((key) => ({ key, finding: findings[key], ...formatFinding(lang, key, report, findings[key], unit.spec, unitLabel) }))
    .filter((row) => row.value !== null);

  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {rows.map(({ key, value, range, finding }) => {
        const flagged = isFlagged(finding);
        return (
          <div key={key} className="grid gap-1 px-4 py-2.5 text-sm wide:grid-cols-[16rem_minmax(0,1fr)] wide:gap-4">
            <dt className="text-slate-500">{t(`measure.${key}`)}</dt>
            <dd className="min-w-0 space-y-1">
              <span className={flagged ? 'font-semibold text-red-700' : 'text-slate-900'}>{value}</span>
              {!flagged && range && <span className="text-slate-500"> · {t('ui.allowed', { range })}</span>}
              {flagged && <FindingNote finding={finding} range={range} />}
              {report.comments[key] && <p className="text-slate-700">“{report.comments[key]}”</p>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
