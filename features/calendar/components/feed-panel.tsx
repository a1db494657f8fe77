'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { ListStates } from '@/components/ui/list-states';
import { failureMessage } from '@/lib/api/errors';
import { calendarApi, calendarKeys } from '../api/calendar-api';
import { useCalendarViewer } from './use-calendar-viewer';

/** The revoke confirmation (and Headless UI's dialog with it) loads when first asked for, not with the calendar. */
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/**
 * The private ICS feed (issue 18): the subscription URL to copy into Google Calendar, Outlook or a phone, or
 * to open as webcal://; revoking it (after a confirmation) stops the old URL at once.
 */
export function FeedPanel() {
  const t = useTranslations('calendar.feed');
  const format = useFormatter();
  const urlId = useId();
  const userId = useCalendarViewer();
  const queryClient = useQueryClient();
  const key = calendarKeys.feed(userId);
  const feed = useQuery({ queryKey: key, queryFn: calendarApi.feed, enabled: Boolean(userId) });
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  // Once asked, the confirmation stays mounted, so that it closes with its transition.
  const [confirming, setConfirming] = useState<boolean>();
  const create = useMutation({ mutationFn: calendarApi.createFeed, onSuccess: (created) => queryClient.setQueryData(key, created) });
  const revoke = async () => {
    await calendarApi.revokeFeed();
    queryClient.setQueryData(key, null);
    setCopied(null);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };

  // No feed yet (null) is the empty state: the button that creates one.
  const none = (
    <>
      <ErrorAlert message={failureMessage(create.error)} />
      <Button loading={create.isPending} onClick={() => create.mutate()}>
        {t('create')}
      </Button>
    </>
  );
  const body = (
    <ListStates query={feed} look="inline" loading={t('loading')} failed={t('failed')} retry={t('retry')} isEmpty={(data) => data === null} empty={none}>
      {(data) =>
        data && (
          <>
            <div>
              <label htmlFor={urlId} className="mb-1 block text-sm font-medium text-slate-700">
                {t('url')}
              </label>
              <div className="flex flex-col gap-2 wide:flex-row">
                <input id={urlId} readOnly value={data.url} onFocus={(event) => event.target.select()} className={`${inputClass()} font-mono text-sm`} />
                <Button variant="secondary" className="shrink-0" onClick={() => void copy(data.url)}>
                  {t('copy')}
                </Button>
              </div>
              <p role="status" className="mt-1 min-h-5 text-sm text-emerald-700">
                {copied && t(copied)}
              </p>
              <p className="text-xs text-slate-500">{t('createdAt', { date: format.dateTime(new Date(data.createdAt), { dateStyle: 'medium' }) })}</p>
            </div>
            <p className="text-sm text-slate-600">{t('help')}</p>
            <div className="flex flex-wrap gap-2">
              <a href={data.webcalUrl} className={buttonClass('secondary')}>
                {t('open')}
              </a>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('revoke')}
              </Button>
            </div>
            {confirming !== undefined && (
              <ConfirmDialog
                open={confirming}
                onClose={() => setConfirming(false)}
                title={t('revokeTitle')}
                text={t('revokeText')}
                confirm={t('revokeConfirm')}
                onConfirm={revoke}
              />
            )}
          </>
        )
      }
    </ListStates>
  );

  return (
    <section aria-labelledby={`${urlId}-title`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 wide:p-6">
      <h2 id={`${urlId}-title`} className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {body}
    </section>
  );
}
