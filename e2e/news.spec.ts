import type { Page } from '@playwright/test';
import { kyivDay } from '../contracts/kyiv-day';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo } from './accounts';
import { adminWords } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { uploadWords } from './chats';
import { expect, test } from './fixtures';
import { fill, pngOf, signInAs } from './installations';

const w = adminWords.en.news;
const richText = en.ui.richText;
/** Each attempt's own (a retry runs in a new worker): the article a failed attempt published keeps its title apart. */
const attempt = Date.now().toString(36).slice(-5);
const texts = {
  uk: {
    title: `Сезонне обслуговування тепер онлайн ${attempt}`,
    summary: 'Записатися на обслуговування можна в особистому кабінеті.',
    words: 'Оберіть установку',
  },
  en: { title: `Seasonal maintenance now online ${attempt}`, summary: 'Book a maintenance visit in your account.', words: 'Choose the installation' },
  pl: { title: `Przegląd sezonowy teraz online ${attempt}`, summary: 'Umów przegląd serwisowy na swoim koncie.', words: 'Wybierz instalację' },
};
const newsTitle = { uk: uk.pages.news.title, en: en.pages.news.title, pl: pl.pages.news.title };

/** Types a language's text: a heading from the toolbar, then a paragraph with a bold word (Ctrl+B). */
async function writeLanguage(page: Page, lang: 'uk' | 'en' | 'pl') {
  await page.getByRole('tab', { name: new RegExp(`^${w.languages[lang]}`) }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(w.fields.title).fill(texts[lang].title);
  await panel.getByLabel(w.fields.summary).fill(texts[lang].summary);
  const body = panel.getByRole('textbox', { name: w.fields.body });
  await body.click();
  await panel.getByRole('toolbar').getByRole('button', { name: richText.heading, exact: true }).click();
  await body.pressSequentially(texts[lang].words);
  await body.press('Enter');
  await body.pressSequentially('Step one: ');
  await body.press('ControlOrMeta+b');
  await body.pressSequentially('sign in');
  await body.press('ControlOrMeta+b');
  await body.pressSequentially('.');
}

test.describe('news written in the back-office', () => {
  test('support writes an article in three languages with a cover, previews the draft, publishes each language, and /news, /en/news, /pl/news and the sitemap show it within seconds; the log has every step (en)', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(240_000);
    const slug = `online-maintenance-${Date.now()}`;
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/en/admin');
    await page.getByRole('main').getByRole('link', { name: adminWords.en.overview.news }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // The seeded articles, published in every language.
    await expect(page.getByRole('list', { name: w.list }).getByRole('listitem').first()).toContainText(`${w.languages.pl}: ${w.states.PUBLISHED}`);
    await page.getByRole('link', { name: w.create }).click();
    await expect(page).toHaveURL(/\/en\/admin\/news\/new$/);

    await page.getByLabel(w.fields.slug).fill(slug);
    await page.getByRole('combobox', { name: w.fields.category }).selectOption('service');
    await expect(page.getByLabel(w.fields.date)).toHaveValue(kyivDay(new Date()));
    await page.getByLabel(w.fields.coverUpload).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngOf(6000) });
    await expect(page.getByText(uploadWords.en.uploaded, { exact: false })).toBeVisible({ timeout: 20_000 });
    for (const lang of ['uk', 'en', 'pl'] as const) await writeLanguage(page, lang);
    await page.getByRole('button', { name: w.createSubmit }).click();

    await expect(page).toHaveURL(/\/en\/admin\/news\/\d+$/);
    const id = Number(/\/news\/(\d+)$/.exec(page.url())![1]);
    for (const lang of ['uk', 'en', 'pl'] as const) await expect(page.getByRole('tab', { name: `${w.languages[lang]} · ${w.states.DRAFT}` })).toBeVisible();
    await expect(page.getByRole('img', { name: w.fields.coverCurrent })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The English draft's preview: the page as the site will show it, under the draft's band.
    await page.getByRole('tab', { name: new RegExp(`^${w.languages.en}`) }).click();
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: fill(w.publication.preview, { language: w.languages.en }) }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/en/admin/news/${id}/preview$`));
    await expect(preview.getByRole('note')).toContainText(w.preview.draft);
    await expect(preview.getByRole('heading', { level: 1, name: texts.en.title })).toBeVisible();
    await expect(preview.getByRole('article').getByRole('heading', { level: 2, name: texts.en.words })).toBeVisible();
    await expect(preview.getByRole('article').locator('strong')).toHaveText('sign in');
    await preview.close();

    // Published language by language; the public pages follow within seconds (the web server's content watch).
    for (const lang of ['uk', 'en', 'pl'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${w.languages[lang]}`) }).click();
      await page.getByRole('button', { name: fill(w.publication.publish, { language: w.languages[lang] }) }).click();
      await expect(page.getByRole('tab', { name: `${w.languages[lang]} · ${w.states.PUBLISHED}` })).toBeVisible();
    }

    const guest = await browser.newContext({ baseURL });
    const reader = await guest.newPage();
    for (const [lang, prefix] of [
      ['uk', ''],
      ['en', '/en'],
      ['pl', '/pl'],
    ] as const) {
      await expect(async () => {
        await reader.goto(`${prefix}/news`);
        await expect(reader.getByRole('heading', { level: 1, name: newsTitle[lang] })).toBeVisible();
        await expect(reader.getByRole('link', { name: texts[lang].title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    }
    await reader.getByRole('link', { name: texts.pl.title }).click();
    await expect(reader).toHaveURL(new RegExp(`/pl/news/${slug}$`));
    await expect(reader.getByRole('article').locator('strong')).toHaveText('sign in');
    await expect(reader.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/news/${slug}$`));
    // The list is a cached page between changes (not rendered per request); later pages have their own address.
    await reader.request.get('/en/news');
    expect((await reader.request.get('/en/news')).headers()['x-page-cache']).toBe('HIT');
    const first = await reader.request.get('/en/news/page/1', { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers().location).toMatch(/\/en\/news$/);
    expect((await reader.request.get('/en/news/page/99')).status()).toBe(404);
    // Within seconds, as the lists are (read once right after them, it lacked the article in one run of 2026-12-01).
    await expect(async () => {
      const sitemap = await (await reader.request.get('/sitemap.xml')).text();
      for (const prefix of ['', '/en', '/pl']) expect(sitemap).toContain(`${baseURL}${prefix}/news/${slug}</loc>`);
    }).toPass({ timeout: 20_000 });

    // Withdrawn from Polish: gone from /pl/news, still on /news.
    await page.getByRole('tab', { name: new RegExp(`^${w.languages.pl}`) }).click();
    await page.getByRole('button', { name: fill(w.publication.withdraw, { language: w.languages.pl }) }).click();
    await expect(page.getByRole('tab', { name: `${w.languages.pl} · ${w.states.DRAFT}` })).toBeVisible();
    await expect(async () => {
      await reader.goto('/pl/news');
      await expect(reader.getByRole('link', { name: texts.pl.title })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // On the English article the footer's Polish link leads to the Polish news list, not to a missing page; the header's
    // Ukrainian one to the article.
    await reader.goto(`/en/news/${slug}`);
    const languages = (area: 'banner' | 'contentinfo') => reader.getByRole(area).getByRole('navigation', { name: en.shell.language });
    await expect(languages('contentinfo').getByRole('link', { name: 'pl', exact: true })).toHaveAttribute('href', '/pl/news');
    await expect(languages('banner').getByRole('link', { name: 'uk', exact: true })).toHaveAttribute('href', new RegExp(`/news/${slug}$`));
    await languages('contentinfo').getByRole('link', { name: 'pl', exact: true }).click();
    await expect(reader.getByRole('heading', { level: 1, name: newsTitle.pl })).toBeVisible();
    await guest.close();

    // The history: created, published three times, withdrawn once.
    await page.getByRole('link', { name: w.history }).click();
    await expect(page).toHaveURL(new RegExp(`subjectType=news&subjectId=${id}`));
    const actions = adminWords.en.audit.actions.news;
    const log = page.getByRole('list', { name: adminWords.en.audit.list });
    await expect(log.getByText(actions.publish, { exact: true })).toHaveCount(3);
    await expect(log.getByText(actions.create, { exact: true })).toHaveCount(1);
    await expect(log.getByText(actions.unpublish, { exact: true })).toHaveCount(1);
  });

  test('the editor refuses an address another article has and a language with a title but no summary, and stays usable at 980 px', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 980, height: 900 });
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/en/admin/news/new');
    await page.getByLabel(w.fields.slug).fill('heat-pump-grants-2026');
    const ukrainian = page.getByRole('tabpanel');
    await ukrainian.getByLabel(w.fields.title).fill('Only a title');
    await ukrainian.getByLabel(w.fields.summary).fill('   ');
    // A language with any text is held to the rules: a title needs its summary, and the form waits for it.
    await expect(ukrainian.getByLabel(w.fields.summary)).toHaveAttribute('aria-invalid', 'true');
    await expect(ukrainian.getByText(en.validation.required)).toBeVisible();
    await expect(page.getByRole('button', { name: w.createSubmit })).toBeDisabled();
    await ukrainian.getByLabel(w.fields.summary).fill('A summary.');
    await page.getByRole('button', { name: w.createSubmit }).click();
    await expect(page.getByText(en.validation.slugTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/news\/new$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
