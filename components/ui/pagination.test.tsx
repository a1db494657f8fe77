import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/tests/unit/render';
import { Pagination, pageWindow } from './pagination';

// The locale-aware Link needs the app router; a plain anchor shows the href it is given.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => <a href={href} {...rest} />,
}));

/** For rerender, which does not keep renderWithIntl's provider. */
const Intl = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Kyiv">
    {children}
  </NextIntlClientProvider>
);

const pageNumbers = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('listitem')
    .map((li) => li.textContent)
    .filter((text) => text && /^\d+$/.test(text));

describe('pageWindow', () => {
  it('centres the current page and stays inside 1..last', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 10, 4)).toEqual([3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  it('shows 5 pages around the current one with the first and last page, as buttons', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Pagination type="button" total={200} perPage={10} currentPage={10} onChange={onChange} />);
    expect(pageNumbers()).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onChange.mock.calls).toEqual([[12], [11], [9], [20]]);
  });

  it('ignores changes outside 1..last page and to the current page', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination type="button" total={45} perPage={10} currentPage={1} onChange={onChange} />, { wrapper: Intl });
    // Previous from page 1 is not offered; the current page is not a change.
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();

    // A current page beyond the last one (e.g. an old link): neither neighbour exists.
    rerender(<Pagination type="button" total={45} perPage={10} currentPage={9} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('builds links from a URL with a [page] placeholder', () => {
    renderWithIntl(<Pagination type="link" total={95} perPage={20} currentPage={2} linkUrl="/products?sort[price]=asc&page=[page]" />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?sort[price]=asc&page=3');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products?sort[price]=asc&page=1');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the missing neighbour of the first or last page as a disabled link', () => {
    renderWithIntl(<Pagination type="link" total={95} perPage={20} currentPage={5} linkUrl="/products?page=[page]" />);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
  });

  it('renders nothing for a single page or an empty list', () => {
    const { container, rerender } = render(<Pagination type="button" total={10} perPage={10} currentPage={1} onChange={vi.fn()} />, { wrapper: Intl });
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination type="button" total={0} perPage={10} currentPage={1} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('defaults to 10 items per page', () => {
    renderWithIntl(<Pagination type="button" total={31} currentPage={1} onChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4']);
  });

  it('mirrors the row for right-to-left', () => {
    renderWithIntl(<Pagination type="button" total={50} perPage={10} currentPage={2} direction="rtl" onChange={vi.fn()} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('dir', 'rtl');
  });

  it('fails clearly on items per page, current page or pages shown of 0 or less, and on a link without [page]', () => {
    // React logs the thrown error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderIt = (props: Partial<{ perPage: number; currentPage: number; pagesShown: number }>) =>
      renderWithIntl(<Pagination type="button" total={50} perPage={10} currentPage={1} onChange={vi.fn()} {...props} />);
    expect(() => renderIt({ perPage: 0 })).toThrow('perPage must be an integer greater than 0');
    expect(() => renderIt({ currentPage: 0 })).toThrow('currentPage must be an integer greater than 0');
    expect(() => renderIt({ pagesShown: -1 })).toThrow('pagesShown must be an integer greater than 0');
    expect(() => renderWithIntl(<Pagination type="link" total={50} currentPage={1} linkUrl="/products?page=2" />)).toThrow('[page] placeholder');
    vi.mocked(console.error).mockRestore();
  });
});
