#!/usr/bin/env node
// `npm test`: lint (with import boundaries) and the two typechecks side by side, unit and component tests,
// API integration tests on the embedded PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set),
// then Playwright journeys against the real, started stack. Stops after the first stage that fails; prints
// each step's time and one summary line at the end. Time budget and how to measure it: README, "Test".
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
/**
 * With PostgreSQL there for the full API pass, the PGlite pass runs the files whose behaviour depends on the engine:
 * startup and migrations, transactions and locks on one connection, rate-limit counters kept in the database, upload
 * claims racing, and the trigram searches (an extension PGlite loads itself). The SQL is the same engine's
 * (docs/decisions/0017-suite-time-budget.md).
 */
const ENGINE_FILES = ['foundation', 'transactions', 'rate-limit', 'uploads.test', 'catalog-search', 'installations.test'].map((name) => `tests/api/${name}`);

/**
 * The cluster journeys (two web and two API copies behind HAProxy, docs/decisions/0050-cluster-behind-haproxy.md) need
 * PostgreSQL, HAProxy and redis-server (Debian's packages; `.ci/run` installs them).
 */
const installed = (command) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0;
const clusterMissing = [
  !TEST_DATABASE_URL && 'PostgreSQL (TEST_DATABASE_URL)',
  !installed('haproxy') && 'haproxy',
  !installed('redis-server') && 'redis-server',
].filter(Boolean);
const CLUSTER_STEP = 'cluster journeys (HAProxy, two web and two API copies)';
const JOURNEYS_STEP = 'end-to-end journeys (Playwright, chromium)';
const clusterDatabase = () => Object.assign(new URL(TEST_DATABASE_URL), { pathname: '/postgres' }).toString();

// A stage is one step or several that run at the same time (each waits on one core mostly by itself).
const stages = [
  [
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
    { name: 'format (Prettier)', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn', '--cache'] },
    { name: 'typecheck (web)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'typecheck (api)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'server/tsconfig.json'] },
  ],
  [{ name: 'unit and component tests', cmd: bin('vitest'), args: ['run', '--project', 'unit*', '--project', 'component*'] }],
  [
    {
      name: TEST_DATABASE_URL ? 'API tests on PGlite (the engine-sensitive files)' : 'API tests on PGlite',
      cmd: bin('vitest'),
      args: ['run', '--project', 'api', ...(TEST_DATABASE_URL ? ENGINE_FILES : [])],
      env: envWithoutPg,
    },
  ],
  ...(TEST_DATABASE_URL
    ? [[{ name: 'API tests on PostgreSQL', cmd: bin('vitest'), args: ['run', '--project', 'api'], env: { ...envWithoutPg, TEST_DATABASE_URL } }]]
    : []),
  [{ name: JOURNEYS_STEP, cmd: bin('playwright'), args: ['test'] }],
  // On the journeys' ports and build, once they are free again.
  ...(clusterMissing.length
    ? []
    : [
        [
          {
            name: CLUSTER_STEP,
            cmd: bin('playwright'),
            args: ['test', '-c', 'playwright.cluster.config.ts'],
            env: { ...process.env, CLUSTER_DATABASE_URL: process.env.CLUSTER_DATABASE_URL || clusterDatabase() },
          },
        ],
      ]),
];

/**
 * The journeys' web build leaves out Next's own typecheck when this run's typecheck of the web passed (it checks the
 * same sources with the same tsconfig.json), next.config.ts.
 */
const WEB_TYPECHECK = 'typecheck (web)';
const BUILD_STEPS = [JOURNEYS_STEP, CLUSTER_STEP];

const only = process.argv.slice(2);
const selected = stages.map((stage) => stage.filter((s) => !only.length || only.some((o) => s.name.includes(o)))).filter((stage) => stage.length);

/** Runs a step; alone it writes straight to the terminal, beside others its output is held and printed whole when it ends. */
function runStep(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n▶ ${step.name}`);
    const child = spawn(step.cmd, step.args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: step.env ?? process.env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => {
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
      resolve({ name: step.name, ok, seconds });
    });
  });
}

if (clusterMissing.length && (!only.length || only.some((o) => CLUSTER_STEP.includes(o)))) {
  console.log(`cluster journeys left out: this machine lacks ${clusterMissing.join(', ')}`);
}
const results = [];
const started = Date.now();
for (const stage of selected) {
  const typechecked = results.some((r) => r.name === WEB_TYPECHECK && r.ok);
  const withBuildEnv = (step) =>
    typechecked && BUILD_STEPS.includes(step.name) ? { ...step, env: { ...(step.env ?? process.env), PORTAL_TYPECHECKED: '1' } } : step;
  const stageResults = await Promise.all(stage.map((step) => runStep(withBuildEnv(step), stage.length === 1)));
  results.push(...stageResults);
  if (stageResults.some((r) => !r.ok)) break;
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\n${results.map((r) => `${r.ok ? '✔' : '✘'} ${r.name}: ${r.seconds} s`).join('\n')}`);
console.log(`total: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
