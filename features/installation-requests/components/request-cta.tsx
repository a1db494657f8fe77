'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useSessionStore } from '@/lib/session/session-store';
import { openModal } from '@/lib/stores/modal-store';
import { LazyRequestDialog } from './lazy-dialog';
import { pages } from '@/contracts/pages';

/**
 * The /place page's call to action: a client sends a request for work, a guest is asked to sign in first
 * (as the header's guest path does); other roles, who cannot send one, keep the contacts link.
 */
export function RequestCta({ contactsLabel }: { contactsLabel: string }) {
  const t = useTranslations('installationRequests');
  const user = useSessionStore((s) => s.user);
  const ready = useSessionStore((s) => s.status === 'ready');
  const [open, setOpen] = useState(false);
  if (ready && user && user.role.name !== 'USER') {
    return (
      <Link href={pages.contacts()} className={buttonClass('secondary')}>
        {contactsLabel}
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => (user ? setOpen(true) : openModal('auth'))} disabled={!ready}>
        {t('cta')}
      </Button>
      {open && <LazyRequestDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
