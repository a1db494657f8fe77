'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/list-states';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { reloadSession } from '@/lib/session/session-client';
import { useSessionStore } from '@/lib/session/session-store';
import { installersApi } from '../api/installers-api';
import { installerKeys } from '../keys';

// The dialog (and the contract's schemas) load when it first opens.
const InstallerApplyDialog = dynamic(() => import('./installer-apply-dialog').then((m) => m.InstallerApplyDialog));

/**
 * The profile's offer to a client to become an installer of a dealer (docs/domain.md#requests-to-a-dealer,
 * the installer apply dialog) with the latest request's status. Shown to the USER role only.
 */
export function BecomeInstaller() {
  const t = useTranslations('installers.apply');
  const format = useFormatter();
  const role = useSessionStore((s) => s.user?.role.name);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: installerKeys.requestOptions, queryFn: installersApi.requestOptions, enabled: role === 'USER' });
  const request = options.data?.request;
  // The dealer's decision arrives as a notification; an acceptance makes this client an installer at once.
  useServerEvent('new_notification', () => {
    if (role === 'USER' && request?.status === 'SENT') void options.refetch();
  });
  const accepted = role === 'USER' && request?.status === 'ACCEPTED';
  useEffect(() => {
    if (accepted) void reloadSession().then(() => queryClient.invalidateQueries());
  }, [accepted, queryClient]);
  if (role !== 'USER') return null;
  const waiting = request?.status === 'SENT';
  return (
    <section aria-labelledby="become-installer" className="rounded-2xl bg-white p-4 shadow-sm wide:p-6">
      <h2 id="become-installer" className="text-lg font-semibold text-slate-900">
        {t('cardTitle')}
      </h2>
      {request && (
        <p role="status" className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <StatusPill value={request.status}>{t(`statuses.${request.status}`)}</StatusPill>
          <span>{t('request', { dealer: request.dealerName, date: format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' }) })}</span>
          {request.reason && <span className="text-slate-600">{t('answer', { reason: request.reason })}</span>}
        </p>
      )}
      {!waiting && request?.status !== 'BLOCKED' && (
        <>
          <p className="mt-2 text-slate-600">{t('cardText')}</p>
          <Button className="mt-4" onClick={() => setOpen(true)}>
            {t('open')}
          </Button>
        </>
      )}
      {open && (
        <InstallerApplyDialog
          open
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            void options.refetch();
          }}
        />
      )}
    </section>
  );
}
