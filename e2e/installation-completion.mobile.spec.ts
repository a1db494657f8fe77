import { expectNoSeriousA11yViolations } from './axe';
import { codeSentAfter, demo, newPhone, typeCode } from './accounts';
import { expect, test } from './fixtures';
import { arrangeJob, signInAs, words } from './installations';

/** What sticks out sideways in the page or in the open dialog (issue 28: the completion dialog's text was cut at 375 px). */
const overflowing = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page ${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll('[role=dialog] *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1) out.push(`${el.tagName} ${Math.round(box.right)}`);
    }
    return out;
  });

test('at 375 px the installer sends the code, leaves, comes back to the waiting job and completes it with the client’s code (uk)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const w = words.uk;
  const client = newPhone().digits;
  const job = await arrangeJob(demo.INSTALLER.national, client, 'READY');
  await signInAs(page, baseURL!, demo.INSTALLER.national);
  await page.goto(`/installations/${job.id}`);
  const actions = page.getByRole('group', { name: w.card.actions });
  await actions.getByRole('button', { name: w.card.complete }).tap();
  let dialog = page.getByRole('dialog', { name: w.complete.title });
  await expect(dialog.getByRole('button', { name: w.complete.send })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByRole('button', { name: w.complete.send }).tap();
  const code = await codeSentAfter(client, since);
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // Away from the job (the client went to find their phone), then back to it from the list.
  await page.goto('/profile?section=installations');
  await page.goto(`/installations/${job.id}`);
  await actions.getByRole('button', { name: w.card.enterCode }).tap();
  dialog = page.getByRole('dialog', { name: w.complete.title });
  await typeCode(dialog, code);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');
  expect(await overflowing(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
