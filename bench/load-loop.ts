/**
 * The benchmarks' load driver (bench/mixed-load.ts, bench/cluster.ts): users on keep-alive connections of their own
 * (plain `node:http`, so every response is timed per step) loop their steps for a time, and the answers' times per
 * step, the errors and the tables of both.
 */
import http from 'node:http';

export type LoadUser = { token: string; agent: http.Agent };
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

/** One request on the user's own keep-alive connection: the status and the body. */
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

/**
 * Every user loops its steps (`stepsOf`) for `seconds`, or until `until` settles, waiting `think` ms × 0.5–1.5 after
 * each; answers each step's response times (ms), the errors (an answer of 300 or above, or no answer) and how many
 * of each kind and step (`502 (a step)`, `ECONNRESET (a step)`…).
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
  let stopped = false;
  void until?.finally(() => (stopped = true));
  const deadline = until ? Infinity : performance.now() + seconds * 1000;
  const going = () => !stopped && performance.now() < deadline;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      for (let round = 0; going(); round++) {
        for (const step of stepsOf(user)) {
          const t0 = performance.now();
          const body = step.body?.(user, round);
          try {
            const answer = await request(user.agent, step.port ?? port, step.path(user, round), { token: token ? user.token : undefined, body });
            if (answer.status >= 300) error(`${answer.status} (${step.name})`);
            step.onAnswer?.(user, answer, body);
          } catch (err) {
            error(`${(err as NodeJS.ErrnoException).code ?? 'no answer'} (${step.name})`);
            step.onAnswer?.(user, { status: 0, body: '' }, body);
          }
          times.get(step.name)!.push(performance.now() - t0);
          if (think) await new Promise((resolve) => setTimeout(resolve, think * (0.5 + Math.random())));
          if (!going()) break;
        }
      }
    }),
  );
  const errors = [...errorKinds.values()].reduce((a, b) => a + b, 0);
  return { times, errors, errorKinds, seconds: (performance.now() - started) / 1000 };
}

/** A markdown table of a run: requests, req/s and p50/p95/p99 per step and over all, after a line with the errors. */
export function table(label: string, r: Awaited<ReturnType<typeof run>>) {
  const lines = ['| step | requests | req/s | p50 ms | p95 ms | p99 ms |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  const all: number[] = [];
  const line = (name: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `| ${name} | ${list.length} | ${(list.length / r.seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
  };
  for (const [name, list] of r.times) {
    lines.push(line(name, list));
    all.push(...list);
  }
  if (r.times.size > 1) lines.push(line('**all**', all));
  const kinds = [...r.errorKinds].map(([kind, n]) => `${n} × ${kind}`).join(', ');
  return `${label}, errors: ${r.errors}${kinds ? ` (${kinds})` : ''}\n\n${lines.join('\n')}\n`;
}
