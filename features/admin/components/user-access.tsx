'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { AdminUser } from '@/contracts/admin';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { displayPhone } from '@/lib/phone';
import { useReinviteUser, useUnblockUser } from '../query';
import { UserBlockDialog } from './user-block-dialog';
import { UserRoleDialog } from './user-role-dialog';

/** An invited person (no password yet) can be sent the invitation again; a refusal (registered meanwhile, the SMS throttle) is said here. */
function Reinvite({ user }: { user: AdminUser }) {
  const t = useTranslations('admin.user');
  const reinvite = useReinviteUser(user.id);
  return (
    <>
      <Button variant="secondary" onClick={() => reinvite.mutate()} loading={reinvite.isPending}>
        {t('reinvite')}
      </Button>
      <p role="status" className="text-sm text-emerald-700">
        {reinvite.isSuccess ? t('reinvited', { phone: displayPhone(user.phone) }) : ''}
      </p>
      <div className="basis-full empty:hidden">
        <ErrorAlert message={failureMessage(reinvite.error)} />
      </div>
    </>
  );
}

/**
 * Whether the person may sign in, and what support does about it: change the role, block with a reason or unblock,
 * invite again. One button blocks and unblocks, so the focus the dialog gives back lands on it whichever it now says.
 * A support account is changed by none of these (the API refuses them: docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
export function UserAccess({ user }: { user: AdminUser }) {
  const t = useTranslations('admin.user');
  const blockTexts = useTranslations('admin.block');
  const format = useFormatter();
  const unblock = useUnblockUser(user.id);
  const [open, setOpen] = useState<'role' | 'block' | 'unblock' | null>(null);
  const close = () => setOpen(null);
  const blocked = user.blockedAt !== null;
  const name = `${user.name} ${user.lastname}`;
  return (
    <section aria-labelledby="user-access" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-access" className="text-lg font-semibold text-slate-900">
        {t('access')}
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {blocked ? t('blockedOn', { date: format.dateTime(new Date(user.blockedAt!), { dateStyle: 'medium', timeStyle: 'short' }) }) : t('active')}
      </p>
      {blocked && user.blockReason && (
        <p className="break-words text-sm text-slate-700">
          <span className="text-slate-500">{t('reason')}:</span> {user.blockReason}
        </p>
      )}
      {user.role === 'ADMIN' ? (
        <p className="text-sm text-slate-600">{t('supportAccount')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setOpen('role')}>
            {t('changeRole')}
          </Button>
          <Button variant={blocked ? 'secondary' : 'danger'} onClick={() => setOpen(blocked ? 'unblock' : 'block')}>
            {blocked ? t('unblock') : t('block')}
          </Button>
          {user.invited && <Reinvite user={user} />}
        </div>
      )}
      <Link href={pages.adminAudit({ subjectType: 'user', subjectId: user.id })} className="inline-block text-sm text-brand-700 underline">
        {t('history')}
      </Link>
      <UserRoleDialog user={user} open={open === 'role'} onClose={close} />
      <UserBlockDialog user={user} open={open === 'block'} onClose={close} />
      <ConfirmDialog
        open={open === 'unblock'}
        onClose={close}
        title={blockTexts('unblockTitle', { name })}
        text={blockTexts('unblockText')}
        confirm={blockTexts('unblock')}
        tone="primary"
        onConfirm={() => unblock.mutateAsync()}
      />
    </section>
  );
}
