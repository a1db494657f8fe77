'use client';
import { useTranslations, useFormatter } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { InstallationCard as Card } from '@/contracts/installations';
import { ListStates } from '@/components/ui/list-states';
import { Link, useRouter } from '@/i18n/navigation';
import { useIsMobile } from '@/lib/use-media-query';
import { openModal } from '@/lib/stores/modal-store';
import { dayOf } from '../dates';
import { installationsApi } from '../api/installations-api';
import { useInstallationCard } from '../hooks/use-installation-card';
import { useRefreshCard } from '../hooks/use-refresh-card';
import { CardTabs, type CardTab } from './card-tabs';
import { CertificateLink } from './certificate-link';
import { UnitLabelsButton } from './unit-labels-button';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { UnitsDialog, useUnitsAtHand } from '../units/units-dialog';
import { PendingChanges } from '@/components/offline/pending-changes';
import { CompleteDialog } from './complete-dialog';
import { CompletionChecklist } from './completion-checklist';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PhotosDialog } from './photos-dialog';
import { StatusBadge } from './status-badge';
import { TextDialog } from './text-dialog';
import { pages } from '@/contracts/pages';

/** What the card hands a slot: the card shown, and `reload` (the card the API answered with, or read again by id). */
export type CardSlot = { card: Card; reload: (card?: Card) => Promise<void> };
/**
 * The card's extension points, filled by app/ with other features' parts (a feature never imports another):
 * more actions beside the card's own, a section above the tabs, more tabs after its own.
 */
export type CardSlots = {
  actions?: (slot: CardSlot) => ReactNode;
  section?: (slot: CardSlot) => ReactNode;
  tabs?: (slot: CardSlot) => CardTab[];
};

type Dialog = 'complete' | 'confirmChange' | 'withdrawChange' | 'units' | 'cancel' | 'delete' | 'place' | 'photos' | null;

/** Where the list is: the page on wide screens, the profile area's section on narrow ones. */
export function useListHref() {
  return useIsMobile() ? pages.profile({ section: 'installations' }) : pages.installations();
}

