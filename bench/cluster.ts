/**
 * Load through the cluster while its copies die and restart (bench/README.md "Cluster"; issue 34 items 4 and 5):
 *
 *   API_PORT=4310 WEB_PORT=3310 node --import tsx bench/cluster.ts [--users=40] [--think=1000] [--seconds=45] [--sigterm-only]
 *
 * Starts the cluster of `npm run stack:cluster` (scripts/cluster/: HAProxy, two web and two API copies, PostgreSQL,
 * Redis, s3rver) on those public ports, so that it serves the web build made for them. `--users` clients, each with a
 * chat of their own, loop through HAProxy (bench/load-loop.ts, autocannon): their installations, their chats, a message (a write,
 * with a clientKey), a public page from the web copies; each sends a step every `--think` ms (autocannon's rate per
 * connection, see bench/load-loop.ts `run()`; the web pages on connections of their own, shared by the users).
 *
 * (a) `--seconds` of load; a third in, one API copy and one web copy are killed (SIGKILL); both are started again after.
 * (b) A rolling restart under the same load: each of the four copies in turn is taken out of HAProxy's balance
 *     (`set server … state drain`; with `--sigterm-only` not), sent SIGTERM, waited for until it exited, started again
 *     and waited for until HAProxy's checks see it up.
 * After each: requests sent, errors by kind, and every acknowledged message looked up in the database (lost: none
 * expected); a message not acknowledged (its copy died under it) is looked up too, by its clientKey.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { serverState } from '../scripts/cluster/haproxy.mjs';
import { stopService } from '../scripts/stack.mjs';
import { run, type Step, table } from './load-loop';

type Cluster = Awaited<ReturnType<typeof startCluster>>;
type User = { token: string; chatId: number };
type Writes = { acknowledged: { id: number; clientKey: string }[]; unanswered: string[] };

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PHONE_PREFIX = '38069';

/** `count` clients (38069…) with the demo password, each the author of a chat on one of the demo client's jobs. */
async function arrangeUsers(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, lastname, email, phone, role_id, password_hash)
       select 'Навантаження', 'Кластер ' || g, '', '${PHONE_PREFIX}' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER'),
         (select password_hash from users where phone = '380500000001')
       from generate_series(1, $1::int) g`,
      [count],
    );
    const job = `(select id from installations where client_id = (select id from users where phone = '380500000001') and code <> 'DRAFT' order by id limit 1)`;
    await client.query(
      `insert into chats (installation_id, author_id, subject) select ${job}, id, 'Кластер під навантаженням' from users where phone like '${PHONE_PREFIX}%'`,
    );
  } finally {
    await client.end();
  }
}

async function signIn(apiPort: number, count: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await fetch(`http://127.0.0.1:${apiPort}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: `${PHONE_PREFIX}${String(i).padStart(7, '0')}`, password: 'demo12345' }),
    });
    if (res.status !== 200) throw new Error(`sign-in ${i}: ${res.status} ${await res.text()}`);
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    const chats = (await (await fetch(`http://127.0.0.1:${apiPort}/web/chats`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { data: { id: number }[] };
    };
    users.push({ token, chatId: chats.data.data[0].id });
  }
  return users;
}

function steps(webPort: number, writes: Writes): Step<User>[] {
  return [
    { name: 'installations', path: () => '/web/installations?lang=en' },
    { name: 'chats', path: () => '/web/chats?lang=en' },
    {
      name: 'message (write)',
      path: (u) => `/web/chats/${u.chatId}/messages?lang=en`,
      body: (_u, round) => ({ message: `Під навантаженням ${round}`, clientKey: randomUUID() }),
      onAnswer: (_u, answer, sent) => {
        const { clientKey } = sent as { clientKey: string };
        if (answer.status === 201) writes.acknowledged.push({ id: (JSON.parse(answer.body) as { data: { id: number } }).data.id, clientKey });
        else writes.unanswered.push(clientKey);
      },
    },
    { name: 'page (web)', path: (_u, round) => (round % 2 ? '/en/news' : '/en'), port: webPort },
  ];
}

