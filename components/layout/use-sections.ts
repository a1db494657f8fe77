'use client';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { mayOpen, type Visitor } from '@/lib/guards';
import { openModal, showErrorPopup } from '@/lib/stores/modal-store';
import { useSessionStore, type Section } from '@/lib/session/session-store';
import { pages } from '@/contracts/pages';

/** The page each section of the header and the bottom panel opens. */
export const sectionPaths: Record<Section, string> = {
  favorites: pages.favorites(),
  installations: pages.installations(),
  objects: pages.objects(),
  chats: pages.chats(),
  profile: pages.profile(),
};

/**
 * Which section links a visitor sees: a guest all of them (a tap asks them to sign in, remembering what
 * they wanted); a signed-in visitor those whose page's guard lets their role in
 * (lib/guards.ts, read from the API's areas: no link ends in a refusal), and the work section that is
 * theirs: installations, or objects for the designer. One exception (docs/access.md#pages-guards-and-links): the designer keeps
 * Chats, which answers a tap with the access-denied popup.
 */
export const sectionShown = (section: Section, visitor: Visitor) =>
  !visitor || mayOpen(sectionPaths[section], visitor) || (section === 'chats' && visitor.role === 'PROJECTOR');

/** The work section of the header and the bottom panel: installations where the role may open them (and for a guest), objects otherwise. */
export const workSectionOf = (visitor: Visitor): Section => (!visitor || mayOpen(pages.installations(), visitor) ? 'installations' : 'objects');

/**
 * Who may open which section. While the session is still being asked for, the link just goes: a
 * signed-in user tapping early is no guest, and a guest still meets the page's own guard.
 */
export function useSections() {
  const t = useTranslations('shell');
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.status === 'loading');
  const setWanted = useSessionStore((s) => s.setWantedSection);
  const visitor: Visitor = user && { role: user.role.name };

  const guard = (section: Section) => (event: MouseEvent) => {
    if (loading) return;
    if (!user) {
      event.preventDefault();
      setWanted(section);
      openModal('auth');
      return;
    }
    if (!mayOpen(sectionPaths[section], visitor)) {
      event.preventDefault();
      showErrorPopup(t('accessDenied'));
    }
  };

  return { user, known: !loading, guard, workSection: workSectionOf(visitor), shown: (section: Section) => sectionShown(section, visitor) };
}
