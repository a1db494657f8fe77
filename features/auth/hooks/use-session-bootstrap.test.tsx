import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileCache } from '@/lib/session/profile-cache';
import { useSessionStore, type SessionUser } from '@/lib/session/session-store';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { useSessionBootstrap } from './use-session-bootstrap';

const person = (id: number): SessionUser => ({
  id,
  name: 'Olena',
  lastname: 'Koval',
  avatar: null,
  phone: '380500000002',
  email: 'olena@example.com',
  role: { id: 2, name: 'INSTALLER', type: 'installer' },
});

/** What GET /session answers in a test: a session, a guest (null), a 401, or no network (an error). */
let session: { user: SessionUser; accessToken: string } | null | 401 | 'unreachable' = null;
/** GET /session answers once this resolves. */
let answer = Promise.resolve();
mockApi(
  http.get('*/session', async () => {
    await answer;
    if (session === 'unreachable') return HttpResponse.error();
    return session === 401 ? HttpResponse.json({ error: 'unauthorized' }, { status: 401 }) : HttpResponse.json({ data: session });
  }),
);

const dropped = vi.fn(async () => true);

function Bootstrap() {
  useSessionBootstrap();
  return null;
}

describe('who is signed in when the page starts (ADR 0053)', () => {
  beforeEach(() => {
    vi.stubGlobal('caches', { delete: dropped });
    dropped.mockClear();
    localStorage.clear();
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    answer = Promise.resolve();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('without a network, the person remembered here reads the kept copies, with no token, until the network returns', async () => {
    profileCache.write(person(7));
    session = 'unreachable';
    renderWithQueries(<Bootstrap />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'), apiWait);
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, name: 'Olena', phone: '' });
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(dropped).not.toHaveBeenCalled();

    session = { user: person(7), accessToken: 'token' };
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token'), apiWait);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('without a network and nobody remembered, the page is a guest’s', async () => {
    session = 'unreachable';
    renderWithQueries(<Bootstrap />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'), apiWait);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('a session that ended while no page was open drops the copies of the person remembered', async () => {
    profileCache.write(person(7));
    session = null;
    renderWithQueries(<Bootstrap />);
    await waitFor(() => expect(dropped).toHaveBeenCalledWith('portal-api'), apiWait);
    expect(dropped).toHaveBeenCalledWith('portal-pages');
    expect(profileCache.read()).toBeNull();
  });

  it('another person than the one remembered does not get their copies; the same person keeps them', async () => {
    profileCache.write(person(7));
    session = { user: person(7), accessToken: 'token' };
    const first = renderWithQueries(<Bootstrap />);
    await waitFor(() => expect(useSessionStore.getState().user?.id).toBe(7), apiWait);
    expect(dropped).not.toHaveBeenCalled();
    first.unmount();

    session = { user: person(8), accessToken: 'token' };
    renderWithQueries(<Bootstrap />);
    await waitFor(() => expect(useSessionStore.getState().user?.id).toBe(8), apiWait);
    expect(dropped).toHaveBeenCalledWith('portal-pages');
    expect(profileCache.read()?.id).toBe(8);
  });

  describe('the installed app’s start page, read before GET /session answers (ADR 0056)', () => {
    /** A page the service worker controls: only it has the copies a read without a token is answered from. */
    const controlled = () => Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage: () => {} } }, configurable: true });
    let reads: ('token' | null)[] = [];
    /** A read keyed by the person the start page reads for, which records the token it was sent with. */
    function StartPage() {
      useSessionBootstrap();
      const reader = useSessionStore((s) => s.user ?? s.remembered);
      useQuery({
        queryKey: ['list', reader?.id],
        queryFn: () => reads.push(useSessionStore.getState().accessToken as 'token' | null),
        enabled: Boolean(reader),
      });
      return null;
    }
    beforeEach(() => {
      reads = [];
      useSessionStore.setState({ remembered: null });
    });

    it('the person remembered is read for at once, signed in by nobody; with the session the read is made again with its token', async () => {
      controlled();
      profileCache.write(person(7));
      session = { user: person(7), accessToken: 'token' };
      let respond = () => {};
      answer = new Promise((resolve) => (respond = resolve));
      renderWithQueries(<StartPage />);
      await waitFor(() => expect(reads).toEqual([null]), apiWait);
      expect(useSessionStore.getState()).toMatchObject({ status: 'loading', user: null, accessToken: null, remembered: { id: 7 } });

      respond();
      await waitFor(() => expect(reads).toEqual([null, 'token']), apiWait);
      expect(useSessionStore.getState()).toMatchObject({ user: { id: 7 }, accessToken: 'token', remembered: null });
      expect(dropped).not.toHaveBeenCalled();
    });

    it('a 401 of GET /session forgets the person remembered and drops their copies', async () => {
      controlled();
      profileCache.write(person(7));
      session = 401;
      renderWithQueries(<StartPage />);
      await waitFor(() => expect(dropped).toHaveBeenCalledWith('portal-api'), apiWait);
      expect(useSessionStore.getState()).toMatchObject({ status: 'ready', user: null, remembered: null });
      expect(profileCache.read()).toBeNull();
    });

    it('without a service worker, nothing is read before the session answers', async () => {
      profileCache.write(person(7));
      session = { user: person(7), accessToken: 'token' };
      renderWithQueries(<StartPage />);
      await waitFor(() => expect(reads).toEqual(['token']), apiWait);
    });
  });
});
