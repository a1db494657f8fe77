#!/usr/bin/env node
// `npm test`: lint (with import boundaries), typecheck, unit and component tests, API integration tests on
// the embedded PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), then Playwright journeys
// against the real, started stack. Stops at the first failing step; prints one summary line at the end.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'typecheck (web)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'typecheck (api)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'server/tsconfig.json'] },
  { name: 'unit and component tests', cmd: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'API tests on PGlite', cmd: bin('vitest'), args: ['run', '--project', 'api'], env: envWithoutPg },
  ...(TEST_DATABASE_URL ? [{ name: 'API tests on PostgreSQL', cmd: bin('vitest'), args: ['run', '--project', 'api'], env: { ...envWithoutPg, TEST_DATABASE_URL } }] : []),
  { name: 'end-to-end journeys (Playwright, chromium)', cmd: bin('playwright'), args: ['test'] },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.some((o) => s.name.includes(o))) : steps;

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    const child = spawn(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
    child.on('exit', (code) => resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

let passed = 0;
let failed = 0;
for (const step of selected) {
  const result = await runStep(step);
  console.log(`${result.ok ? '✔' : '✘'} ${step.name} (${result.seconds} s)`);
  if (result.ok) passed += 1;
  else {
    failed += 1;
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
