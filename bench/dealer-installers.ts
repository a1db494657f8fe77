/**
 * A dealer's installers list benchmark (see bench/README.md "Dealer installers"; issue 20 "Performance"):
 *
 *   node --import tsx bench/dealer-installers.ts [--installers=2000] [--installations=200000] [--duration=10]
 *        [--other-installers=0] [--fresh] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
 *
 * GET /web/dealers/installers with a certification-type and a certification-level filter and page 2, as the
 * demo dealer with 2,000 installers whose 200,000 installations (a third of them graded) are in the
 * database; `--other-installers` adds that many installers of another dealer (each certified in every type; a
 * database of its own), so the database holds other teams too. No response cache exists for it: every request reaches the database. Measured at 1 connection
 * (p95, the target: at most 15 ms); then the query plans of the list's statements.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { seed } from '../server/src/db/seed';
import { benchApp, type BenchDatabase, builtOnce } from './bench-database';
import { header, load, row, type Measure } from './measure';

const self = fileURLToPath(import.meta.url);
const DEALER_PHONE = '380500000003';
/** The demo's second dealer company (its owner's phone). */
const OTHER_DEALER_PHONE = '380500000033';
const CLIENTS = 5000;

async function fill(database: Database, installers: number, count: number, others: number, log: (msg: string) => void) {
  await database.migrate();
  await seed(database.db, { demo: true, log });
  const { db } = database;
  const [dealer] = await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${DEALER_PHONE}`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, dealer_id)
    select 'Монтажник', 'Номер ' || lpad(g::text, 5, '0'), '', '38064' || lpad(g::text, 7, '0'), (select id from roles where name = 'INSTALLER'), ${dealer.id}
    from generate_series(1, ${installers}::int) g`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id)
    select 'Клієнт', 'Номер ' || g, '', '38066' || lpad(g::text, 7, '0'), (select id from roles where name = 'USER') from generate_series(1, ${CLIENTS}::int) g`);
  // Every installer holds one to three types at levels 1-3; a tenth of them expired, a tenth waiting.
  await db.execute(sql`
    insert into installer_certifications (installer_id, certification_level_id, status, decided_at, expires_at)
    select u.id, l.id,
           case when (u.id + t.position) % 10 = 0 then 'REQUEST' else 'ACTIVE' end,
           case when (u.id + t.position) % 10 = 0 then null else now() - interval '1 year' end,
           case when (u.id + t.position) % 10 = 0 then null when (u.id + t.position) % 10 = 1 then now() - interval '1 day' else now() + interval '1 year' end
    from users u cross join certification_types t
    join certification_levels l on l.certification_type_id = t.id and l.rank = 1 + (u.id + t.position) % 3
    where u.phone like '38064%' and (u.id + t.position) % 4 <> 3`);
  for (let done = 0; done < count; done += 20_000) {
    const n = Math.min(20_000, count - done);
    await db.execute(sql`
      with installers as (select array_agg(id order by id) as ids from users where phone like '38064%'),
        clients as (select array_agg(id order by id) as ids from users where phone like '38066%'),
        types as (select array_agg(id order by position) as ids from certification_types)
      insert into installations (work_order_type, certification_type_id, code, creator_id, client_id, installer_id, dealer_id, completed_at, created_at)
      select 'INSTALLATION', types.ids[1 + g % 3], case when g % 5 = 0 then 'NEW' else 'COMPLETED' end,
        installers.ids[1 + g % ${installers}], clients.ids[1 + (g::bigint * 7919 % ${CLIENTS})::int], installers.ids[1 + g % ${installers}], ${dealer.id},
        case when g % 5 = 0 then null else timestamp '2024-01-01' + (g % 1000) * interval '1 day' end, timestamp '2024-01-01' + (g % 1000) * interval '1 day'
      from generate_series(${done + 1}::int, ${done + n}::int) g, installers, clients, types`);
    log(`  ${done + n} / ${count} installations`);
  }
  await db.execute(sql`
    insert into installation_grades (installation_id, client_id, installer_id, work_rating, communication_rating, work_comment, created_at)
    select id, client_id, installer_id, 1 + id % 5, 1 + (id / 5) % 5, case when id % 2 = 0 then 'Добре' end, completed_at + interval '1 day'
    from installations where completed_at is not null and id % 3 = 0 and installer_id in (select id from users where phone like '38064%')`);
  if (others > 0) await otherTeam(db, others);
  await db.execute(sql`vacuum analyze`);
}

function benchDatabase(
  installers: number,
  count: number,
  others: number,
  log: (msg: string) => void,
  o: { fresh: boolean; postgres?: string },
): Promise<BenchDatabase> {
  const ready = (client: pg.Client) =>
    client
      .query("select (select count(*)::int from installations) as n, (select count(*)::int from users where phone like '38064%') as i")
      .then((r) => r.rows[0].n >= count && r.rows[0].i >= installers);
  return builtOnce(
    {
      name: `dealer-installers-${installers}-${count}${others ? `-others-${others}` : ''}`,
      what: `${installers} installers, ${count} installations${others ? `, ${others} of another dealer` : ''}`,
      ready,
      fill: (database) => fill(database, installers, count, others, log),
    },
    log,
    o,
  );
}

// ---------------------------------------------------------------- the server (child process)

/** Adds `count` installers of the demo's second dealer (phones 38063…), each certified in every type. */
async function otherTeam(db: Database['db'], count: number) {
  const [other] = await rowsOf<{ id: number }>(db, sql`select id from users where phone = ${OTHER_DEALER_PHONE}`);
  await db.execute(sql`insert into users (name, lastname, email, phone, role_id, dealer_id)
    select 'Інший', 'Монтажник ' || lpad(g::text, 5, '0'), '', '38063' || lpad(g::text, 7, '0'), (select id from roles where name = 'INSTALLER'), ${other.id}
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`insert into installer_certifications (installer_id, certification_level_id, status, decided_at, expires_at)
    select u.id, l.id, 'ACTIVE', now() - interval '1 year', now() + interval '1 year'
    from users u cross join certification_types t join certification_levels l on l.certification_type_id = t.id and l.rank = 1 + (u.id + t.position) % 3
    where u.phone like '38063%'`);
}

