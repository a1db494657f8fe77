// Two web and two API copies behind HAProxy, with PostgreSQL, Redis and an S3 bucket, all on loopback
// (docs/decisions/0050-cluster-behind-haproxy.md). Started by `npm run stack:cluster`, the cluster journeys
// (playwright.cluster.config.ts) and bench/cluster.ts, which kill and restart its copies.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, buildWebIfNeeded, root, stackEnv, startService, stopService, waitForUrl } from '../stack.mjs';
import { freshDatabase, startBucket, startRedis } from './backing.mjs';
import { haproxyCommand, serverState, startHaproxy } from './haproxy.mjs';

const webServer = path.join(root, 'web-server/index.mjs');

/**
 * The public ports are the ones a single stack would use (API_PORT, WEB_PORT: the web build inlines their URLs, so the
 * cluster serves the very build `npm start` or the journeys made); the copies and the backing services take the next
 * ones.
 */
export function clusterPorts(env) {
  const apiPort = Number(env.API_PORT);
  const webPort = Number(env.WEB_PORT);
  return {
    apiPort,
    webPort,
    api: { api1: apiPort + 1, api2: apiPort + 2 },
    web: { web1: webPort + 1, web2: webPort + 2 },
    bucket: apiPort + 3,
    redis: apiPort + 4,
  };
}

const backendOf = (name) => (name.startsWith('api') ? 'api' : 'web');

/**
 * Starts the cluster; answers a handle to its copies. `env` as for `npm start` plus `CLUSTER_DATABASE_URL` (a
 * PostgreSQL server where the database `portal_cluster_<API_PORT>` is made afresh; default the local one).
 */
export async function startCluster({ env: given = process.env, log = console.log } = {}) {
  const env = stackEnv({ SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...given });
  const ports = clusterPorts(env);
  const publicPorts = [
    [ports.apiPort, 'API_PORT'],
    [ports.webPort, 'WEB_PORT'],
  ];
  const copyPorts = [...Object.values(ports.api), ...Object.values(ports.web), ports.bucket, ports.redis].map((port) => [port, `API_PORT/WEB_PORT (${port})`]);
  for (const [port, variable] of [...publicPorts, ...copyPorts]) await assertPortFree(port, variable);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const adminSocket = path.join(dir, 'haproxy.sock');
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads);
  const services = [];
  /** @type {Map<string, { port: number, env: NodeJS.ProcessEnv, child: import('node:child_process').ChildProcess | null }>} */
  const copies = new Map();
  let bucket = null;

  const stop = async () => {
    await Promise.all([...copies.values()].map((c) => c.child && stopService(c.child)));
    await Promise.all(services.map((s) => stopService(s)));
    await bucket?.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const adminUrl = env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const databaseUrl = await freshDatabase(adminUrl, `portal_cluster_${ports.apiPort}`);
    services.push(startRedis(ports.redis));
    bucket = await startBucket(ports.bucket, dir);
    const haproxy = startHaproxy(dir, { adminSocket, webPort: ports.webPort, apiPort: ports.apiPort, web: ports.web, api: ports.api });
    services.push(haproxy);
    await answering(adminSocket, haproxy);

    const apiEnv = {
      ...env,
      ...bucket.env,
      NODE_ENV: 'development',
      DEV_OUTBOX: env.DEV_OUTBOX || 'true',
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      UPLOAD_DIR: uploads,
    };
    // The web servers reach the API through the proxy too, so that a page renders while one API copy is away.
    const webEnv = { ...env, NODE_ENV: 'production', API_INTERNAL_URL: `http://127.0.0.1:${ports.apiPort}`, WEB_TRUST_PROXY: 'loopback' };
    for (const [name, port] of Object.entries(ports.api)) copies.set(name, { port, env: { ...apiEnv, API_PORT: String(port) }, child: null });
    for (const [name, port] of Object.entries(ports.web)) copies.set(name, { port, env: { ...webEnv, WEB_PORT: String(port) }, child: null });

    const start = async (name) => {
      const copy = copies.get(name);
      const api = backendOf(name) === 'api';
      copy.child = startService(name, api ? ['--import', 'tsx', 'server/src/server.ts'] : [webServer], copy.env);
      await waitForUrl(`http://127.0.0.1:${copy.port}${api ? '/health' : '/version'}`, { child: copy.child });
    };
    const apis = [...copies.keys()].filter((n) => backendOf(n) === 'api');
    const webs = [...copies.keys()].filter((n) => backendOf(n) === 'web');
    // Both at once: the first to take the advisory lock migrates and seeds, the other waits for it.
    await Promise.all(apis.map(start));
    await waitForUp(adminSocket, apis);
    // Built (when the sources changed) while the API answers, as `npm start` does.
    await buildWebIfNeeded(env, log);
    await Promise.all(webs.map(start));
    await waitForUp(adminSocket, webs);

    // Where the journeys find the copies' process ids to kill one (CLUSTER_STATE_FILE), rewritten when a copy restarts.
    const stateFile = env.CLUSTER_STATE_FILE || path.join(dir, 'cluster.json');
    const writeState = () => {
      const pids = Object.fromEntries([...copies].map(([n, c]) => [n, { port: c.port, pid: c.child.pid }]));
      writeFileSync(stateFile, JSON.stringify({ dir, adminSocket, ports, databaseUrl, copies: pids }, null, 2));
    };
    writeState();
    return {
      dir,
      stateFile,
      adminSocket,
      ports,
      databaseUrl,
      names: [...copies.keys()],
      child: (name) => copies.get(name).child,
      start: async (name) => {
        await start(name);
        writeState();
        await haproxyCommand(adminSocket, `set server ${backendOf(name)}/${name} state ready`);
        await waitForUp(adminSocket, [name]);
      },
      /** Takes a copy out of the balance: HAProxy sends it no new request; those it is answering finish. */
      drain: (name) => haproxyCommand(adminSocket, `set server ${backendOf(name)}/${name} state drain`),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for HAProxy's runtime API (its configuration was accepted). */
async function answering(adminSocket, haproxy) {
  for (;;) {
    if (haproxy.exitCode !== null) throw new Error('HAProxy refused its configuration (its messages above)');
    if (await haproxyCommand(adminSocket, 'show info').catch(() => null)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until HAProxy's health checks found every copy named up. */
export async function waitForUp(adminSocket, names, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (const name of names) {
    while ((await serverState(adminSocket, backendOf(name), name)).status !== 'UP') {
      if (Date.now() > until) throw new Error(`HAProxy did not see ${name} up within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
