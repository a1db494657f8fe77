import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';

const prefetch = vi.fn();
// next-intl's link and router need the app router: a plain anchor that shows whether Next would prefetch it, and a
// router that records prefetches.
vi.mock('./locale-navigation', () => ({
  localeNavigation: {
    Link: ({
      href,
      prefetch: linkPrefetch,
      locale,
      ...rest
    }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; locale?: string }) => (
      <a href={locale ? `/${locale}${href}` : href} data-prefetch={String(linkPrefetch)} {...rest} />
    ),
    useRouter: () => ({ prefetch }),
    usePathname: () => '/',
  },
}));
vi.mock('next/link', () => ({ useLinkStatus: () => ({ pending: false }) }));

describe('Link', () => {
  beforeEach(() => prefetch.mockClear());

  it('is not prefetched when it comes into view, only when the visitor reaches for it', () => {
    const onFocus = vi.fn();
    render(
      <Link href="/products" onFocus={onFocus}>
        Catalogue
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Catalogue' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenLastCalledWith('/products', undefined);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
    // The link's own handlers still run.
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('prefetches the page in the language it links to', () => {
    render(
      <Link href="/products" locale="pl">
        Katalog
      </Link>,
    );
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Katalog' }));
    expect(prefetch).toHaveBeenLastCalledWith('/products', { locale: 'pl' });
  });

  it('with prefetch={false} never prefetches, even when reached for', () => {
    const onPointerEnter = vi.fn();
    render(
      <Link href="/installations" prefetch={false} onPointerEnter={onPointerEnter}>
        Installations
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Installations' });
    fireEvent.pointerEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });
});