/** Every acknowledged message looked up in the database, and the unanswered ones by their clientKey. */
async function check(databaseUrl: string, writes: Writes) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = writes.acknowledged.map((w) => w.id);
    const found = (await client.query('select count(*)::int as n from chat_messages where id = any($1::int[])', [ids])).rows[0].n as number;
    const written = (await client.query('select count(*)::int as n from chat_messages where client_key = any($1::uuid[])', [writes.unanswered])).rows[0]
      .n as number;
    return `writes: ${ids.length} acknowledged, ${found} of them in the database (**lost: ${ids.length - found}**); ${writes.unanswered.length} not acknowledged, ${written} of them written all the same (a resend with the same clientKey answers them)`;
  } finally {
    await client.end();
  }
}

async function killOneApiAndOneWeb(cluster: Cluster, after: number) {
  await new Promise((r) => setTimeout(r, after * 1000));
  const at = new Date().toISOString().slice(11, 19);
  for (const name of ['api1', 'web1']) process.kill(-cluster.child(name)!.pid!, 'SIGKILL');
  return at;
}

/** Each copy in turn: out of the balance (unless `sigtermOnly`), SIGTERM, exited, started, up again. Answers a line per copy. */
async function rollingRestart(cluster: Cluster, sigtermOnly: boolean) {
  const lines: string[] = [];
  for (const name of ['api1', 'api2', 'web1', 'web2']) {
    const t0 = performance.now();
    if (!sigtermOnly) {
      await cluster.drain(name);
      // Until HAProxy holds no request on it (at most 10 s).
      const backend = name.slice(0, 3);
      for (let i = 0; i < 100 && (await serverState(cluster.adminSocket, backend, name)).sessions > 0; i++) await new Promise((r) => setTimeout(r, 100));
    }
    const t1 = performance.now();
    await stopService(cluster.child(name)!, 'SIGTERM');
    const t2 = performance.now();
    await cluster.start(name);
    const t3 = performance.now();
    const s = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
    lines.push(`${name}: ${sigtermOnly ? '' : `drained ${s(t0, t1)} s, `}stopped ${s(t1, t2)} s after SIGTERM, up again ${s(t2, t3)} s later`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  return lines;
}

async function main() {
  const usersCount = option('users', 40);
  const think = option('think', 1000);
  const seconds = option('seconds', 45);
  const sigtermOnly = args.includes('--sigterm-only');
  const cluster = await startCluster({ env: { ...process.env, LOG_LEVEL: 'error' } });
  const { apiPort, webPort } = cluster.ports;
  try {
    await arrangeUsers(cluster.databaseUrl, usersCount);
    const users = await signIn(apiPort, usersCount);
    console.log(`${users.length} users signed in through HAProxy; warm-up (5 s)…`);
    await run(apiPort, users, 5, () => steps(webPort, { acknowledged: [], unanswered: [] }), { think });

    const killWrites: Writes = { acknowledged: [], unanswered: [] };
    const killing = killOneApiAndOneWeb(cluster, seconds / 3);
    const killed = await run(apiPort, users, seconds, () => steps(webPort, killWrites), { think });
    const killedAt = await killing;
    const killCheck = await check(cluster.databaseUrl, killWrites);
    await Promise.all(['api1', 'web1'].map((name) => cluster.start(name)));

    const rollWrites: Writes = { acknowledged: [], unanswered: [] };
    const restarting = rollingRestart(cluster, sigtermOnly);
    const tail = restarting.then(() => new Promise((r) => setTimeout(r, 5000)));
    const rolled = await run(apiPort, users, 0, () => steps(webPort, rollWrites), { think, until: tail });
    const rollCheck = await check(cluster.databaseUrl, rollWrites);

    console.log(`\n### ${users.length} users, think time: a step every ${think} ms (autocannon), through HAProxy\n`);
    console.log(table(`(a) ${seconds} s, api1 and web1 killed (SIGKILL) at ${killedAt}, ${(seconds / 3).toFixed(0)} s in`, killed));
    console.log(`${killCheck}\n`);
    console.log(table(`(b) rolling restart of the four copies (${sigtermOnly ? 'SIGTERM only' : 'drained at HAProxy, then SIGTERM'})`, rolled));
    console.log(`${(await restarting).join('\n')}\n${rollCheck}`);
  } finally {
    await cluster.stop();
  }
}

await main();
