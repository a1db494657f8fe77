import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { PhotosDialog } from './photos-dialog';
import { signInForTest } from '@/tests/unit/session';

const server = mockApi();
const path = 'temp/00000000-0000-4000-8000-000000000001';

beforeEach(() => {
  browserLayoutApis();
  signInForTest('INSTALLER');
});

describe('adding photos to a card (msw)', { timeout: 60_000 }, () => {
  it('asks to choose a photo only while none is chosen: not under a file still uploading; each row shows its whole size and state', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${publicApiUrl}/temp-files`, async () => {
        await held;
        return HttpResponse.json({ data: { path, receivedBytes: 2000, totalBytes: 2000, complete: true, category: 'photo' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithQueries(<PhotosDialog open onClose={() => {}} card={testCard({ code: 'NEW', canAddPhotos: true })} />);
    const input = await screen.findByLabelText('Drag files here or click to choose them', {}, apiWait);
    expect(screen.getByText('Choose at least one photo.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add photos' });
    expect(submit).toBeDisabled();

    const name = 'IMG_20261208_103045_outdoor_unit_on_the_balcony_wall_after_mounting.png';
    await user.upload(input, new File([new Uint8Array(7.4 * 1024 * 1024)], name, { type: 'image/png' }));
    const row = await screen.findByRole('listitem', {}, apiWait);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Wait until every file has uploaded'));
    await waitFor(() => expect(screen.queryByText('Choose at least one photo.')).toBeNull());
    expect(submit).toBeDisabled();
    // The name may be cut (with the whole of it in its title), the size and the state are whole words of their own.
    expect(screen.getByText(name)).toHaveAttribute('title', name);
    expect(row).toHaveTextContent('7.4 MB');
    expect(screen.getByText('7.4 MB')).toHaveClass('whitespace-nowrap');

    release();
    expect(await screen.findByText('1 photo ready', {}, apiWait)).toBeInTheDocument();
    expect(screen.queryByText('Choose at least one photo.')).toBeNull();
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
