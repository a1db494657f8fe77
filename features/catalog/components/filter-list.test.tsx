import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogFilter } from '@/contracts/catalog';
import en from '@/messages/en.json';
import { FilterList } from './filter-list';

const Intl = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Kyiv">
    {children}
  </NextIntlClientProvider>
);

const filter: CatalogFilter = {
  propertyId: 3,
  filterName: 'Refrigerant',
  values: [
    { valueId: 10, optionName: 'R32', selected: false, productsCount: 120 },
    { valueId: 11, optionName: 'R410A', selected: false, productsCount: 14 },
    { valueId: 12, optionName: 'R290', selected: false, productsCount: 0 },
  ],
};

const button = (name: string) => screen.getByRole('button', { name });

describe('FilterList', () => {
  it('shows each value with its product count; a value that gives nothing is disabled', () => {
    render(<FilterList filter={filter} applied={[]} onApply={vi.fn()} />, { wrapper: Intl });
    expect(screen.getByRole('group', { name: 'Refrigerant' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'R32 120 products' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'R290 0 products' })).toBeDisabled();
  });

  it('enables apply, cancel and clear only when there is a selection to act on', async () => {
    const onApply = vi.fn();
    render(<FilterList filter={filter} applied={[]} onApply={onApply} />, { wrapper: Intl });
    for (const name of ['Apply', 'Cancel', 'Clear']) expect(button(name)).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /^R410A/ }));
    for (const name of ['Apply', 'Cancel', 'Clear']) expect(button(name)).toBeEnabled();

    // Cancel returns to what is applied (nothing).
    await userEvent.click(button('Cancel'));
    expect(screen.getByRole('checkbox', { name: /^R410A/ })).not.toBeChecked();
    for (const name of ['Apply', 'Cancel', 'Clear']) expect(button(name)).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /^R32/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^R410A/ }));
    await userEvent.click(button('Apply'));
    expect(onApply).toHaveBeenCalledExactlyOnceWith([10, 11]);
  });

  it('clears an applied selection at once, and follows the applied values after navigation', async () => {
    const onApply = vi.fn();
    const { rerender } = render(<FilterList filter={filter} applied={[11]} onApply={onApply} />, { wrapper: Intl });
    expect(screen.getByRole('checkbox', { name: /^R410A/ })).toBeChecked();
    // Nothing changed yet: nothing to apply or cancel, but the applied value can be cleared.
    expect(button('Apply')).toBeDisabled();
    expect(button('Cancel')).toBeDisabled();
    await userEvent.click(button('Clear'));
    expect(onApply).toHaveBeenCalledExactlyOnceWith([]);

    rerender(<FilterList filter={filter} applied={[10]} onApply={onApply} />);
    expect(screen.getByRole('checkbox', { name: /^R32/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^R410A/ })).not.toBeChecked();
  });
});
