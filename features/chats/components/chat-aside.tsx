'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import type { ChatAgent, ChatAside as Aside } from '@/contracts/chats';
import { Link } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { chatsApi } from '../api/chats-api';
import { chatKeys } from '../keys';
import { useChatsViewer } from '../hooks/use-chats-viewer';
import { displayPhone } from '@/lib/phone';
import { pages } from '@/contracts/pages';

/** A `yyyy-MM-dd` day at noon, so that formatting it in any time zone keeps the day. */
const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00`);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Support only: close a chat (after a confirmation) or reopen it. */
function StatusActions({ aside }: { aside: Aside }) {
  const t = useTranslations('chats.aside');
  const { userId } = useChatsViewer();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (to: 'close' | 'reopen') => (to === 'close' ? chatsApi.close(aside.id) : chatsApi.reopen(aside.id)),
    onSuccess: (updated) => {
      queryClient.setQueryData(chatKeys.aside(userId, aside.id), updated);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) });
      setConfirming(false);
    },
  });
  if (!aside.canClose && !aside.canReopen) return null;
  return (
    <div className="space-y-2">
      {aside.canClose && (
        <Button variant="secondary" className="w-full" onClick={() => setConfirming(true)}>
          {t('close')}
        </Button>
      )}
      {aside.canReopen && (
        <Button variant="secondary" className="w-full" loading={change.isPending} onClick={() => change.mutate('reopen')}>
          {t('reopen')}
        </Button>
      )}
      {!confirming && <ErrorAlert message={failureMessage(change.error)} />}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('closeTitle')} size="sm">
        <p className="text-slate-700">{t('closeText', { subject: aside.subject })}</p>
        <ErrorAlert message={failureMessage(change.error)} />
        <div className="mt-6 flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" className="flex-1" loading={change.isPending} onClick={() => change.mutate('close')}>
            {t('closeConfirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** Who else of support is in this chat now (support only). */
export function Answering({ agents }: { agents: ChatAgent[] }) {
  const t = useTranslations('chats.aside');
  if (agents.length === 0) return null;
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('answering', { names: agents.map((a) => (a.typing ? t('typing', { name: a.fullName }) : a.fullName)).join(', ') })}
    </p>
  );
}

/**
 * The chat's side panel: the installation's address and date, client, installer, equipment
 * with guarantee and last maintenance, and a link to the installation card; for support, close or reopen.
 */
export function ChatAside({ aside, agents }: { aside: Aside; agents: ChatAgent[] }) {
  const t = useTranslations('chats.aside');
  const format = useFormatter();
  const day = (date: string) => format.dateTime(dayOf(date), { dateStyle: 'medium' });
  const { equipment } = aside;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100">
        <Row label={t('status')}>{aside.status === 'closed' ? t('closedAt', { date: aside.closedAt ? day(aside.closedAt) : '—' }) : t('open')}</Row>
        <Row label={t('address')}>{aside.address}</Row>
        <Row label={t('date')}>
          <time dateTime={aside.date}>{day(aside.date)}</time>
        </Row>
        <Row label={t('client')}>
          {aside.client.fullName}
          {aside.client.phone && <span className="block text-slate-600">{displayPhone(aside.client.phone)}</span>}
        </Row>
        <Row label={t('installer')}>
          {aside.installer ? (
            <>
              {aside.installer.fullName}
              <span className="block text-slate-600">{displayPhone(aside.installer.phone)}</span>
            </>
          ) : (
            t('noInstaller')
          )}
        </Row>
        {aside.product && <Row label={t('product')}>{aside.product.name}</Row>}
        <Row label={t('equipment')}>
          {equipment.products.length === 0 ? (
            t('noEquipment')
          ) : (
            <ul className="space-y-1">
              {equipment.products.map((product) => (
                <li key={product.id}>
                  {product.name}
                  {product.guaranteeExpiredAt && (
                    <span className="block text-xs text-slate-600">{t('guaranteeUntil', { date: day(product.guaranteeExpiredAt) })}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t('guarantee')}>
          {equipment.guarantee
            ? /^\d{4}-\d{2}-\d{2}$/.test(equipment.guarantee)
              ? t('guaranteeUntil', { date: day(equipment.guarantee) })
              : equipment.guarantee
            : t('noGuarantee')}
        </Row>
        <Row label={t('preventedAt')}>{equipment.preventedAt ? day(equipment.preventedAt) : t('neverPrevented')}</Row>
      </dl>
      <Link href={pages.installation(aside.installationId)} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
        {t('toInstallation', { id: aside.installationId })}
      </Link>
      <Answering agents={agents} />
      <StatusActions aside={aside} />
    </div>
  );
}
