import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/tests/unit/render';
import { ExportButtons } from './export-buttons';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/save-blob', () => ({ saveBlob }));

afterEach(() => vi.useRealTimers());

describe('ExportButtons', () => {
  it('names the file by the day in Kyiv, as the API does: at 22:30 UTC on 30 November it is already 1 December there', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T22:30:00Z') });
    const file = new Blob(['a,b']);
    const download = vi.fn(async () => file);
    renderWithQueries(<ExportButtons download={download} fileName="users" />);
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(file, 'users-2026-12-01.csv'));
    expect(download).toHaveBeenCalledWith('csv');
  });
});
