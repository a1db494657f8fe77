import { request as httpRequest } from 'node:http';
import { expect, test, type Page, type Response } from '@playwright/test';
import { demo, DEMO_PASSWORD, fillSignIn, newPhone, openSignIn, signOut, texts } from './accounts';
import { apiGet, escapeRegExp } from './catalog';

/** Fails the journey on any Content-Security-Policy violation the page reports, or a console line naming one. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Injected by the browser's debugging protocol, so the policy does not apply to this script itself.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  return violations;
}

function expectSecured(response: Response | null) {
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc, response!.url()).toMatch(/^script-src 'self'( 'sha256-[\w+/]+=*')+$/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** A POST to the web server from `localAddress` (any 127.x address is this machine), over plain HTTP. */
function post(
  baseURL: string,
  path: string,
  body: string | Buffer,
  { headers = {}, localAddress }: { headers?: Record<string, string>; localAddress?: string } = {},
) {
  const { host, port } = new URL(baseURL);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { host, origin: baseURL, 'x-portal-csrf': '1', 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    // The server may answer and close before it has read a large body: an error after the answer changes nothing.
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('security', () => {
  test('public pages and a signed-in page run their scripts under the Content-Security-Policy', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchPolicy(page);
    for (const path of ['/', '/en/products', '/pl/company', '/en/news']) {
      expectSecured(await page.goto(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // Again from the page cache (the policy is kept with the page), then a client-side navigation.
    const cached = await page.goto('/en/products');
    expect(cached!.headers()['x-page-cache']).toBe('HIT');
    expectSecured(cached);

    const product = await apiGet<{ name: string; videos: { title: string }[] }>('/web/catalog/products/5?lang=en');
    expectSecured(await page.goto('/en/products/5'));
    await expect(
      page
        .getByRole('region', { name: `Photos: ${product.name}` })
        .getByRole('img')
        .first(),
    ).toBeVisible();
    // The tabs become Headless UI tabs on first focus; a click during that swap can be lost, so it is repeated.
    const video = page.getByRole('button', { name: new RegExp(escapeRegExp(product.videos[0].title)) });
    await expect(async () => {
      await page.getByRole('tablist', { name: 'Product details' }).getByRole('tab', { name: 'Videos' }).click();
      await expect(video).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await video.click();
    await expect(page.getByRole('dialog', { name: product.videos[0].title }).locator('iframe')).toHaveAttribute('src', /youtube-nocookie/);
    await page.keyboard.press('Escape');

    // Signing in needs the page's scripts: blocked ones would leave the form dead.
    // Signing in keeps the page's language (ADR 0014).
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.USER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    expectSecured(await page.goto('/en/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a signed-out session’s cookies no longer open a signed-in page', async ({ page, context, browser, baseURL }) => {
    await page.goto('/en');
    await fillSignIn(await openSignIn(page, 'en'), 'en', demo.DEALER.national, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/favorites$/);
    const cookies = await context.cookies();
    await signOut(page, 'en');

    const stale = await browser.newContext({ baseURL });
    await stale.addCookies(cookies);
    const other = await stale.newPage();
    const response = await other.goto('/en/profile');
    // The server answered a redirect, never the page.
    expect(response!.request().redirectedFrom()?.url()).toMatch(/\/en\/profile$/);
    await expect(other).toHaveURL(/\/en$/);
    await expect(other.getByRole('dialog').getByRole('tab', { name: texts.en.tabSignIn })).toBeVisible();
    await stale.close();
  });

  test('made-up X-Forwarded-For headers do not spread failed sign-ins over made-up addresses', async ({ baseURL }) => {
    // From an address of this machine of its own: the limit it draws must not reach the other journeys' sign-ins.
    const statuses: number[] = [];
    for (let i = 1; i <= 35; i++) {
      const body = JSON.stringify({ phone: newPhone().digits, password: 'not-the-password' });
      statuses.push(await post(baseURL!, '/session/login?lang=en', body, { headers: { 'x-forwarded-for': `198.51.100.${i}` }, localAddress: '127.0.0.77' }));
    }
    expect(statuses[0]).toBe(422);
    expect(statuses).toContain(429);
  });

  test('a session route refuses a 30 MB body with 413', async ({ baseURL }) => {
    const huge = Buffer.alloc(30 * 1024 * 1024, ' ');
    expect(await post(baseURL!, '/session/login?lang=en', huge)).toBe(413);
  });
});
