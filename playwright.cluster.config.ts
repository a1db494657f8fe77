import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import base, { apiUrl, webUrl } from './playwright.config';

/**
 * The cluster journeys (e2e/cluster/): `scripts/cluster/start.mjs` serves two web and two API copies through HAProxy on
 * the very ports of the journeys' stack, so it reuses their web build (docs/decisions/0050-cluster-behind-haproxy.md).
 * `npm test` runs them after the journeys, once those freed the ports. One worker: a journey kills copies.
 */
const stateFile = process.env.CLUSTER_STATE_FILE ?? path.join(tmpdir(), `portal-cluster-${new URL(webUrl).port}.json`);
process.env.CLUSTER_STATE_FILE = stateFile;

export default defineConfig({
  ...base,
  testDir: './e2e/cluster',
  testMatch: /\.cluster\.ts$/,
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  projects: [{ name: 'cluster', use: base.projects![0].use }],
  webServer: {
    command: 'node scripts/cluster/start.mjs',
    url: `${webUrl.replace('localhost', '127.0.0.1')}/version`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      API_PORT: new URL(apiUrl).port,
      WEB_PORT: new URL(webUrl).port,
      CLUSTER_STATE_FILE: stateFile,
      LOG_LEVEL: 'warn',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    },
  },
});
