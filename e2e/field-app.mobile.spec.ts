import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { signInAs } from './installations';
import en from '../messages/en.json' with { type: 'json' };
import { pwaWords, workerControls } from './field-app';

// About the service worker, which the other journeys block (playwright.config.ts); twice the usual time, as
// e2e/field-app.spec.ts says.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

test('at 375 px, the calendar opened before reloads offline with the mark in the bar, and a page never opened is the offline page (en)', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page, baseURL!, demo.INSTALLER.national);
  await page.goto('/en/calendar');
  await workerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.calendar.title })).toBeVisible();
  const bar = page.getByTestId('mobile-nav');
  await expect(bar.getByRole('status')).toHaveText('');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.calendar.title })).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText(pwaWords.en.offlineMark);

  // A public page (a page the guards may send elsewhere on a phone would move on under the check).
  await page.goto('/en/company');
  await expect(page.getByRole('heading', { level: 1, name: pwaWords.en.offline.title })).toBeVisible();
  await expect(page.getByRole('link', { name: pwaWords.en.offline.retry })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'offline page at 375 px (en)');
});
