'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListStates } from '@/components/ui/list-states';
import { formatMeasure } from '@/contracts/commissioning';
import type { UnitReport as UnitReportView } from '@/contracts/commissioning-report';
import type { Lang } from '@/contracts/common';
import { apiFailure } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';
import { useSyncedChanges } from '@/lib/offline/use-outbox';
import { useSessionStore } from '@/lib/session/session-store';
import { commissioningApi, commissioningKeys } from '../api';
import { ReportDialog } from './report-dialog';
import { UnitReport } from './unit-report';
import { useUnitLabel } from './use-unit-label';

export function CommissioningTitle() {
  return useTranslations('commissioning.ui')('tab');
}

/**
 * The card's commissioning tab (docs/decisions/0051-commissioning-report.md): each outdoor unit's values at its first
 * start, judged against its model; whoever may register the job's units enters them; anyone who sees the job downloads
 * the report as a PDF in the client's language.
 */
export function CommissioningTab({ installationId, version }: { installationId: number; version?: string }) {
  const t = useTranslations('commissioning.ui');
  const lang = useLocale() as Lang;
  const unitLabel = useUnitLabel();
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const key = commissioningKeys.view(userId, installationId);
  const view = useQuery({ queryKey: key, queryFn: () => commissioningApi.view(installationId, lang), enabled: Boolean(userId) });
  useSyncedChanges(installationId, () => void queryClient.invalidateQueries({ queryKey: key }));
  const [editing, setEditing] = useState<UnitReportView | null>(null);
  const download = useMutation({ mutationFn: async () => saveBlob(await commissioningApi.pdf(installationId), `commissioning-${installationId}.pdf`) });

  return (
    <ListStates query={view} look="inline" loading={t('loading')} retry={t('retry')}>
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('intro')}</p>
          {data.extendedGuaranteeWithheld && (
            <p role="note" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {t('withheld')}
            </p>
          )}
          {data.units.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('empty')}</p>
          ) : (
            <ul className="space-y-4">
              {data.units.map((unit) => (
                <li key={unit.serial} className="space-y-3 rounded-2xl border border-slate-200 p-4">
                  <h3 className="break-words font-semibold text-slate-900">{t('unitTitle', { model: unit.model ?? '—', serial: unit.serial })}</h3>
                  <p className="text-sm text-slate-600">
                    {unit.spec
                      ? t('modelData', {
                          refrigerant: unit.spec.refrigerant,
                          factory: formatMeasure(lang, 'mass', unit.spec.factoryChargeKg, unitLabel),
                          included: formatMeasure(lang, 'length', unit.spec.includedPipeM, unitLabel),
                          perMetre: `${new Intl.NumberFormat(lang).format(unit.spec.additionalChargeKgPerM * 1000)} ${unitLabel('g')}/${unitLabel('m')}`,
                        })
                      : t('noSpec')}
                  </p>
                  {unit.pending && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('pending')}</p>}
                  <UnitReport unit={unit} />
                  {data.canEdit && (
                    <Button variant="secondary" onClick={() => setEditing(unit)}>
                      {unit.report ? t('edit') : t('fill')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.reportUrl && (
            <div className="space-y-2">
              <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
                {t('download')}
              </Button>
              <ErrorAlert message={download.error ? (apiFailure(download.error).message ?? t('downloadFailed')) : undefined} />
            </div>
          )}
          {editing && userId !== undefined && (
            <ReportDialog
              job={{ id: installationId, version }}
              userId={userId}
              unit={editing}
              onClose={() => setEditing(null)}
              onSaved={(saved) => {
                // Kept on this device: the card's section of waiting changes shows it until it is sent.
                if (saved) queryClient.setQueryData(key, saved);
                setEditing(null);
              }}
            />
          )}
        </div>
      )}
    </ListStates>
  );
}
