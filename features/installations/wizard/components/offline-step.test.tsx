import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import { PendingChanges } from '@/components/offline/pending-changes';
import { publicApiUrl } from '@/lib/env';
import { outboxDb } from '@/lib/offline/outbox-db';
import { replay } from '@/lib/offline/replay';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { setOnline } from '@/tests/unit/network';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { testCard } from '@/tests/unit/test-card';
import { wizardKeys } from '../api';
import { EMPTY_DETAILS } from '@/contracts/installations';
import { draftCommon } from './draft-fixture';
import { DetailsStep } from './details-step';
import { InstallerStep } from './installer-step';

const api = (path: string) => `${publicApiUrl}${path}`;
const USER = 2;
const options = {
  outdoorUnitFastenings: [
    { id: 'WALL_BRACKET', name: 'Wall bracket' },
    { id: 'ROOF_FRAME', name: 'Roof frame' },
  ],
  outdoorUnitAccesses: [{ id: 'LADDER', name: 'From a ladder' }],
  drainages: [{ id: 'PUMP', name: 'Drain pump' }],
};
const empty = {
  ...options,
  id: 5,
  plannedAt: '2030-03-04T00:00:00Z',
  ...EMPTY_DETAILS,
};

/** The PUT …/details the API stand-in heard: its key, its If-Match and its body. */
let heard: { key: string | null; ifMatch: string | null; body: unknown }[] = [];
/** The job's version at the stand-in: a write on another one is refused with 412. */
let version = 'v1';
/** What the server holds now (another device's details). */
let theirs = empty;

const entries = () => outboxDb.entries.orderBy('seq').toArray();

const server = mockApi();
beforeAll(browserLayoutApis);
beforeEach(async () => {
  heard = [];
  version = 'v1';
  theirs = empty;
  await outboxDb.entries.clear();
  signInForTest('INSTALLER');
  server.use(
    http.get(api('/web/installations/5/details'), () => HttpResponse.json({ data: theirs })),
    http.get(api('/web/installations/5'), () => HttpResponse.json({ data: { ...testCard(), id: 5, version } })),
    http.put(api('/web/installations/5/details'), async ({ request }) => {
      const ifMatch = request.headers.get('if-match');
      heard.push({ key: request.headers.get('idempotency-key'), ifMatch, body: await request.json() });
      if (ifMatch !== `"${version}"`) return HttpResponse.json({ message: 'Changed meanwhile', currentVersion: version }, { status: 412 });
      version = 'v2';
      return HttpResponse.json({ data: { ...testCard(), id: 5, version } }, { headers: { etag: `"${version}"` } });
    }),
  );
});

/** The details step of draft 5 opened online (its read and version at hand), then filled without a network. */
async function fillOffline() {
  const queued: boolean[] = [];
  const { client } = renderWithQueries(
    <DetailsStep kind="new" site={{ userId: USER, installationId: 5, baseVersion: 'v1' }} onSaved={(q) => queued.push(q)} onBack={() => undefined} />,
  );
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Additional details' }, apiWait);
  setOnline(false);
  await user.selectOptions(screen.getByLabelText('Outdoor unit fastening'), 'ROOF_FRAME');
  await user.type(screen.getByLabelText('Comment'), 'Ladder from the yard');
  await user.click(screen.getByRole('button', { name: 'Save and finish' }));
  await waitFor(() => expect(queued).toEqual([true]), apiWait);
  return client;
}

describe('a wizard step saved without a network (ADR 0055)', { timeout: 60_000 }, () => {
  it('is kept on this device with its key and the version it was made on, and sent once when the network returns', async () => {
    const client = await fillOffline();
    expect(heard).toEqual([]);
    // The step shown again shows what waits to be sent.
    expect(client.getQueryData(wizardKeys.step(5, 'details'))).toMatchObject({
      outdoorUnitFastening: { id: 'ROOF_FRAME', name: 'Roof frame' },
      comment: 'Ladder from the yard',
    });
    const [kept] = await entries();
    expect(kept).toMatchObject({ kind: 'step', method: 'PUT', path: '/web/installations/5/details', baseVersion: 'v1', state: 'waiting' });
    expect(kept!.body).toMatchObject({ plannedAt: '2030-03-04', outdoorUnitFastening: 'ROOF_FRAME', comment: 'Ladder from the yard' });

    setOnline(true);
    await replay(USER);
    await replay(USER);
    expect(heard).toEqual([{ key: kept!.key, ifMatch: '"v1"', body: kept!.body }]);
    expect(await entries()).toEqual([]);
  });

  it('met by a newer version, shows both versions of the step’s fields and sends mine on the current one when I keep it', async () => {
    await fillOffline();
    version = 'v7';
    theirs = { ...empty, outdoorUnitFastening: { id: 'WALL_BRACKET', name: 'Wall bracket' }, comment: 'Changed by the dealer' } as never;
    setOnline(true);
    await replay(USER);
    expect((await entries())[0]).toMatchObject({ state: 'conflict' });

    renderWithQueries(<PendingChanges userId={USER} installationId={5} onSynced={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Compare and choose' }, apiWait));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    const [mine, server] = await within(dialog).findAllByRole('region', {}, apiWait);
    expect(await within(server!).findByText('Changed by the dealer', {}, apiWait)).toBeInTheDocument();
    expect(within(server!).getByText('Wall bracket')).toBeInTheDocument();
    // Mine names its option as the API's read does.
    expect(within(mine!).getByText('Roof frame')).toBeInTheDocument();
    expect(within(mine!).getByText('Ladder from the yard')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(heard.map((h) => h.ifMatch)).toEqual(['"v1"', '"v7"']), apiWait);
    expect(heard[1]!.key).toBe(heard[0]!.key);
    await waitFor(async () => expect(await entries()).toEqual([]), apiWait);
  });

  it('the installer step keeps the installer themself without asking for the certification check, which needs the network', async () => {
    let checks = 0;
    server.use(
      http.get(api('/web/installations/5/installer'), () => HttpResponse.json({ data: { installerId: null, installerFullName: null, installerPhone: null } })),
      http.post(api('/web/installers/certification-types/check'), () => {
        checks++;
        return HttpResponse.json({ data: { warning: null } });
      }),
    );
    const queued: boolean[] = [];
    setOnline(false);
    const { client } = renderWithQueries(
      <InstallerStep
        kind="new"
        common={draftCommon}
        site={{ userId: USER, installationId: 5, baseVersion: 'v1' }}
        onSaved={(q) => queued.push(q)}
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText(/only the choice at hand can be saved/, {}, apiWait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(queued).toEqual([true]), apiWait);
    expect(checks).toBe(0);
    expect((await entries())[0]).toMatchObject({ kind: 'step', path: '/web/installations/5/installer', body: { installerId: USER }, baseVersion: 'v1' });
    expect(client.getQueryData(wizardKeys.step(5, 'installer'))).toMatchObject({ installerId: USER, installerFullName: 'Taras Koval' });
  });
});
