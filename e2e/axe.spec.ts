import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const html = (body: string) => `<!doctype html><html lang="en"><head><title>Probe</title></head><body>${body}</body></html>`;

/** Serves the given pages at made-up addresses of one origin, as the portal's pages and their frames are. */
async function serve(tab: Page, pages: Record<string, string>) {
  await tab.route('http://probe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: html(pages[new URL(route.request().url()).pathname]) }));
}

test.describe('the journeys’ accessibility check', () => {
  test('fails on serious and critical violations, also inside a frame, and passes a page with moderate ones only', async ({ page: tab }) => {
    await serve(tab, {
      '/': `<main><h1>Probe</h1><button></button><p style="color:#bbb;background:#fff">Faint text</p><iframe title="Inner" src="/inner"></iframe></main>`,
      '/inner': '<img src="x.png">',
      '/moderate': '<div><h3>Probe</h3><p>Text outside any landmark.</p></div>',
    });
    await tab.goto('http://probe.test/');
    await expect(tab.frameLocator('iframe').locator('img')).toBeAttached();
    const failure = await expectNoSeriousA11yViolations(tab, 'probe').then(
      () => 'passed',
      (error: Error) => error.message,
    );
    expect(failure).toContain('button-name (critical, 1)');
    expect(failure).toContain('color-contrast (serious, 1)');
    expect(failure).toContain('image-alt (critical, 1)');

    // No landmark around the text and no first-level heading: moderate rules only.
    await tab.goto('http://probe.test/moderate');
    await expectNoSeriousA11yViolations(tab, 'moderate only');
  });
});
