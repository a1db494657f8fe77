'use client';
import { useTranslations } from 'next-intl';
import type { CatalogImportReport } from '@/contracts/catalog-import';

/** What a file adds and changes, and every row the import refuses with its place, field and reason. */
export function ImportReport({ report }: { report: CatalogImportReport }) {
  const t = useTranslations('admin.catalogImport');
  const clean = report.issues.length === 0;
  return (
    <section aria-labelledby="import-report" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="import-report" className="text-lg font-semibold text-slate-900">
        {report.applied ? t('doneTitle') : t('reportTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 wide:grid-cols-4">
        {(['created', 'updated', 'groups', 'properties'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t(`counts.${key}`)}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{report[key]}</dd>
          </div>
        ))}
      </dl>
      {clean ? (
        <p className="text-emerald-700">{report.applied ? t('done') : t('clean')}</p>
      ) : (
        <>
          <p role="alert" className="font-medium text-red-700">
            {t('issues', { count: report.issues.length })}
          </p>
          <div role="region" aria-label={t('issuesTable')} tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t('issuesTable')}</caption>
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('where')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {issue.where}
                    </th>
                    <td className="px-3 py-2 font-mono text-slate-700">{issue.field}</td>
                    <td className="px-3 py-2 text-slate-700">{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
