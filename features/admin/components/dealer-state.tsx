'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AdminDealer } from '@/contracts/admin';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { useUpdateDealer } from '../query';
import { DealerBadges } from './dealer-badges';

/**
 * The company's state: active or deactivated since when, and the button that deactivates or restores it after a
 * confirmation saying what follows (docs/decisions/0036-back-office-dealers-and-audit-log.md). One button does both,
 * so the focus the dialog gives back lands on it whichever it now says.
 */
export function DealerState({ dealer }: { dealer: AdminDealer }) {
  const t = useTranslations('admin.dealer');
  const format = useFormatter();
  const update = useUpdateDealer(dealer.id);
  // What the dialog asks is fixed when it opens: the answer flips the state while it is still closing.
  const [confirming, setConfirming] = useState<'deactivate' | 'restore' | null>(null);
  const deactivated = dealer.deactivatedAt !== null;
  const count = dealer.installersCount;
  return (
    <section aria-labelledby="company-state" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-state" className="text-lg font-semibold text-slate-900">
          {t('state')}
        </h2>
        <DealerBadges invited={dealer.invited} deactivated={deactivated} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('code')}:</dt>
          <dd className="font-mono text-slate-800">{dealer.dealerCode}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('installers')}:</dt>
          <dd className="text-slate-800">{format.number(count)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('created')}:</dt>
          <dd className="text-slate-800">{format.dateTime(new Date(dealer.createdAt), { dateStyle: 'medium' })}</dd>
        </div>
      </dl>
      <p role="status" className="text-sm text-slate-700">
        {deactivated ? t('deactivatedSince', { date: format.dateTime(new Date(dealer.deactivatedAt!), { dateStyle: 'medium' }) }) : t('active')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={deactivated ? 'secondary' : 'danger'} onClick={() => setConfirming(deactivated ? 'restore' : 'deactivate')}>
          {deactivated ? t('restore') : t('deactivate')}
        </Button>
        <Link href={pages.adminAudit({ subjectType: 'dealer', subjectId: dealer.id })} className="text-sm text-brand-700 underline">
          {t('history')}
        </Link>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'restore' ? 'restoreTitle' : 'deactivateTitle', { name: dealer.companyName })}
        text={t(confirming === 'restore' ? 'restoreText' : 'deactivateText', { count })}
        confirm={t(confirming === 'restore' ? 'restore' : 'deactivate')}
        tone={confirming === 'restore' ? 'primary' : 'danger'}
        onConfirm={() => update.mutateAsync({ active: confirming === 'restore' })}
      />
    </section>
  );
}
