'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ListStates, StatusPill } from '@/components/ui/list-states';
import { installersApi, type LicenseEntry } from '../api/installers-api';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { useInstallerId } from '../hooks';
import { installerKeys } from '../keys';
import { LicenseApplyDialog } from './license-apply-dialog';
import { ProPage } from '@/components/ui/pro-page';

/** /license (installer guard): each certification type with its level, status and validity, and the application for a level; `extra` is what app/ adds below (the F-gas certificate). */
export function LicensePage({ extra }: { extra?: ReactNode }) {
  const t = useTranslations('installers.license');
  const format = useFormatter();
  const userId = useInstallerId();
  const license = useQuery({ queryKey: installerKeys.license(userId), queryFn: installersApi.license, enabled: Boolean(userId) });
  // A decision (the dealer's, support's) arrives as a notification: the page follows without a reload.
  useServerEvent('new_notification', () => void license.refetch());
  const [applying, setApplying] = useState<LicenseEntry | null>(null);
  const day = (value: string) => format.dateTime(new Date(`${value.slice(0, 10)}T12:00:00Z`), { dateStyle: 'medium' });

  const body = (
    <ListStates
      query={license}
      loading={t('loading')}
      failed={t('loadFailed')}
      isEmpty={(data) => data.license.entries.length === 0}
      empty={<EmptyState title={t('empty')} />}
    >
      {(data) => (
        <ul className="space-y-3">
          {data.license.entries.map((item) => (
            <li key={item.certificationType.id} className="rounded-2xl bg-white p-4 shadow-sm wide:p-5" aria-labelledby={`cert-${item.certificationType.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`cert-${item.certificationType.id}`} className="font-semibold text-slate-900">
                  {item.certificationType.name}
                </h2>
                <StatusPill value={item.status ?? 'NONE'}>{t(`statuses.${item.status ?? 'NONE'}`)}</StatusPill>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm wide:grid-cols-3">
                <div className="flex gap-1">
                  <dt className="text-slate-500">{t('level')}:</dt>
                  <dd className="text-slate-800">{item.level?.name ?? t('noLevel')}</dd>
                </div>
                {item.decidedAt && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('validFrom')}:</dt>
                    <dd className="text-slate-800">{day(item.decidedAt)}</dd>
                  </div>
                )}
                {item.expiresAt && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('validUntil')}:</dt>
                    <dd className="text-slate-800">{day(item.expiresAt)}</dd>
                  </div>
                )}
              </dl>
              {item.request && (
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <StatusPill value={item.request.status}>{t(`statuses.${item.request.status}`)}</StatusPill>
                  <span>
                    {t(item.request.status === 'REQUEST' ? 'requestPending' : 'requestDeclined', {
                      level: item.request.level.name,
                      date: day(item.request.createdAt),
                    })}
                    {item.request.reason && <> {t('reason', { reason: item.request.reason })}</>}
                  </span>
                </p>
              )}
              {item.request?.status !== 'REQUEST' && (
                <Button
                  variant="secondary"
                  className="mt-3"
                  onClick={() => setApplying(item)}
                  aria-label={t('applyFor', { type: item.certificationType.name })}
                >
                  {t('apply')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );

  return (
    <ProPage title={t('title')}>
      {body}
      {extra}
      {applying && <LicenseApplyDialog open onClose={() => setApplying(null)} certificationType={applying.certificationType} />}
    </ProPage>
  );
}
