import en from '../messages/en.json' with { type: 'json' };
import { demo } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { workerControls } from './field-app';
import { expect, test } from './fixtures';
import { apiCall, apiSession, arrangeJob, signInAs } from './installations';

const o = en.shell.offline;
const w = en.installations.wizard;

// The installed app: the worker keeps the card, the draft's wizard and their reads (ADR 0053), the outbox the steps (ADR 0055).
test.use({ serviceWorkers: 'allow' });

type Card = { code: string; address: { house: string | null } };
type Details = { plannedAt: string | null; comment: string | null; drainage: { id: string } | null };

test('an installer opens a draft online, fills its address and details without a network; back online they reach the job once, in order (en)', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A draft up to its equipment, of a known client (no invitation texted: the journeys share one address's SMS limit).
  const job = await arrangeJob(demo.INSTALLER.national, `380${demo.USER.national}`, 'EQUIPPED');
  const installer = await apiSession(demo.INSTALLER.national);

  await signInAs(page, baseURL!, demo.INSTALLER.national);
  await page.goto(`/en/installations/${job.id}`);
  await workerControls(page);
  // Opened once more under the worker, which keeps the card; the wizard is opened from it as on site.
  await page.reload();
  await page.getByRole('link', { name: en.installations.card.update }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.details.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // On site: no network. The address step (reached before) is opened from the steps and its house changed.
  await context.setOffline(true);
  const steps = page.getByRole('navigation', { name: w.stepsLabel });
  await steps.getByRole('link', { name: new RegExp(`^${w.steps.address}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.address.title })).toBeVisible();
  await expect(page.getByText(w.offline.kept)).toBeVisible();
  await page.getByLabel(w.address.house).fill('7B');
  await page.getByRole('button', { name: w.nav.next }).click();

  // The equipment needs the catalogue search: it says so (also when the draft's page is opened again from the worker's
  // copy), and the installer goes on to the details.
  await expect(page.getByText(o.needsNetwork)).toBeVisible();
  await page.reload();
  await expect(page.getByText(o.needsNetwork)).toBeVisible();
  const pending = page.getByRole('region', { name: /not sent yet/ });
  await expect(pending.getByText(o.states.waiting)).toBeVisible();
  await steps.getByRole('link', { name: new RegExp(`^${w.steps.details}`) }).click();
  await page.getByLabel(w.details.plannedAt).fill('2030-03-04');
  await page.getByLabel(w.details.comment).fill('Ladder from the yard');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: w.nav.finish }).click();

  // The card (the worker's copy) lists both steps waiting on this device.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(job.id));
  await expect(pending.getByText(o.kinds.step)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to sync' })).toBeVisible();

  // Back online: both reach the job in order, once; the card shows them and the marks go.
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(job.id));
  await expect(page.getByText(/7B/).first()).toBeVisible();
  const card = await apiCall<Card>(installer.accessToken, 'GET', `/web/installations/${job.id}`);
  expect(card.code).toBe('NEW');
  expect(card.address.house).toBe('7B');
  const details = await apiCall<Details>(installer.accessToken, 'GET', `/web/installations/${job.id}/details`);
  expect(details.comment).toBe('Ladder from the yard');
  expect(details.plannedAt?.slice(0, 10)).toBe('2030-03-04');
});