async function serve(env: Record<string, string>) {
  const app = await benchApp(env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', async (message: { explain: string }) => {
    const rows = await rowsOf<Record<string, string>>(app.db, sql`explain (analyze, costs off, timing off) ${sql.raw(message.explain)}`);
    process.send!({ plan: rows.map((r) => Object.values(r)[0]).join('\n') });
  });
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

type Server = { url: string; child: ChildProcess; ask: <T>(message: { explain: string }) => Promise<T> };

async function startServer(database: BenchDatabase): Promise<Server> {
  const child = fork(self, ['--serve', JSON.stringify(database.env)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const { port } = await next<{ port: number }>();
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    ask: async (message) => {
      const reply = next();
      child.send(message);
      return reply as never;
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') return serve(JSON.parse(args[1]));
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const postgres = args.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length);
  const o = { duration: option('duration', 10), connections: 1, fresh: args.includes('--fresh'), postgres };
  const installers = option('installers', 2000);
  const count = option('installations', 200_000);
  const others = option('other-installers', 0);
  const database = await benchDatabase(installers, count, others, console.log, o);
  const server = await startServer(database);
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEALER_PHONE, password: 'demo12345' }),
  });
  const { data } = (await res.json()) as { data: { accessToken: string; user: { id: number } } };
  const headers = { authorization: `Bearer ${data.accessToken}` };
  const { data: lists } = (await (await fetch(`${server.url}/web/certifications`, { headers })).json()) as {
    data: { certificationTypes: { id: number; code: string }[]; certificationLevels: { id: number; certificationTypeId: number; rank: number }[] };
  };
  const rac = lists.certificationTypes.find((t) => t.code === 'RAC')!;
  const hp = lists.certificationTypes.find((t) => t.code === 'HP')!;
  const advanced = lists.certificationLevels.filter((l) => l.rank === 2).map((l) => l.id);
  const results: Measure[] = [];
  for (const [what, list] of [
    [
      'both filters, page 2',
      `/web/dealers/installers?lang=uk&certificationTypeIds[]=${rac.id}&certificationTypeIds[]=${hp.id}&certificationLevelIds[]=${advanced.join('&certificationLevelIds[]=')}&page=2`,
    ],
    ['no filter, page 50', '/web/dealers/installers?lang=uk&page=50'],
    ['search and a type', `/web/dealers/installers?lang=uk&search=${encodeURIComponent('номер 01')}&certificationTypeIds[]=${rac.id}`],
    // What the machine gives any signed-in request at the moment: the load of other work shows here.
    ['baseline: the profile', '/web/profile?lang=uk'],
  ] as const) {
    const probe = (await (await fetch(server.url + list, { headers })).json()) as { data: { total?: number } };
    console.log(`${what}: ${list} (${probe.data.total ?? 1} matching)`);
    await load('warm-up', server.url, [list], { ...o, duration: 2, headers });
    results.push(await load(`GET ${list.split('?')[0]}, ${what} (1 connection)`, server.url, [list], { ...o, headers }));
  }
  const now = new Date().toISOString();
  const { plan } = await server.ask<{ plan: string }>({
    explain: `select count(*) from users u where u.role_id = (select id from roles where name = 'INSTALLER') and u.dealer_id = ${data.user.id}
              and exists (select 1 from installer_certifications c where c.installer_id = u.id and c.status = 'ACTIVE' and (c.expires_at is null or c.expires_at > '${now}')
                          and c.certification_level_id = any(array(select l.id from certification_levels l where l.certification_type_id = any('{${rac.id},${hp.id}}'::int[]))))`,
  });
  console.log(`\nEXPLAIN, the count with a type filter:\n${plan}\n`);
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  const beside = others ? `, and ${others} installers of another dealer` : '';
  console.log(
    `\n### ${installers} installers, ${count} installations${beside} (${database.label}), ${o.duration} s per run\n\n${header}\n${results.map(row).join('\n')}\n`,
  );
}

await main();
