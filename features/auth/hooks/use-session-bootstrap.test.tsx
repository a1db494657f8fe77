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

/** What GET /session answers in a test: a session, a guest (null), or no network (an error). */
let session: { user: SessionUser; accessToken: string } | null | 'unreachable' = null;
mockApi(http.get('*/session', () => (session === 'unreachable' ? HttpResponse.error() : HttpResponse.json({ data: session }))));

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
  afterEach(() => vi.unstubAllGlobals());

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
});
