import en from '../messages/en.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { seedPages } from '../server/src/modules/info-pages/seed';
import { demo } from './accounts';
import { adminWords } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { fill, signInAs } from './installations';

const w = adminWords.en.infoPages;
const controls = en.ui.schemaForm;
const before = seedPages.company.pl;
const lead = `Od 2012 roku projektujemy, montujemy i serwisujemy klimatyzację w całej Ukrainie (${Date.now()}).`;
const paragraph = 'Nowy akapit: w 2026 roku otworzyliśmy szkolenia dla instalatorów pomp ciepła.';

// Writes the Polish company page (not its title, which other journeys read): runs after the desktop journeys.
test.describe('information pages written in the back-office', { tag: '@page-write' }, () => {
  test('support edits the Polish company page, is told what is missing, saves a draft the public page does not show, previews and publishes it, and /pl/company shows it within seconds; the log has both steps (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/en/admin');
    await page.getByRole('main').getByRole('link', { name: adminWords.en.overview.infoPages }).click();
    const list = page.getByRole('list', { name: w.list });
    await expect(list.getByRole('link', { name: w.pages.company })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: w.pages.privacy })).toBeVisible();
    await list.getByRole('link', { name: w.pages.company }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.pages.company })).toBeVisible();
    await page.getByRole('navigation', { name: w.languages }).getByRole('link', { name: w.languageNames.pl }).click();
    await expect(page).toHaveURL(/\/en\/admin\/pages\/company\?lang=pl$/);

    const form = page.getByRole('form', { name: fill(w.formLabel, { page: w.pages.company, language: w.languageNames.pl }) });
    await expect(form.getByLabel(w.fields.title, { exact: true }).first()).toHaveValue(before.title);
    await expectNoSeriousA11yViolations(page);

    // An emptied title is refused before anything is sent, and the field is focused.
    const title = page.locator('#doc-title');
    await title.fill('');
    await form.getByRole('button', { name: w.save }).click();
    await expect(form.getByRole('alert').filter({ hasText: '1 text needs your attention' })).toBeVisible();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await title.fill(before.title);

    // A new lead and one more paragraph in the story.
    await page.locator('#doc-lead').fill(lead);
    const story = form.getByRole('group', { name: w.fields.story });
    await story.getByRole('button', { name: fill(controls.add, { label: w.fields.paragraphs }) }).click();
    await story
      .getByRole('textbox', { name: fill(controls.item, { label: w.fields.paragraphs, n: before.story.paragraphs.length + 1 }), exact: true })
      .fill(paragraph);
    await form.getByRole('button', { name: w.save }).click();
    await expect(form.getByRole('status')).toHaveText(w.savedDraft);
    await expect(page.getByText(/^Draft saved /)).toBeVisible();

    const guest = await browser.newContext({ baseURL });
    const reader = await guest.newPage();
    await reader.goto('/pl/company');
    await expect(reader.getByText(before.lead)).toBeVisible();

    // The draft's preview, in Polish, under the draft's band.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: fill(w.preview.link, { language: w.languageNames.pl }) }).click(),
    ]);
    await expect(preview).toHaveURL(/\/pl\/admin\/pages\/company\/preview$/);
    await expect(preview.getByRole('note')).toContainText(adminWords.pl.infoPages.preview.draft);
    await expect(preview.getByText(lead)).toBeVisible();
    await expect(preview.getByText(paragraph)).toBeVisible();
    await preview.close();

    await form.getByRole('button', { name: w.publish }).click();
    const dialog = page.getByRole('dialog', { name: fill(w.publishTitle, { page: w.pages.company, language: w.languageNames.pl }) });
    await dialog.getByRole('button', { name: w.publish }).click();
    await expect(form.getByRole('status')).toHaveText(w.publishedNow);
    await expect(form.getByRole('button', { name: w.publish })).toBeDisabled();

    // The public page follows within seconds (the web server's content watch); the other languages keep their text.
    await expect(async () => {
      await reader.goto('/pl/company');
      await expect(reader.getByText(lead)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(reader.getByText(paragraph)).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(before.title);
    await reader.goto('/company');
    await expect(reader.getByText(seedPages.company.uk.lead)).toBeVisible();
    await guest.close();

    await page.getByRole('link', { name: w.history }).click();
    await expect(page).toHaveURL(/subjectType=infoPage&subjectId=\d+/);
    const log = page.getByRole('list', { name: adminWords.en.audit.list });
    await expect(log.getByText(adminWords.en.audit.actions.infoPage.publish, { exact: true })).toHaveCount(1);
    await expect(log.getByText(adminWords.en.audit.actions.infoPage.update, { exact: true })).toHaveCount(1);
    await expect(log.getByText(lead)).toHaveCount(2);

    // At a phone's width the list and the editor fit the screen and stay accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/en/admin/pages', '/en/admin/pages/privacy?lang=uk']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(w.loadingPage)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

const c = adminWords.uk.siteContacts;
const point = {
  city: { uk: 'Чернігів', en: 'Chernihiv', pl: 'Czernihów' },
  name: { uk: 'Сервісний пункт Чернігів', en: 'Chernihiv service point', pl: 'Punkt serwisowy Czernihów' },
  address: { uk: 'просп. Миру, 10, Чернігів, 14000', en: '10 Myru Ave, Chernihiv 14000', pl: 'al. Myru 10, Czernihów 14000' },
};

test.describe('contact details written in the back-office', { tag: '@page-write' }, () => {
  test('support adds a service point open on Sundays and changes the hotline; /place, /en/place and /en/contacts show them within seconds; the log has the change (uk)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: adminWords.uk.infoPages.siteContacts }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const form = page.getByRole('form', { name: c.title });
    const hotline = page.locator('#doc-hotline');
    await expect(hotline).toHaveValue('0 800 50 55 00');
    await expectNoSeriousA11yViolations(page);

    // A hotline that is no phone number is refused before anything is sent, and the field is focused.
    await hotline.fill('дзвоніть нам');
    await form.getByRole('button', { name: c.save, exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: '1 поле потребує уваги' })).toBeVisible();
    await expect(hotline).toBeFocused();
    await expect(hotline).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(uk.validation.phoneInvalid)).toBeVisible();
    await hotline.fill('0 800 50 55 11');

    // A thirteenth point, in a city the site did not have, open on Sundays too.
    await form.getByRole('button', { name: fill(uk.ui.schemaForm.add, { label: c.fields.servicePoints }) }).click();
    const at = (field: string) => page.locator(`#doc-servicePoints-12-${field}`);
    await expect(at('id')).toBeFocused();
    await at('id').fill('chernihiv');
    for (const lang of ['uk', 'en', 'pl'] as const) {
      await at(`city-${lang}`).fill(point.city[lang]);
      await at(`name-${lang}`).fill(point.name[lang]);
      await at(`address-${lang}`).fill(point.address[lang]);
    }
    await at('lat').fill('51.4982');
    await at('lng').fill('31.2893');
    await at('phone').fill('+380 46 267 00 10');
    await at('hours-weekdays-from').fill('09:00');
    await at('hours-weekdays-to').fill('18:00');
    const item = page.locator('#doc-servicePoints-12-item');
    await item.getByLabel(fill(c.open, { day: c.fields.sunday })).check();
    await at('hours-sunday-from').fill('10:00');
    await at('hours-sunday-to').fill('14:00');
    await item.getByRole('checkbox', { name: uk.pages.place.services.installation }).uncheck();
    await item.getByRole('checkbox', { name: uk.pages.place.services.repair }).check();
    await form.getByRole('button', { name: c.save, exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(c.saved);

    // The public pages follow within seconds (the web server's content watch), in every language.
    const guest = await browser.newContext({ baseURL });
    const reader = await guest.newPage();
    const marker = reader.getByRole('button', { name: 'Чернігів: 1 сервісний пункт' });
    await expect(async () => {
      await reader.goto('/place');
      await expect(marker).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await marker.click();
    const cards = reader.getByRole('region', { name: uk.pages.place.listTitle }).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: point.name.uk })).toBeVisible();
    await expect(cards.first()).toContainText(point.address.uk);
    await expect(cards.first()).toContainText('10:00–14:00');
    await expect(cards.first().getByRole('link', { name: '+380 46 267 00 10' })).toHaveAttribute('href', 'tel:+380462670010');
    await reader.goto('/en/place');
    await expect(reader.getByRole('button', { name: 'Chernihiv: 1 service point' })).toBeVisible();
    await reader.goto('/en/contacts');
    await expect(reader.getByRole('link', { name: '0 800 50 55 11' })).toHaveAttribute('href', 'tel:0800505511');
    await guest.close();

    await page.getByRole('link', { name: c.history }).click();
    await expect(page).toHaveURL(/subjectType=siteContacts&subjectId=1/);
    const log = page.getByRole('list', { name: adminWords.uk.audit.list });
    await expect(log.getByText(adminWords.uk.audit.actions.siteContacts.update, { exact: true })).toHaveCount(1);
    await expect(log.getByText('0 800 50 55 11')).toHaveCount(1);

    // At a phone's width the editor fits the screen and stays accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/site-contacts');
    await expect(page.locator('#doc-hotline')).toHaveValue('0 800 50 55 11');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
