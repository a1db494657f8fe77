import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { expectNoSeriousA11yViolations } from './axe';
import { displayPhone } from '../lib/phone';
import { expect, test } from './fixtures';
import { clientCodeFor } from './installation-completion';
import { demo, typeCode } from './accounts';
import { apiCall, apiSession, arrangeInstallation, fill, signInAs } from './installations';
import { dayFromToday, overdueInstallation, statusOf, texts } from './preventions';

test.describe('preventive maintenance at desktop width', () => {
  test('the installer plans a visit, postpones it, finds it in the month and day views and performs it with the client’s code; the client sees it planned, then the warranty warning gone (uk, en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    // Two browsers, two dialogs and a texted code.
    test.setTimeout(150_000);
    const { p, c, i, u } = texts.uk;
    const job = await overdueInstallation();
    const planned = dayFromToday(3);
    const moved = dayFromToday(5);

    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/installations/${job.id}`);
    const actions = page.getByRole('group', { name: i.card.actions });
    await expect(page.getByRole('region', { name: i.card.warnings })).toBeVisible();

    // Plan: a past date is refused in place, Done waits; the time starts at 09:00.
    await actions.getByRole('button', { name: p.actions.plan }).click();
    let dialog = page.getByRole('dialog', { name: p.dialog.title });
    const date = dialog.getByRole('textbox', { name: p.dialog.date });
    const time = dialog.getByRole('combobox', { name: p.dialog.time });
    const done = dialog.getByRole('button', { name: p.dialog.done });
    await expect(time).toHaveValue('09:00');
    await expect(done).toBeDisabled();
    await date.fill(dayFromToday(-1).shown);
    await expect(dialog.getByText(p.validation.datePast)).toBeVisible();
    await expect(done).toBeDisabled();
    await date.fill(planned.shown);
    await expect(dialog.getByText(p.validation.datePast)).toBeHidden();
    await time.fill('10:30');
    await dialog.getByRole('textbox', { name: p.dialog.comment }).fill('Подзвонити за годину');
    await done.click();
    await expect(dialog).toBeHidden();
    await expect(statusOf(page)).toHaveAttribute('data-status', 'PREVENTION');
    const visit = page.getByRole('region', { name: p.planned.label });
    await expect(visit).toContainText('10:30');
    await expect(visit).toContainText('Подзвонити за годину');

    // The same dialog, prefilled: Done without a change only closes.
    await actions.getByRole('button', { name: p.actions.postpone }).click();
    dialog = page.getByRole('dialog', { name: p.dialog.postponeTitle });
    await expect(dialog.getByRole('textbox', { name: p.dialog.date })).toHaveValue(planned.shown);
    await expect(dialog.getByRole('combobox', { name: p.dialog.time })).toHaveValue('10:30');
    await dialog.getByRole('button', { name: p.dialog.done }).click();
    await expect(dialog).toBeHidden();
    // Postponing asks why as soon as the date moves: the required reason right under the time (next in the keyboard's
    // order), and Done says what it waits for.
    await actions.getByRole('button', { name: p.actions.postpone }).click();
    await dialog.getByRole('textbox', { name: p.dialog.date }).fill(moved.shown);
    const postponed = dialog.getByRole('button', { name: p.dialog.done });
    await expect(postponed).toBeDisabled();
    const reason = dialog.getByRole('textbox', { name: p.dialog.reason });
    await expect(reason).toHaveAccessibleDescription(p.dialog.reasonHint);
    await expect(dialog.getByRole('status')).toHaveText(p.dialog.needReason);
    await expect(postponed).toHaveAccessibleDescription(p.dialog.needReason);
    await dialog.getByRole('combobox', { name: p.dialog.time }).focus();
    await page.keyboard.press('Tab');
    await expect(reason).toBeFocused();
    await page.keyboard.type('Клієнт у відрядженні');
    await expect(dialog.getByRole('status')).toHaveText('');
    await postponed.click();
    await expect(dialog).toBeHidden();
    await expect(visit).toContainText(new Intl.DateTimeFormat('uk', { day: 'numeric', month: 'long' }).format(moved.date));

    // The client, in another browser, sees the visit planned.
    const clientContext = await browser.newContext({ baseURL });
    const client = await clientContext.newPage();
    await signInAs(client, baseURL!, job.client.national);
    await client.goto(`/en/installations/${job.id}`);
    await expect(client.getByRole('region', { name: texts.en.p.planned.label })).toContainText('10:30');
    await expect(client.getByRole('button', { name: texts.en.p.actions.perform })).toHaveCount(0);

    // The month: the day counts the visit; choosing it shows the day with a link to the card.
    await page.goto(`/calendar?month=${moved.month}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const cell = page.locator(`td[data-day="${moved.stored}"]`).getByRole('button');
    await expect(cell).toHaveAccessibleName(/ТО/);
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`day=${moved.stored}`));
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: fill(c.day.open, { id: job.id }) }) });
    await expect(entry).toContainText('10:30');
    // The client's phone as the phone input writes it, to call.
    await expect(entry.getByRole('link', { name: displayPhone(job.client.digits) })).toHaveAttribute('href', `tel:+${job.client.digits}`);
    await expectNoSeriousA11yViolations(page);
    // The keyboard moves between months (DayPicker: PageDown) and the URL follows.
    await cell.focus();
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(new RegExp(`month=${moved.nextMonth}`));
    await page.goto(`/calendar?month=${moved.month}&day=${moved.stored}`);
    await page.getByRole('link', { name: fill(c.day.open, { id: job.id }) }).click();
    await expect(page).toHaveURL(new RegExp(`/installations/${job.id}$`));

    // Perform: works (with the measured values they ask for), a photo, then the client's code.
    await actions.getByRole('button', { name: p.actions.perform }).click();
    dialog = page.getByRole('dialog', { name: p.perform.title });
    const send = dialog.getByRole('button', { name: p.perform.sendCode });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await expect(send).toBeDisabled();
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await expect(send).toBeDisabled();
    const values = dialog.getByRole('textbox', { name: new RegExp(`^${p.perform.value.split('{')[0]}`) });
    for (const value of await values.all()) await value.fill('7,5');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'coil.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'coil.png' })).toContainText(u.uploaded);
    const since = new Date(Date.now() - 1000).toISOString();
    await send.click();
    await typeCode(dialog.getByRole('group', { name: p.perform.codeLabel }), await clientCodeFor(job.client.digits, job.id, since));
    await expect(dialog).toBeHidden();
    await expect(statusOf(page)).toHaveAttribute('data-status', 'COMPLETED');
    await expect(page.getByRole('region', { name: p.planned.label })).toHaveCount(0);
    await page.getByRole('tab', { name: p.log.tab }).click();
    const log = page.getByRole('list', { name: fill(p.log.label, { serial: job.serial }) });
    await expect(log.getByRole('listitem').first()).toContainText('7,5');

    // The client's card: the visit is done and the warranty is no longer at risk.
    await client.reload();
    await expect(client.getByRole('region', { name: texts.en.p.planned.label })).toHaveCount(0);
    await expect(client.getByRole('region', { name: texts.en.i.card.warnings })).toHaveCount(0);
    await client.getByRole('tab', { name: texts.en.i.card.tabs.equipment }).click();
    await expect(client.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
    await clientContext.close();
  });

  test('a leak check due shows on its day in the month and the day, a repair’s verification overdue once past, linked to the card (en)', async ({
    page,
    baseURL,
  }) => {
    const { c } = texts.en;
    // A job of its own with a circuit of 3 kg R-410A commissioned 11 months 25 days ago: due within the week.
    const { accessToken: token } = await apiSession(demo.INSTALLER.national);
    const expiresOn = format(addDays(new Date(), 365 * 5), 'yyyy-MM-dd');
    await apiCall(token, 'PUT', '/web/installers/fgas-certificate', { number: 'PL/FGAZ/O/0123/24', category: 'A1', issuer: 'UDT', expiresOn });
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'READY');
    const { units } = await apiCall<{ units: { id: number; type: string }[] }>(token, 'GET', `/web/installations/${id}/fgas`);
    const commissionedOn = format(subDays(subMonths(new Date(), 11), 25), 'yyyy-MM-dd');
    const circuit = await apiCall<{ id: number; nextCheck: { on: string } }>(token, 'POST', `/web/installations/${id}/fgas/circuits`, {
      refrigerant: 'R410A',
      factoryChargeKg: 2.4,
      installationChargeKg: 0.6,
      hermeticallySealed: false,
      residentialBuilding: true,
      leakDetectionSystem: false,
      commissionedOn,
      // The outdoor unit's, when the catalogue's product has one; a circuit may also stand without a unit.
      unitId: units.find((u) => u.type === 'outdoor')?.id ?? null,
    });
    const due = circuit.nextCheck.on;

    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/en/calendar?month=${due.slice(0, 7)}`);
    const cell = page.locator(`td[data-day="${due}"]`).getByRole('button');
    await expect(cell).toHaveAccessibleName(/\d+ leak checks?(,|:)/);
    await cell.click();
    const entryOf = (kind: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: fill(c.day.open, { id }) }) })
        .filter({ hasText: kind });
    const entry = entryOf('F-gas leak check');
    await expect(entry).toContainText('Refrigerant circuit: R-410A, 3 kg');
    await expect(entry).not.toContainText(c.day.overdue);
    await expectNoSeriousA11yViolations(page);

    // A repair five days after commissioning: verified a month later, a day long past, so overdue there.
    const repaired = await apiCall<{ nextCheck: { on: string; because: string } }>(token, 'POST', `/web/fgas/circuits/${circuit.id}/entries`, {
      kind: 'repair',
      on: format(addDays(parseISO(commissionedOn), 5), 'yyyy-MM-dd'),
      description: 'Flare nut on the liquid line tightened',
    });
    const verification = repaired.nextCheck.on;
    await page.goto(`/en/calendar?month=${verification.slice(0, 7)}&day=${verification}`);
    await expect(page.locator(`td[data-day="${verification}"]`).getByRole('button')).toHaveAccessibleName(/\d+ leak checks? overdue/);
    const overdue = entryOf('Leak check after a repair');
    await expect(overdue).toContainText(c.day.overdue);
    await expectNoSeriousA11yViolations(page);
    await overdue.getByRole('link', { name: fill(c.day.open, { id }) }).click();
    await expect(page).toHaveURL(new RegExp(`/installations/${id}$`));
  });

  test('the calendar’s private feed: copied, fetched as ICS, and dead once revoked after a confirmation (pl)', async ({ page, baseURL, context }) => {
    const { c, ui } = texts.pl;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/pl/calendar');
    const feed = page.getByRole('region', { name: c.feed.title });
    const url = feed.getByRole('textbox', { name: c.feed.url });
    if (!(await url.isVisible())) await feed.getByRole('button', { name: c.feed.create }).click();
    await expect(url).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{32,64}\.ics$/);
    const link = await url.inputValue();
    await feed.getByRole('button', { name: c.feed.copy }).click();
    await expect(feed.getByRole('status')).toHaveText(c.feed.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const ics = await page.request.get(link);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    // Revoking asks first; going back keeps the link.
    await feed.getByRole('button', { name: c.feed.revoke }).click();
    const confirm = page.getByRole('dialog', { name: c.feed.revokeTitle });
    await confirm.getByRole('button', { name: ui.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(url).toHaveValue(link);
    await feed.getByRole('button', { name: c.feed.revoke }).click();
    await confirm.getByRole('button', { name: c.feed.revokeConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(feed.getByRole('button', { name: c.feed.create })).toBeVisible();
    expect((await page.request.get(link)).status()).toBe(404);
  });
});

/** A real PNG (1x1): the API checks a photo's type by its first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
