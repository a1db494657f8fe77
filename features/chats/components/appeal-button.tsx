'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AppealDialogProps } from './appeal-dialog';

/** The dialog (its form and the upload field) loads when first opened. */
const AppealDialog = dynamic(() => import('./appeal-dialog').then((m) => m.AppealDialog), { ssr: false });

type Props = Omit<AppealDialogProps, 'open' | 'onClose'> & {
  /** The answer's `canAppeal` (the installation card's, a product card's): the API's chats policy decides who may appeal. */
  canAppeal: boolean;
  variant?: 'primary' | 'secondary';
};

/** "Appeal to support" on an installation card or a product of it: opens the appeal dialog, which becomes a chat. */
export function AppealButton({ canAppeal, variant = 'secondary', ...dialog }: Props) {
  const t = useTranslations('chats.appeal');
  const [open, setOpen] = useState(false);
  if (!canAppeal) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {dialog.productId ? t('openForProduct') : t('open')}
      </Button>
      {open && <AppealDialog open onClose={() => setOpen(false)} {...dialog} />}
    </>
  );
}
