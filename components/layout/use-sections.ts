'use client';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { openModal, showErrorPopup } from '@/lib/stores/modal-store';
import { useSessionStore, type Section } from '@/lib/session/session-store';

/**
 * Who may open which section (spec sections 2, 4, 6): guests get the sign-in window (remembering
 * what they wanted); a projector sees objects instead of installations and is refused chats. While the
 * session is still being asked for, the link just goes: a signed-in user tapping early is no guest, and
 * a guest still meets the page's own guard.
 */
export function useSections() {
  const t = useTranslations('shell');
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.status === 'loading');
  const setWanted = useSessionStore((s) => s.setWantedSection);
  const isProjector = user?.role.type === 'projector';

  const guard = (section: Section) => (event: MouseEvent) => {
    if (loading) return;
    if (!user) {
      event.preventDefault();
      setWanted(section);
      openModal('auth');
      return;
    }
    if (isProjector && (section === 'installations' || section === 'chats')) {
      event.preventDefault();
      showErrorPopup(t('accessDenied'));
    }
  };

  return { user, isProjector, guard, workSection: (isProjector ? 'objects' : 'installations') as Section };
}
