// Starting and stopping the two programs (API + web) in their own process groups, shared by
// `npm start`, `npm run dev`, the e2e tests and the benchmarks.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

export const root = path.resolve(import.meta.dirname, '..');

export function stackEnv(env = process.env) {
  const apiPort = env.API_PORT || '4000';
  const webPort = env.WEB_PORT || '3000';
  const apiUrl = env.NEXT_PUBLIC_API_URL || `http://localhost:${apiPort}`;
  const siteUrl = env.NEXT_PUBLIC_SITE_URL || `http://localhost:${webPort}`;
  return {
    ...env,
    API_PORT: apiPort,
    WEB_PORT: webPort,
    NEXT_PUBLIC_API_URL: apiUrl,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    API_PUBLIC_URL: env.API_PUBLIC_URL || apiUrl,
    API_INTERNAL_URL: env.API_INTERNAL_URL || `http://127.0.0.1:${apiPort}`,
    WEB_ORIGIN: env.WEB_ORIGIN || [siteUrl, `http://127.0.0.1:${webPort}`].join(','),
    // The web server forwards the visitor's address for sign-in and restore; trust only it.
    TRUST_PROXY: env.TRUST_PROXY || 'loopback',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

const sourceDirs = ['app', 'components', 'features', 'lib', 'i18n', 'messages', 'contracts', 'public'];
const sourceFiles = [
  'next.config.ts',
  'proxy.ts',
  'instrumentation-client.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
  'scripts/compile-hints.mjs',
];

/** A fingerprint of everything the web build depends on, including the values inlined at build time. */
export function webFingerprint(env) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) {
        const s = statSync(full);
        hash.update(`${path.relative(root, full)}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  sourceDirs.forEach((d) => walk(path.join(root, d)));
  for (const f of sourceFiles) if (existsSync(path.join(root, f))) hash.update(readFileSync(path.join(root, f)));
  hash.update(`${env.NEXT_PUBLIC_API_URL}|${env.NEXT_PUBLIC_SITE_URL}`);
  return hash.digest('hex').slice(0, 16);
}

export function run(command, args, env, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds the web app unless the current build matches the sources and public configuration. */
export async function buildWebIfNeeded(env, log = console.log) {
  const distDir = path.join(root, env.NEXT_DIST_DIR || '.next');
  const fingerprint = webFingerprint(env);
  const stampFile = path.join(distDir, 'portal-build.json');
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile) && JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === fingerprint) {
    log('web: the existing build is up to date');
    return;
  }
  log('web: building (first start or sources changed; this takes a few minutes)…');
  await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { ...env, PORTAL_BUILD_ID: fingerprint });
  addCompileHints(distDir);
  writeFileSync(stampFile, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
}

/**
 * Starts a long-running program (Node unless `command` names another) in a process group of its own, so that stopping
 * it stops its children too.
 */
export function startService(name, args, env, { command = process.execPath, stdio = 'inherit' } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio, detached: true });
  child.serviceName = name;
  return child;
}

export function stopService(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

/** Fails early and clearly when a port is taken (otherwise another program's answer could pass for ours). */
export async function assertPortFree(port, variable) {
  const { createServer } = await import('node:net');
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there or choose another with ${variable}=…`)));
    probe.listen(Number(port), () => probe.close(resolve));
  });
}

export async function waitForUrl(url, { timeoutMs = 180_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${child.serviceName} exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
