import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

/**
 * The axe-core the builder injects (its own dependency), read here for its rules' metadata: `_audit` is not public API, so
 * a release that moves it fails every journey at once, at this line.
 */
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeRules = (builderRequire('axe-core') as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules;

/**
 * A rule that declares its impact reports every violation at that impact (axe-core's `finalizeRuleResult` overwrites
 * its checks' impacts), so a minor or moderate rule cannot fail a journey, which fails on serious and critical ones:
 * those rules are not run. An experimental rule, off by default, is turned on: the visible text of a control is part of
 * its name (WCAG 2.5.3).
 */
const rules = {
  ...Object.fromEntries(axeRules.filter(({ impact }) => impact === 'minor' || impact === 'moderate').map(({ id }) => [id, { enabled: false }])),
  'label-content-name-mismatch': { enabled: true },
};

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
  // Only the violations' elements are collected, and the page is checked in place (legacy mode: axe.run in the page and its
  // same-origin frames) instead of partial runs finished in a blank page the builder opens, injects and closes each time.
  // With the rules above, the check takes a quarter to a third of its time before (docs/decisions/0017-suite-time-budget.md).
  // The portal embeds no cross-origin frame but a video site's player, which is not the portal's to fix.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules, resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
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
