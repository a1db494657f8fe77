'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/lib/session/session-store';
import type { AppealDialogProps } from './appeal-dialog';

/** The dialog (its form and the upload field) loads when first opened. */
const AppealDialog = dynamic(() => import('./appeal-dialog').then((m) => m.AppealDialog), { ssr: false });

type Props = Omit<AppealDialogProps, 'open' | 'onClose'> & {
  /** The installation's client and installer: only they may appeal (docs/domain.md#chats-and-appeals); unknown: any client or installer. */
  parties?: (number | null | undefined)[];
  variant?: 'primary' | 'secondary';
};

/** "Appeal to support" on an installation card or a product of it: opens the appeal dialog, which becomes a chat. */
export function AppealButton({ parties, variant = 'secondary', ...dialog }: Props) {
  const t = useTranslations('chats.appeal');
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const role = user?.role.name;
  if (!user || (role !== 'USER' && role !== 'INSTALLER') || (parties && !parties.includes(user.id))) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {dialog.productId ? t('openForProduct') : t('open')}
      </Button>
      {open && <AppealDialog open onClose={() => setOpen(false)} {...dialog} />}
    </>
  );
}
