'use client';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { InstallationCard } from '@/contracts/installations';
import { preventionsApi, worksKey } from '../api/preventions-api';
import { toShown } from '../schedule';

// The dialogs (the date picker, the upload queue, the code boxes) load when first opened.
const ScheduleDialog = dynamic(() => import('./schedule-dialog').then((m) => m.ScheduleDialog), { ssr: false });
// One import site for the dialog and its preload below, so both ask for the same chunk.
const loadPerformDialog = () => import('./perform-dialog').then((m) => m.PerformDialog);
const PerformDialog = dynamic(loadPerformDialog, { ssr: false });

type Props = { card: InstallationCard; reload: (card?: InstallationCard) => Promise<void> };

/**
 * A visit to perform is recorded on site, often without a network: its dialog's code and the list of works are
 * fetched with the card (the service worker keeps both), not first when the dialog opens (ADR 0055).
 */
function useVisitAtHand(canAct: boolean) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    if (!canAct || !navigator.onLine) return;
    void loadPerformDialog();
    void queryClient.prefetchQuery({ queryKey: worksKey(locale), queryFn: preventionsApi.works, staleTime: Infinity });
  }, [canAct, locale, queryClient]);
}

/**
 * The card's maintenance actions, as its flags allow (docs/domain.md#maintenance-visits-and-reminders): plan a visit on a completed
 * installation (`canAddPrevention`); on one in PREVENTION the assigned installer (`canPerformPrevention`)
 * opens the same dialog prefilled to postpone it, or performs the visit. After each the card reloads.
 */
export function PreventionActions({ card, reload }: Props) {
  const t = useTranslations('preventions.actions');
  const [dialog, setDialog] = useState<'plan' | 'postpone' | 'perform' | null>(null);
  const close = () => setDialog(null);
  const planned = card.prevention;
  const canPlan = card.canAddPrevention && !planned;
  const canAct = Boolean(card.canPerformPrevention && planned);
  useVisitAtHand(canAct);
  if (!canPlan && !canAct) return null;

  return (
    <>
      {canPlan && <Button onClick={() => setDialog('plan')}>{t('plan')}</Button>}
      {canAct && (
        <>
          <Button onClick={() => setDialog('perform')}>{t('perform')}</Button>
          <Button variant="secondary" onClick={() => setDialog('postpone')}>
            {t('postpone')}
          </Button>
        </>
      )}
      {dialog === 'plan' && (
        <ScheduleDialog
          open
          onClose={close}
          onSubmit={async (schedule) => {
            await preventionsApi.create(card.id, schedule);
            await reload();
          }}
        />
      )}
      {dialog === 'postpone' && planned && (
        <ScheduleDialog
          open
          onClose={close}
          planned={{ date: toShown(planned.plannedDate), time: planned.plannedTime, comment: planned.comment ?? '' }}
          onSubmit={async (schedule, reason) => {
            await preventionsApi.postpone(planned.id, schedule, reason);
            await reload();
          }}
        />
      )}
      {dialog === 'perform' && planned && <PerformDialog open onClose={close} card={card} reload={reload} />}
    </>
  );
}
