// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clientLink, clientLinkTarget } from './client-link';

/** Clicks a link built from `attributes` and returns what `clientLinkTarget` made of the click. */
function click(attributes: Record<string, string>, init: MouseEventInit = {}, { preventedBefore = false } = {}) {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const label = document.createElement('span');
  link.append(label);
  document.body.append(link);
  let target: string | null | undefined;
  link.addEventListener('click', (event) => {
    if (preventedBefore) event.preventDefault();
  });
  document.addEventListener('click', (event) => (target = clientLinkTarget(event)), { once: true });
  label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return target;
}

describe('clientLinkTarget', () => {
  afterEach(() => document.body.replaceChildren());

  it('navigates in the app for a plain click on a marked link, wherever in the link the click lands', () => {
    expect(click({ href: '/en/products/5?from=list#tabs', ...clientLink })).toBe('/en/products/5?from=list#tabs');
  });

  it('leaves to the browser modified and middle clicks, other windows, downloads, other origins and unmarked links', () => {
    const marked = { href: '/products/5', ...clientLink };
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(marked, init), JSON.stringify(init)).toBeNull();
    }
    expect(click({ ...marked, target: '_blank' })).toBeNull();
    expect(click({ ...marked, download: '' })).toBeNull();
    expect(click({ ...clientLink, href: 'https://example.com/products/5' })).toBeNull();
    expect(click({ href: '/products/5' })).toBeNull();
    expect(click(marked, {}, { preventedBefore: true })).toBeNull();
  });
});
