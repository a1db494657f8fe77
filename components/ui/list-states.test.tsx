import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '@/lib/api/call-error';
import { renderWithIntl } from '@/tests/unit/render';
import { EmptyState, ListStates, type ListQuery } from './list-states';

type Page = { data: string[]; total: number };
const pending: ListQuery<Page> = { status: 'pending', data: undefined, error: null, refetch: () => undefined };
const failed = (error: unknown, refetch = vi.fn()): ListQuery<Page> => ({ status: 'error', data: undefined, error, refetch });
const loaded = (data: Page): ListQuery<Page> => ({ status: 'success', data, error: null, refetch: () => undefined });

const list = (page: Page) => (
  <ul aria-label="Rows">
    {page.data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe('ListStates', () => {
  it('while pending shows busy placeholder rows named by what loads; the inline look says it in a status line', () => {
    const { unmount } = renderWithIntl(
      <ListStates query={pending} loading="Loading rows" rows={2}>
        {list}
      </ListStates>,
    );
    const rows = screen.getByRole('list', { name: 'Loading rows' });
    expect(rows).toHaveAttribute('aria-busy', 'true');
    expect(rows.children).toHaveLength(2);
    unmount();
    renderWithIntl(
      <ListStates query={pending} look="inline" loading="Loading rows">
        {list}
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('a failure is an alert with its text and a retry that refetches; without a text, what the API said', async () => {
    const refetch = vi.fn();
    const { unmount } = renderWithIntl(
      <ListStates query={failed(new CallError({ status: 500 }), refetch)} loading="Loading" failed="The rows could not be loaded.">
        {list}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The rows could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    renderWithIntl(
      <ListStates query={failed(new CallError({ status: 403, body: { message: 'Not yours' } }))} look="inline" loading="Loading" retry="Once more">
        {list}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not yours');
    expect(screen.getByRole('button', { name: 'Once more' })).toBeInTheDocument();
  });

  it('a 404 says "not found" without a retry when the view has such a text, and is a plain failure otherwise', () => {
    const missing = failed(new CallError({ status: 404, body: { message: 'Not Found' } }));
    const { unmount } = renderWithIntl(
      <ListStates query={missing} loading="Loading" failed="Failed" notFound="No such record">
        {list}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No such record');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithIntl(
      <ListStates query={missing} loading="Loading" failed="Failed">
        {list}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('an empty page shows the empty state, any other the list; isEmpty says what empty is', () => {
    const empty = <EmptyState title="Nothing yet">Add the first one</EmptyState>;
    const { unmount } = renderWithIntl(
      <ListStates query={loaded({ data: [], total: 0 })} loading="Loading" empty={empty}>
        {list}
      </ListStates>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one')).toBeInTheDocument();
    unmount();
    const { unmount: again } = renderWithIntl(
      <ListStates query={loaded({ data: ['a', 'b'], total: 2 })} loading="Loading" empty={empty}>
        {list}
      </ListStates>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    again();
    renderWithIntl(
      <ListStates query={loaded({ data: [], total: 12 })} loading="Loading" isEmpty={(page) => page.data.length === 0} empty={empty}>
        {list}
      </ListStates>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
