/**
 * The benchmarks' load driver (bench/mixed-load.ts, bench/cluster.ts): autocannon-driven scenarios. Every user loops
 * its steps on a keep-alive connection of its own (an autocannon instance of one connection, whose `requests` are the
 * user's steps), for a time or until told to stop; answers the times per step, the errors and the tables of both.
 */
import http from 'node:http';
import autocannon, { type Instance, type Request } from 'autocannon';

export type LoadUser = { token: string };
export type Answer = { status: number; body: string };
export type Step<U extends LoadUser> = {
  name: string;
  path: (user: U, round: number) => string;
  /** A JSON body makes the step a POST. */
  body?: (user: U, round: number) => unknown;
  /** Another port than the run's (the web's, beside the API's). */
  port?: number;
  /** Hears each answer (status 0: none came) and the body it was sent (to keep what a write acknowledged). */
  onAnswer?: (user: U, answer: Answer, sent: unknown) => void;
};

/** One request on a keep-alive connection (the benchmarks' set-up: sign-ins, a user's lists): the status and the body. */
export function request(agent: http.Agent, port: number, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, method: payload ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const get = (agent: http.Agent, port: number, path: string, token?: string) => request(agent, port, path, { token });

type Times = Map<string, number[]>;
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** autocannon's own: a request left unanswered this long (s) is dropped, its connection opened again. */
const TIMEOUT_SECONDS = 10;

/** A connection's steps (whose, which, in turn) and its rate (requests a second; none: as fast as answered). */
type Lane<U extends LoadUser> = { port: number; items: { user: U; step: Step<U> }[]; rate?: number };

/**
 * The connections, at `perSecond` steps a second a user (none: no think time): each user's steps on the run's port on a
 * connection of the user's own. Steps on another port (the web's pages, beside the API) cannot share it (an autocannon
 * connection has one address): they go on connections of that port shared by the users in turn. Rates are whole
 * requests a second (autocannon's): a user's own connection gets its share of the user's steps, rounded; the shared
 * ones are as many as make about 1 request a second each (80 users with 1 step in 4 there at 1.67 a second: 33). At
 * `--think=600` in bench/cluster.ts: 1 a second on each user's connection for its 3 API steps (1.25 before rounding),
 * 33 web requests a second.
 */
function lanesOf<U extends LoadUser>(port: number, users: U[], stepsOf: (user: U) => Step<U>[], perSecond?: number): Lane<U>[] {
  const rate = (target: number) => (perSecond ? Math.max(1, Math.round(target)) : undefined);
  const lanes: Lane<U>[] = [];
  const elsewhere = new Map<number, { items: Lane<U>['items']; share: number }>();
  for (const user of users) {
    const steps = stepsOf(user);
    const own = steps.filter((s) => (s.port ?? port) === port);
    if (own.length) lanes.push({ port, items: own.map((step) => ({ user, step })), rate: rate(((perSecond ?? 0) * own.length) / steps.length) });
    for (const step of steps.filter((s) => (s.port ?? port) !== port)) {
      const other = elsewhere.get(step.port!) ?? { items: [], share: 0 };
      other.items.push({ user, step });
      other.share += 1 / steps.length;
      elsewhere.set(step.port!, other);
    }
  }
  for (const [otherPort, { items, share }] of elsewhere) {
    const count = Math.max(1, Math.round(share * (perSecond ?? 1)));
    const shared = Array.from({ length: count }, () => ({ port: otherPort, items: [] as Lane<U>['items'], rate: rate(((perSecond ?? 0) * share) / count) }));
    items.forEach((item, i) => shared[i % count].items.push(item));
    lanes.push(...shared);
  }
  return lanes;
}

/**
 * Every user loops its steps (`stepsOf`) for `seconds`, or until `until` settles; answers each step's response times
 * (ms), the errors (an answer of 300 or above, or no answer) and how many of each kind and step (`502 (a step)`,
 * `ECONNRESET (a step)`, `timeout (a step)`…).
 *
 * Think time (`think` ms): autocannon has no pause between a connection's requests; what it offers closest is a rate
 * per connection (`connectionRate`, requests a second, a whole number of at least 1), which lets a connection send at
 * most that many requests in each second of its own and holds the next until the next second. `think` is mapped to
 * 1000 / think steps a second a user, rounded per connection (`lanesOf`): at `--think=1000` a user sends a step a
 * second, i.e. reads each answer for 1 s minus the time it took to come (the hand-written loop waited 0.5–1.5 s at
 * random after the answer: the same mean rate, give or take the answer's time, but no spread); a rate of 2 sends the
 * second step right after the first's answer, then waits for the rest of the second. Each user's connection is an
 * autocannon instance of its own, started at a random point of its first second, so that the users' seconds do not
 * begin together: an instance's connections all start their seconds at once, and one instance per kind of user would
 * send its users' steps in one burst each second, nothing like people reading pages.
 *
 * Stopping: at `seconds`, or when `until` settles, every instance is stopped (`instance.stop()`; autocannon ends it
 * at its next 1-s sample): the run is measured to that moment, and what is answered after it, or never, is neither
 * timed nor an error, and its `onAnswer` is not called.
 *
 * Connection errors (autocannon's `reqError`: ECONNRESET…, `request timed out` after 10 s) count against the step the
 * connection was waiting on; a request whose connection closed under it with no error (autocannon opens it again and
 * sends the next step) counts as `no answer`. Both call the step's `onAnswer` with status 0.
 */
export async function run<U extends LoadUser>(
  port: number,
  users: U[],
  seconds: number,
  stepsOf: (user: U) => Step<U>[],
  { token = true, think = 0, until }: { token?: boolean; think?: number; until?: Promise<unknown> } = {},
) {
  const times: Times = new Map([...new Set(users.flatMap((u) => stepsOf(u)))].map((s) => [s.name, []]));
  const errorKinds = new Map<string, number>();
  const error = (kind: string) => errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  const instances: Instance[] = [];
  let stopped = false;
  let ended = 0;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    ended = performance.now();
    for (const instance of instances) instance.stop();
  };
  const started = performance.now();

  const runLane = async (lane: Lane<U>) => {
    // The step sent and not yet answered (autocannon sends one at a time on a connection), and the last connection error.
    let pending: { item: Lane<U>['items'][number]; last: boolean; body: unknown; sent: number } | null = null;
    let lastError: string | null = null;
    // Passes through the lane's steps (a step's `round`): the next after the last step's answer (or error).
    let round = 0;
    const settle = (kind: string | null, answer: Answer) => {
      const { item, last, body, sent } = pending!;
      pending = null;
      if (last) round++;
      times.get(item.step.name)!.push(performance.now() - sent);
      if (kind) error(`${kind} (${item.step.name})`);
      item.step.onAnswer?.(item.user, answer, body);
    };
    const lost = (kind: string) => settle(kind, { status: 0, body: '' });
    const requests: Request[] = lane.items.map((item, i) => ({
      setupRequest: (req) => {
        // Sent again with the previous step unanswered: its connection was opened again under it (closed, or timed out).
        if (pending && !stopped) lost(lastError ?? (performance.now() - pending.sent >= TIMEOUT_SECONDS * 1000 - 100 ? 'timeout' : 'no answer'));
        lastError = null;
        const body = item.step.body?.(item.user, round);
        const payload = body === undefined ? undefined : JSON.stringify(body);
        pending = { item, last: i === lane.items.length - 1, body, sent: performance.now() };
        return {
          ...req,
          method: payload === undefined ? 'GET' : 'POST',
          path: item.step.path(item.user, round),
          headers: {
            ...(token ? { authorization: `Bearer ${item.user.token}` } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: payload,
        };
      },
      onResponse: (status, body) => {
        if (!pending || stopped) return;
        lastError = null;
        settle(status >= 300 ? String(status) : null, { status, body });
      },
    }));
    const { rate } = lane;
    if (rate) await new Promise((resolve) => setTimeout(resolve, Math.random() * (1000 / rate)));
    if (stopped) return;
    const instance = autocannon({
      url: `http://127.0.0.1:${lane.port}`,
      connections: 1,
      // Stopped by `stop()` below; autocannon wants a duration all the same.
      duration: 24 * 3600,
      timeout: TIMEOUT_SECONDS,
      requests,
      ...(rate ? { connectionRate: rate, ignoreCoordinatedOmission: true } : {}),
    });
    instances.push(instance);
    instance.on('reqError', (err: NodeJS.ErrnoException) => {
      // autocannon opens the connection again before it tells of a timeout, and may have sent the next step already
      // (then counted above): a timeout counts only against a step that has waited that long.
      const timedOut = err.message === 'request timed out';
      if (timedOut && (!pending || performance.now() - pending.sent < TIMEOUT_SECONDS * 1000 - 100)) return;
      lastError = timedOut ? 'timeout' : (err.code ?? err.message);
      if (pending && !stopped) lost(lastError);
    });
    await instance;
  };

  const deadline = until ? null : setTimeout(stop, seconds * 1000);
  void until?.finally(stop);
  await Promise.all(lanesOf(port, users, stepsOf, think ? 1000 / think : undefined).map(runLane));
  if (deadline) clearTimeout(deadline);
  const errors = [...errorKinds.values()].reduce((a, b) => a + b, 0);
  return { times, errors, errorKinds, seconds: ((ended || performance.now()) - started) / 1000 };
}

/** A markdown table of a run: requests, req/s and p50/p95/p99 per step and over all, after a line with the errors. */
export function table(label: string, r: Awaited<ReturnType<typeof run>>) {
  const lines = ['| step | requests | req/s | p50 ms | p95 ms | p99 ms |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  const line = (name: string, list: number[]) => {
    const sorted = list.toSorted((a, b) => a - b);
    return `| ${name} | ${list.length} | ${(list.length / r.seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
  };
  for (const [name, list] of r.times) lines.push(line(name, list));
  // Not `push(...list)`: a step of more than ~100,000 answers overflows the call stack as arguments.
  if (r.times.size > 1) lines.push(line('**all**', [...r.times.values()].flat()));
  const kinds = [...r.errorKinds].map(([kind, n]) => `${n} × ${kind}`).join(', ');
  return `${label}, errors: ${r.errors}${kinds ? ` (${kinds})` : ''}\n\n${lines.join('\n')}\n`;
}
