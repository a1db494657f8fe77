import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { useModalStore } from '@/lib/stores/modal-store';
import { renderWithIntl } from '@/tests/unit/render';
import { useSections } from './use-sections';

function Section() {
  const { guard } = useSections();
  return (
    <button type="button" onClick={guard('installations')}>
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
});
