import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '@/tests/unit/render';
import { profileQueryKey } from './queries';
import { useSessionStore } from './session-store';
import { useSignedInUser } from './signed-in-user';

const user = {
  id: 7,
  name: 'Olena',
  lastname: 'Shevchenko',
  avatar: null,
  phone: '380501234567',
  email: 'olena@example.com',
  role: { id: 1, name: 'USER' as const, type: 'user' as const },
};

beforeEach(() => useSessionStore.getState().clear());

describe('useSignedInUser', () => {
  it('is the session’s user until the profile is known, then the profile query’s, where an edit lands', async () => {
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSignedInUser(), { wrapper });
    expect(result.current).toBeNull();
    act(() => useSessionStore.getState().setSession({ user, accessToken: 'token' }));
    expect(result.current).toEqual(user);
    act(() => void client.setQueryData(profileQueryKey, { ...user, name: 'Olha', avatar: '/storage/a.png', language: 'uk' }));
    await waitFor(() => expect(result.current).toEqual({ ...user, name: 'Olha', avatar: '/storage/a.png' }));
    // Another user's profile (a stale cache) is never shown for this one.
    act(() => void client.setQueryData(profileQueryKey, { ...user, id: 8, name: 'Taras', language: 'uk' }));
    await waitFor(() => expect(result.current).toEqual(user));
  });
});
