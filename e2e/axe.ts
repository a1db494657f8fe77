import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An experimental axe rule, off by default, turned on: the visible text of a control is part of its name (WCAG 2.5.3). */
const rules = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Checks the page as it is shown with axe-core and fails listing every serious or critical violation: its
 * rule, impact and first elements. Journeys call it once per page, role and width, where the page is whole.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = new URL(page.url()).pathname) {
  // Colours are read at rest: a button still fading from its disabled grey would fail the contrast check, also one
  // that a call answered during the check enables. Transitions stop for the page (a constructed style sheet, which the
  // Content-Security-Policy does not govern), and those under way are waited for.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    return Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  // Next streams a page's <title> after its body: the document is read once it has one.
  await expect.poll(() => page.title()).not.toBe('');
  const { violations } = await new AxeBuilder({ page }).options({ rules }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, nodes }) =>
        `${id} (${impact}, ${nodes.length}): ${nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
