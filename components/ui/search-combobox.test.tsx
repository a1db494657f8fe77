import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLayoutApis } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { SearchCombobox } from './search-combobox';

type Company = { id: number; name: string };

beforeEach(() => browserLayoutApis());

describe('SearchCombobox', () => {
  it('asks for nothing until the field is first used, then for the first page, and for a search once typing rests', async () => {
    const fetchPage = vi.fn(async (search: string) => ({
      items: [
        { id: 1, name: 'Klimat Pro' },
        { id: 2, name: 'Zakhid Klima' },
      ].filter((c) => c.name.toLowerCase().includes(search.toLowerCase())),
      hasMore: false,
    }));
    const onChange = vi.fn();
    renderWithQueries(
      <SearchCombobox<Company>
        label="Company"
        value={null}
        onChange={onChange}
        display={(c) => c.name}
        optionKey={(c) => c.id}
        queryKey={(search) => ['companies', search]}
        fetchPage={fetchPage}
        emptyText="Type part of the name"
      />,
    );
    // A page that shows the filter asks nothing of the API on its load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchPage).not.toHaveBeenCalled();

    // Open, the list hides the rest of the page (its label included) from assistive technology: the field is kept.
    const input = screen.getByRole('combobox', { name: 'Company' });
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Klimat Pro' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith('', 1);
    await userEvent.type(input, 'zakh');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith('zakh', 1));
    await userEvent.click(await screen.findByRole('option', { name: 'Zakhid Klima' }));
    expect(onChange).toHaveBeenCalledWith({ id: 2, name: 'Zakhid Klima' });
  });
});
