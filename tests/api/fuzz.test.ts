import { afterAll, expect, it } from 'vitest';
import { startServer } from './helpers';
import { operationsOf } from './fuzz/operations';
import { problemsOf } from './fuzz/oracle';
import { fuzz, type Tally } from './fuzz/run';
import { worldOf } from './fuzz/world';

/**
 * Property-based fuzzing of every route and method the OpenAPI document lists (tests/api/fuzz/):
 * generated valid and hostile inputs, as a guest, with bad tokens and as each role, must never
 * answer 5xx, must keep the envelope of docs/api.md and must show no other user's record.
 * FUZZ_RUNS sets the inputs per route: 20 in `npm test`, whose seed is the day's (yyyymmdd), so every day fuzzes other
 * inputs and a failure replays all day; `npm run test:fuzz` is the deep daily run (1,000 per route; bench/README.md has
 * the long run). FUZZ_SEED replays a run, and FUZZ_PATH with it the one input a failure names (its "path").
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));

// The routes are read from the running API, so the server starts while the tests are collected.
// A long run lasts an hour or more: the actors' access tokens must outlive it (the default is 15 minutes,
// after which every signed-in route would be fuzzed only as a 401).
const server = await startServer({ TRUST_PROXY: 'true', ACCESS_TOKEN_TTL: String(24 * 60 * 60) });
const world = await worldOf(server);
const operations = await operationsOf(server);
const tallies = new Map<string, Tally>();
const started = Date.now();

const fivexxOf = (t: Tally) => Object.entries(t.statuses).reduce((n, [status, count]) => n + (Number(status) >= 500 ? count : 0), 0);
const statusesOf = (t: Tally) =>
  Object.entries(t.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');

afterAll(async () => {
  const rows = [...tallies].map(([route, t]) => ({ route, inputs: t.inputs, '5xx': fivexxOf(t), statuses: statusesOf(t) }));
  console.log(
    `fuzz (FUZZ_SEED=${SEED}): ${rows.reduce((n, r) => n + r.inputs, 0)} inputs, ${rows.reduce((n, r) => n + r['5xx'], 0)} answers 5xx, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.table(rows);
  await server.close();
});

it('reads the routes, their parameters and bodies from the OpenAPI document', () => {
  const byKey = new Map(operations.map((o) => [o.key, o]));
  expect(byKey.get('GET /web/catalog/products/{id}')?.pathParams.map((p) => p.name)).toEqual(['id']);
  expect(byKey.get('POST /login')?.body?.type).toBe('json');
  expect(byKey.get('POST /web/profile/avatar')?.body).toMatchObject({ type: 'multipart', schema: { properties: { avatar: { format: 'binary' } } } });
});

it("reports a 5xx, a body outside the envelope and another user's record, unless the request carried it", () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    body,
    text: JSON.stringify(body),
    headers: new Headers(headers),
  });
  const [me, other] = world.markers.filter((m) => m.what.startsWith('phone of stranger'));
  const actor = { name: 'stranger', userId: me.ownerId };
  expect(problemsOf(answer(500, { message: 'x' }), actor, '', [], true)).toEqual(['status 500']);
  expect(problemsOf(answer(400, { message: 'x', statusCode: 400 }), actor, '', [], true)).toEqual(['unexpected keys statusCode']);
  expect(problemsOf(answer(422, { message: 'x' }), actor, '', [], true)).toEqual(['422 without `errors`']);
  expect(problemsOf(answer(429, { message: 'x' }), actor, '', [], true)).toEqual(['429 without Retry-After']);
  const leak = answer(200, { data: { phones: [me.text, other.text] } });
  expect(problemsOf(leak, actor, '', world.markers, true)).toEqual([`shows the ${other.what}`]);
  expect(problemsOf(leak, actor, `phone=${other.text}`, world.markers, true)).toEqual([]);
});

for (const operation of operations) {
  it(operation.key, { timeout: 60_000 + RUNS * 1000 }, async () => {
    const tally: Tally = { inputs: 0, statuses: {} };
    tallies.set(operation.key, tally);
    const failure = await fuzz(server, world, operation, RUNS, tally, SEED);
    // One line per route as it ends, so that a long run stopped halfway still shows its figures.
    console.log(`fuzz ${operation.key}: ${tally.inputs} inputs, ${fivexxOf(tally)} 5xx (${statusesOf(tally)})`);
    expect(failure, failure ?? '').toBeNull();
    // The signed-in actors must still be signed in, or every later route would be fuzzed only as a 401.
    const ended = [];
    for (const actor of world.actors.filter((a) => a.userId)) {
      if ((await server.request('/sessions/current', { token: actor.token })).status !== 200) ended.push(actor.name);
    }
    expect(ended, `sessions ended while fuzzing ${operation.key}`).toEqual([]);
  });
}
