import { existsSync } from 'node:fs';

/** The full Chromium of Debian's package `chromium`. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell, Chromium's old headless mode) when it is there: the journeys
 * ask nothing of the full browser's headless mode but notifications (e2e/push.spec.ts launches the full one), and on two
 * cores they take a quarter less time with it (docs/decisions/0017-suite-time-budget.md). `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const journeyChromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
