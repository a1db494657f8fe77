import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, journeyChromium } from './e2e/browsers';

/**
 * Journeys through the real stack: `scripts/start.mjs` builds the web app when needed and starts the
 * API (fresh embedded database with demo data) and the web server. Ports and the build folder can be
 * changed so that several people can run the suite on one machine.
 */
const apiPort = process.env.E2E_API_PORT ?? '4310';
const webPort = process.env.E2E_WEB_PORT ?? '3310';
export const webUrl = `http://localhost:${webPort}`;
export const apiUrl = `http://localhost:${apiPort}`;
process.env.E2E_API_URL = apiUrl;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const mobile = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false };
const mobileSpecs = /\.mobile\.spec\.ts/;
/**
 * Journeys that change data other journeys read (the demo client's favourites) carry this tag: they run
 * one at a time, desktop first, beside the others. Tag a journey `{ tag: '@demo-client' }` when it does.
 */
const sharedState = /@demo-client/;
// Journeys that write the catalogue or an information page move a version that renews those public pages: they run
// after the desktop journeys, whose cache checks (e2e/catalog.spec.ts) and page texts expect what the seed wrote.
const publicWrite = /@catalogue-write|@page-write/;

export default defineConfig({
  testDir: './e2e',
  // Two journeys at a time (each file's tests spread over both); the ones tagged @demo-client change the
  // demo client's own data (its favourites) and run one after the other in projects of their own.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: webUrl,
    // Recording a trace of every journey made the journeys a third slower; CI records one when it retries a failure.
    trace: 'on-first-retry',
    launchOptions: { executablePath: journeyChromium, args: chromiumArgs },
    // The app's service worker (ADR 0053) would answer fetches that `page.route` then never sees, and serve copies
    // from one step of a journey to the next: journeys run without it, except the field app's own, which allow it
    // (`test.use({ serviceWorkers: 'allow' })` in e2e/field-app*.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: mobileSpecs, grepInvert: [sharedState, publicWrite] },
    { name: 'mobile', use: mobile, testMatch: mobileSpecs, grepInvert: sharedState },
    { name: 'desktop, demo client', use: desktop, testIgnore: mobileSpecs, grep: sharedState, workers: 1 },
    { name: 'mobile, demo client', use: mobile, testMatch: mobileSpecs, grep: sharedState, workers: 1, dependencies: ['desktop, demo client'] },
    { name: 'desktop, public writes', use: desktop, testIgnore: mobileSpecs, grep: publicWrite, dependencies: ['desktop'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${webPort}/version`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      API_PORT: apiPort,
      WEB_PORT: webPort,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    },
  },
});
