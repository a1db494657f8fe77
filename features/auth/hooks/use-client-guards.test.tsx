import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { browserLayoutApis } from '@/tests/unit/api-mock';
import { renderWithIntl } from '@/tests/unit/render';
import { useClientGuards } from './use-client-guards';

const replace = vi.fn();
vi.mock('@/i18n/navigation', () => ({ usePathname: () => '/installations/requests', useRouter: () => ({ replace }) }));

function Guards() {
  useClientGuards();
  return null;
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('the browser half of the guards (ADR 0006)', () => {
  beforeEach(() => {
    browserLayoutApis();
    replace.mockClear();
    // An installer on support's requests for work: refused with the access-denied popup.
    useSessionStore.getState().setSession({
      user: { id: 3, name: 'Андрій', lastname: 'Бондар', avatar: null, phone: '', email: '', role: { id: 2, name: 'INSTALLER', type: 'installer' } },
      accessToken: 'token',
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a refused visitor home with the access-denied popup', () => {
    setOnline(true);
    renderWithIntl(<Guards />);
    expect(replace).toHaveBeenCalledWith('/?denied=1');
  });

  it('without a network leaves the page where it is (the offline page at the asked address), and acts once the network is back', () => {
    setOnline(false);
    renderWithIntl(<Guards />);
    expect(replace).not.toHaveBeenCalled();

    act(() => setOnline(true));
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
