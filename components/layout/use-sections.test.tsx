import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleName, RoleType } from '@/contracts/roles';
import { useSessionStore } from '@/lib/session/session-store';
import { useModalStore } from '@/lib/stores/modal-store';
import { renderWithIntl, renderWithQueries } from '@/tests/unit/render';
import { BottomPanel } from './bottom-panel';
import { SectionLinks } from './section-links';
import { useSections } from './use-sections';

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn(), push: vi.fn() }),
  Link: ({ prefetch: _prefetch, ...props }: { prefetch?: boolean }) => <a {...props} />,
}));

const signIn = (name: RoleName, type: RoleType) =>
  useSessionStore.getState().setSession({
    user: { id: 1, name: 'Ігор', lastname: 'Шевчук', avatar: null, phone: '380500000003', email: 'i@example.com', role: { id: 1, name, type } },
    accessToken: 't',
  });

function Section({ section = 'installations' }: { section?: 'installations' | 'chats' }) {
  const { guard } = useSections();
  return (
    <button type="button" onClick={guard(section)}>
      Installations
    </button>
  );
}

/** Clicks the section's entry; answers whether the guard stopped the browser's default (following the link). */
const click = () => !fireEvent.click(screen.getByRole('button', { name: 'Installations' }));

describe('section guard', () => {
  beforeEach(() => {
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null, wantedSection: null });
    useModalStore.getState().close();
  });

  it('lets a tap through while the session is still being asked for (a signed-in user is no guest)', () => {
    renderWithIntl(<Section />);
    expect(click()).toBe(false);
    expect(useModalStore.getState().name).toBeNull();
  });

  it('asks a guest to sign in once the session is known, remembering the section', () => {
    useSessionStore.getState().setReady();
    renderWithIntl(<Section />);
    expect(click()).toBe(true);
    expect(useModalStore.getState().name).toBe('auth');
    expect(useSessionStore.getState().wantedSection).toBe('installations');
  });

  it('refuses a signed-in role the section its page refuses, with the access-denied popup (a dealer and chats)', () => {
    signIn('DEALER', 'dealer');
    renderWithIntl(<Section section="chats" />);
    expect(click()).toBe(true);
    expect(useModalStore.getState()).toMatchObject({ name: 'error', props: { message: 'You do not have access to this section.' } });
  });
});

describe('section links', () => {
  beforeEach(() => useSessionStore.setState({ status: 'ready', user: null, accessToken: null, wantedSection: null }));

  const chatsLinks = () => screen.queryAllByRole('link', { name: 'Chats' });

  it('offer no chats to the dealer roles, in the header and the bottom panel, as the API refuses them chats', () => {
    for (const role of ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const) {
      signIn(role, 'dealer');
      const { unmount } = renderWithQueries(
        <>
          <SectionLinks />
          <BottomPanel />
        </>,
      );
      expect(chatsLinks(), role).toHaveLength(0);
      expect(screen.getAllByRole('link', { name: 'Installations' })).toHaveLength(2);
      unmount();
    }
  });

  it('offer chats to a guest, a client, an installer and support', () => {
    renderWithQueries(<SectionLinks />);
    expect(chatsLinks()).toHaveLength(1);
    for (const [role, type] of [
      ['USER', 'user'],
      ['INSTALLER', 'installer'],
      ['ADMIN', 'admin'],
    ] as const) {
      act(() => signIn(role, type));
      expect(chatsLinks(), role).toHaveLength(1);
    }
  });
});