/** The client's signature of the record, and the change that waits for their new code (docs/decisions/0031). */
function Signature({ card, actions }: { card: Card; actions: ReactNode }) {
  const t = useTranslations('installations.card.signature');
  const format = useFormatter();
  const { signature } = card;
  if (signature.signedVersion === null) return null;
  const { pending } = signature;
  return (
    <section aria-label={t('label')} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <p className="font-medium text-slate-900">
        {t('signed', {
          version: signature.signedVersion,
          date: signature.signedAt ? format.dateTime(new Date(signature.signedAt), { dateStyle: 'medium', timeStyle: 'short' }) : '—',
        })}
      </p>
      {pending ? (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-amber-950">
          <p className="font-medium">
            {t('pending', {
              date: format.dateTime(new Date(pending.proposedAt), { dateStyle: 'medium', timeStyle: 'short' }),
              who: pending.proposedBy?.fullName ?? '—',
            })}
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {pending.changes.map((change) => (
              <li key={change} className="break-words">
                {change}
              </li>
            ))}
          </ul>
          {pending.photos.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('pendingPhotos')}>
              {pending.photos.map((photo, i) => (
                <li key={photo.url}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the API's file store, of any size */}
                  <img src={photo.url} alt={t('pendingPhotoAlt', { n: i + 1 })} className="size-16 rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          )}
          <p>{t('pendingNote')}</p>
          {actions}
        </div>
      ) : (
        <p className="text-emerald-700">{t('unchanged')}</p>
      )}
      {signature.fingerprint && <p className="break-all font-mono text-xs text-slate-600">{t('fingerprint', { fingerprint: signature.fingerprint })}</p>}
    </section>
  );
}

/**
 * /installations/{id} (docs/domain.md#the-card-and-its-flags): status, warnings,
 * the signed version, the tabs, and only the actions the card's flags allow.
 */
export function InstallationCard({ id, slots = {} }: { id: number; slots?: CardSlots }) {
  const t = useTranslations('installations.card');
  const format = useFormatter();
  const router = useRouter();
  const listHref = useListHref();
  const card = useInstallationCard(id);
  useUnitsAtHand(card.data);
  const refresh = useRefreshCard();
  const { userId } = useInstallationsViewer();
  const checklistId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const back = (
    <Link href={listHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {t('toList')}
    </Link>
  );
  const content = (
    <ListStates query={card} look="block" loading={t('loading')} failed={t('loadFailed')} notFound={t('notFound')} retry={t('retry')}>
      {(c) => {
        const slot: CardSlot = { card: c, reload: (updated) => refresh(c.id, updated) };
        const grade = c.canBeGraded ? <Button onClick={() => openModal('installationGrading', { installationId: c.id })}>{t('grade')}</Button> : null;
        const ready = c.completion !== null && c.completion.missingUnits.length === 0 && !c.completion.missingPhotos;
        // A job that waits is never stuck: the code is entered (or sent again) whenever the installer comes back to it.
        const completeLabel = c.code === 'NEW' ? t('complete') : c.completion?.codeSentAt ? t('enterCode') : t('sendCode');
        const unitsAction = c.canRegisterUnits ? (
          <Button variant="secondary" onClick={() => setDialog('units')}>
            {t('registerUnits')}
          </Button>
        ) : null;
        const photosAction = c.canAddPhotos ? (
          <Button variant="secondary" onClick={() => setDialog('photos')}>
            {t('addPhotos')}
          </Button>
        ) : null;
        const changeActions = (c.canConfirmChange || c.canWithdrawChange) && (
          <div className="flex flex-wrap gap-2">
            {c.canConfirmChange && (
              <Button disabled={!ready} aria-describedby={ready ? undefined : checklistId} onClick={() => setDialog('confirmChange')}>
                {c.completion?.codeSentAt ? t('enterCode') : t('confirmChange')}
              </Button>
            )}
            {c.canWithdrawChange && (
              <Button variant="secondary" onClick={() => setDialog('withdrawChange')}>
                {t('withdrawChange')}
              </Button>
            )}
          </div>
        );
        const actions = [
          c.canBeCompleted && (
            <Button key="complete" disabled={!ready} aria-describedby={ready ? undefined : checklistId} onClick={() => setDialog('complete')}>
              {completeLabel}
            </Button>
          ),
          grade && <span key="grade">{grade}</span>,
          c.canBeUpdated && (
            <Link key="update" href={pages.newInstallation({ id: c.id })} className={buttonClass('secondary')}>
              {t('update')}
            </Link>
          ),
          c.canBeUpdated && (
            <Button key="place" variant="secondary" onClick={() => setDialog('place')}>
              {t('changePlace')}
            </Button>
          ),
          c.certificateUrl && <CertificateLink key="certificate" url={c.certificateUrl} installationId={c.id} />,
          c.canPrintLabels && <UnitLabelsButton key="labels" installationId={c.id} />,
          c.canBeCancelled && (
            <Button key="cancel" variant="secondary" onClick={() => setDialog('cancel')}>
              {t('cancel')}
            </Button>
          ),
          c.canBeDeleted && (
            <Button key="delete" variant="danger" onClick={() => setDialog('delete')}>
              {t('delete')}
            </Button>
          ),
          slots.actions?.(slot),
        ].filter(Boolean);

        return (
          <div className="space-y-5">
            <header className="space-y-2">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title', { id: c.id, type: t(`types.${c.type}`) })}</h1>
                <StatusBadge status={c.status} />
                {c.archived && <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">{t('archived')}</span>}
              </div>
              <p className="break-words text-slate-600">
                <time dateTime={c.date}>{format.dateTime(dayOf(c.date), { dateStyle: 'long' })}</time> · {c.certificationType.name} · {c.address.label}
              </p>
            </header>
            {c.warnings.length > 0 && (
              <section aria-label={t('warnings')} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
                <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900">
                  {c.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </section>
            )}
            {c.cancelReason && (
              <p className="rounded-2xl bg-slate-100 p-4 text-sm text-slate-800">
                <span className="font-medium">{t('cancelReason')}:</span> {c.cancelReason}
              </p>
            )}
            <CompletionChecklist card={c} id={checklistId} viewerId={userId} units={unitsAction} photos={photosAction} />
            <Signature card={c} actions={changeActions} />
            {actions.length > 0 && (
              <div role="group" aria-label={t('actions')} className="flex flex-wrap gap-2">
                {actions}
              </div>
            )}
            <PendingChanges userId={userId} installationId={c.id} onSynced={() => void refresh(c.id)} />
            {slots.section?.(slot)}
            <CardTabs card={c} extraTabs={slots.tabs?.(slot)} gradeAction={grade} photoActions={photosAction} unitsAction={unitsAction} />
            {dialog === 'complete' && <CompleteDialog open onClose={close} card={c} />}
            {dialog === 'confirmChange' && <CompleteDialog open onClose={close} card={c} purpose="change" />}
            {dialog === 'units' && <UnitsDialog open onClose={close} card={c} />}
            {dialog === 'withdrawChange' && (
              <ConfirmDialog
                open
                onClose={close}
                title={t('withdrawTitle')}
                text={t('withdrawText')}
                confirm={t('withdrawChange')}
                onConfirm={async () => refresh(c.id, await installationsApi.withdrawChange(c.id))}
              />
            )}
            {dialog === 'photos' && <PhotosDialog open onClose={close} card={c} />}
            {dialog === 'cancel' && (
              <TextDialog
                open
                onClose={close}
                title={t('cancelTitle')}
                label={t('cancelReasonLabel')}
                submit={t('cancelSubmit')}
                maxLength={1000}
                multiline
                field="reason"
                onSubmit={async (reason) => {
                  await installationsApi.cancel(c.id, reason);
                  await refresh(c.id);
                }}
              />
            )}
            {dialog === 'place' && (
              <TextDialog
                open
                onClose={close}
                title={t('placeTitle')}
                label={t('placeLabel')}
                submit={t('save')}
                initial={c.place ?? ''}
                maxLength={200}
                field="place"
                onSubmit={async (place) => refresh(c.id, await installationsApi.changePlace(c.id, place))}
              />
            )}
            {dialog === 'delete' && (
              <ConfirmDialog
                open
                onClose={close}
                title={t('deleteTitle')}
                text={t('deleteText', { id: c.id })}
                confirm={t('delete')}
                onConfirm={async () => {
                  await installationsApi.remove(c.id);
                  router.replace(listHref);
                  // The lists are read again; the card keeps its last data rather than asking for a deleted record.
                  await refresh(c.id, c);
                }}
              />
            )}
          </div>
        );
      }}
    </ListStates>
  );

  return (
    <main className="mx-auto max-w-5xl space-y-4 px-4 py-4 wide:px-6 wide:py-8">
      {back}
      {content}
    </main>
  );
}
