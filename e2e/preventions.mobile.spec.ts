import { expectNoSeriousA11yViolations } from './axe';
import { displayPhone } from '../lib/phone';
import { expect, test } from './fixtures';
import { clientCodeFor } from './installation-completion';
import { demo, typeCode } from './accounts';
import { fill, signInAs } from './installations';
import { dayFromToday, overdueInstallation, statusOf, texts } from './preventions';

test.describe('preventive maintenance at 375 px', () => {
  test('the installer reaches the calendar from the profile, plans a visit with the date picker, finds it in the day list and performs it (pl); the client sees it planned (uk)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { p, c, i } = texts.pl;
    const job = await overdueInstallation();
    const planned = dayFromToday(2);

    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${job.id}`);
    await page.getByRole('group', { name: i.card.actions }).getByRole('button', { name: p.actions.plan }).click();
    const dialog = page.getByRole('dialog', { name: p.dialog.title });
    // The day comes from the month calendar, shown as dd.MM.yyyy; yesterday cannot be picked.
    await dialog.getByRole('button', { name: p.dialog.pickDate }).click();
    const picker = page.getByRole('grid');
    const [yesterday, today] = [dayFromToday(-1), dayFromToday(0)];
    // On the first of a month, yesterday is in the month before (the grid shows no days of other months).
    const previousMonth = page.getByRole('button', { name: 'Przejdź do poprzedniego miesiąca' });
    const nextMonth = page.getByRole('button', { name: 'Przejdź do następnego miesiąca' });
    if (yesterday.month !== today.month) await previousMonth.click();
    await expect(picker.locator(`td[data-day="${yesterday.stored}"] button`)).toBeDisabled();
    if (yesterday.month !== today.month) await nextMonth.click();
    if (planned.month !== today.month) await nextMonth.click();
    await picker.locator(`td[data-day="${planned.stored}"] button`).click();
    await expect(dialog.getByRole('textbox', { name: p.dialog.date })).toHaveValue(planned.shown);
    await expect(dialog.getByRole('combobox', { name: p.dialog.time })).toHaveValue('09:00');
    await dialog.getByRole('button', { name: p.dialog.done }).click();
    await expect(dialog).toBeHidden();
    await expect(statusOf(page)).toHaveAttribute('data-status', 'PREVENTION');
    await expect(page.getByRole('region', { name: p.planned.label })).toContainText('09:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The client sees the planned visit on the phone too.
    const clientContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const client = await clientContext.newPage();
    await signInAs(client, baseURL!, job.client.national);
    await client.goto(`/installations/${job.id}`);
    await expect(client.getByRole('region', { name: texts.uk.p.planned.label })).toContainText('09:00');
    await clientContext.close();

    // The profile links the calendar; at 375 px it is a list of the month's days, not a grid.
    await page.goto('/pl/profile');
    await page.getByRole('region', { name: 'Konto' }).getByRole('link', { name: 'Kalendarz' }).click();
    await expect(page).toHaveURL(/\/pl\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await page.goto(`/pl/calendar?month=${planned.month}`);
    await expect(page.getByRole('grid')).toHaveCount(0);
    const day = page.locator(`li[data-day="${planned.stored}"] > button`);
    await expect(day).toHaveAccessibleName(/przegl\S* serwisow/);
    await day.click();
    await expect(day).toHaveAttribute('aria-expanded', 'true');
    const entry = page.getByRole('link', { name: fill(c.day.open, { id: job.id }) });
    await expect(entry).toBeVisible();
    await expect(page.getByRole('link', { name: displayPhone(job.client.digits) }).first()).toHaveAttribute('href', `tel:+${job.client.digits}`);
    await expectNoSeriousA11yViolations(page);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/${job.id}$`));

    // Performing: one work, then the client's code.
    await page.getByRole('button', { name: p.actions.perform }).click();
    const perform = page.getByRole('dialog', { name: p.perform.title });
    await perform.getByRole('checkbox').first().check();
    const since = new Date(Date.now() - 1000).toISOString();
    await perform.getByRole('button', { name: p.perform.sendCode }).click();
    await typeCode(perform.getByRole('group', { name: p.perform.codeLabel }), await clientCodeFor(job.client.digits, job.id, since));
    await expect(perform).toBeHidden();
    await expect(statusOf(page)).toHaveAttribute('data-status', 'COMPLETED');
    await page.getByRole('tab', { name: p.log.tab }).click();
    await expect(
      page
        .getByRole('list', { name: fill(p.log.label, { serial: job.serial }) })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});
