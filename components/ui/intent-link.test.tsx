import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './intent-link';

const prefetch = vi.fn();
// The locale-aware Link and router need the app router: a plain anchor that shows whether Next would
// prefetch it, and a router that records prefetches.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, prefetch: linkPrefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={href} data-prefetch={String(linkPrefetch)} {...rest} />
  ),
  useRouter: () => ({ prefetch }),
}));

describe('IntentLink', () => {
  beforeEach(() => prefetch.mockClear());

  it('is not prefetched when it comes into view, only when the visitor reaches for it', () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/products" onFocus={onFocus}>
        Catalogue
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Catalogue' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenLastCalledWith('/products');
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
    // The link's own handlers still run.
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
