import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { connectApiClient } from '@/lib/session/session-client';
import { useSessionStore, type SessionUser } from '@/lib/session/session-store';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { setOnline } from '@/tests/unit/network';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { InstallationWizard } from './installation-wizard';
import { draftCommon as common } from './draft-fixture';

// A draft's step page: /installations/new?id=5&step=common.
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('id=5&step=common'), usePathname: () => '/installations/new' }));
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/installations/new',
  Link: (props: object) => <a {...props} />,
}));

const api = (path: string) => `${publicApiUrl}${path}`;
const options = { certificationTypes: [{ id: 1, code: 'RAC', name: 'Residential AC' }], workOrderTypes: [{ value: 'INSTALLATION', name: 'Installation' }] };
const userOf = (name: SessionUser['role']['name'], type: SessionUser['role']['type']): SessionUser => ({
  id: 2,
  name: 'Андрій',
  lastname: 'Мельник',
  avatar: null,
  phone: '380500000002',
  email: 'a@example.com',
  role: { id: 1, name, type },
});

/** The Authorization header of every GET /web/installations/5/common the page sent ('' when it had none). */
let commonCalls: string[] = [];
const server = mockApi();
beforeAll(() => {
  browserLayoutApis();
  connectApiClient();
});
beforeEach(() => {
  commonCalls = [];
  useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
  server.use(
    http.get(api('/web/installations/5/common'), ({ request }) => {
      const authorization = request.headers.get('authorization') ?? '';
      commonCalls.push(authorization);
      return authorization ? HttpResponse.json({ data: common }) : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    }),
    http.get(api('/web/installations/certification-types'), () => HttpResponse.json({ data: options })),
    // The draft's version and the reads of the steps saved offline, fetched when it opens (ADR 0055).
    http.get(api('/web/installations/5'), () => HttpResponse.json({ data: { ...testCard(), id: 5 } })),
    http.get(api('/web/installations/5/:step'), () => HttpResponse.json({ data: {} })),
  );
});

describe('the wizard of a draft, opened as the session is still being asked for', { timeout: 60_000 }, () => {
  it('asks for the draft only once the session is known, with its token: never unauthenticated', async () => {
    renderWithQueries(<InstallationWizard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // GET /session has not answered yet: a call now would carry no token.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(commonCalls).toEqual([]);

    act(() => useSessionStore.getState().setSession({ user: { ...userOf('INSTALLER', 'installer'), language: 'uk' } as never, accessToken: 'token-1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New installation' }, apiWait)).toBeInTheDocument();
    expect(commonCalls).toEqual(['Bearer token-1']);
  });

  it('a client (who may not register installations) gets the styled refusal with the way home, and the draft is never asked for', async () => {
    renderWithQueries(<InstallationWizard />);
    act(() => useSessionStore.getState().setSession({ user: { ...userOf('USER', 'user'), language: 'uk' } as never, accessToken: 'token-2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this section.' })).toBeInTheDocument();
    expect(screen.getByText('Only installers, dealers and administrators can register installations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(commonCalls).toEqual([]);
  });

  it('without a network, step 1 of a draft says it needs one (the serials, address and details are kept on the device instead)', async () => {
    setOnline(false);
    renderWithQueries(<InstallationWizard />);
    act(() => useSessionStore.getState().setSession({ user: { ...userOf('INSTALLER', 'installer'), language: 'uk' } as never, accessToken: 'token-3' }));
    expect(await screen.findByText('No network: this needs a connection. Try again when you are back online.', {}, apiWait)).toBeInTheDocument();
  });
});
