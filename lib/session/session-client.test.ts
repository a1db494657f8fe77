import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessToken } from './session-client';
import { useSessionStore } from './session-store';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('refreshing the access token (ADR 0053: no network is not the end of the session)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('answers the new token and keeps it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { data: { accessToken: 'new' } })),
    );
    useSessionStore.getState().setAccessToken('old');
    await expect(refreshAccessToken()).resolves.toBe('new');
    expect(useSessionStore.getState().accessToken).toBe('new');
  });

  it('answers null when the server says the session is over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: 'Unauthorized' })),
    );
    useSessionStore.getState().setAccessToken('old');
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('keeps the token in memory when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    useSessionStore.getState().setAccessToken('old');
    await expect(refreshAccessToken()).resolves.toBe('old');
    expect(useSessionStore.getState().accessToken).toBe('old');
  });
});
