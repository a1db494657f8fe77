import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testAside } from '../test-chat';
import { AppealDialog, appealReady } from './appeal-dialog';
import { signInForTest } from '@/tests/unit/session';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));

const server = mockApi();
beforeAll(() => {
  browserLayoutApis();
  signInForTest();
});

const png = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/png' });
const mp4 = (name: string) => new File([new Uint8Array(2000)], name, { type: 'video/mp4' });
const tempPath = (n: number) => `temp/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const products = [
  { id: 31, name: 'Cooper&Hunter Alpha 09' },
  { id: 32, name: 'Cooper&Hunter Alpha 12' },
];

async function open() {
  const onClose = vi.fn();
  renderWithQueries(<AppealDialog open onClose={onClose} installationId={12} products={products} />);
  const user = userEvent.setup();
  const done = await screen.findByRole('button', { name: 'Done' }, apiWait);
  return { onClose, user, done, files: screen.getByLabelText('Photos or files for the appeal') as HTMLInputElement };
}

describe('appealReady', () => {
  it('needs a subject and a message that are not blank after trimming', () => {
    expect(appealReady('Leak', 'Water drips')).toBe(true);
    expect(appealReady('  ', 'Water drips')).toBe(false);
    expect(appealReady('Leak', ' \n\t ')).toBe(false);
    expect(appealReady('', '')).toBe(false);
  });
});

describe('AppealDialog (msw)', { timeout: 60_000 }, () => {
  it('keeps Done disabled while the subject or the message is blank after trimming', async () => {
    const { user, done } = await open();
    expect(done).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.type(screen.getByLabelText('Message'), 'Water drips');
    expect(done).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), 'Leak');
    expect(done).toBeEnabled();
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), '  \n ');
    expect(done).toBeDisabled();
  });

  it('refuses more than 10 files and a mix of photos and videos under the dropzone, uploading nothing', async () => {
    const uploaded = vi.fn();
    server.use(http.post(`${publicApiUrl}/temp-files`, () => (uploaded(), HttpResponse.json({ data: { path: tempPath(1) } }, { status: 201 }))));
    const { user, files } = await open();
    await user.upload(
      files,
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 10 files');
    await user.upload(files, [png('a.png'), mp4('b.mp4')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload either photos or videos, not both at once');
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('sends the trimmed appeal with the chosen product and the uploaded photos, then opens the chat it became', async () => {
    let n = 0;
    const sent: unknown[] = [];
    server.use(
      http.post(`${publicApiUrl}/temp-files`, () =>
        HttpResponse.json({ data: { path: tempPath(++n), receivedBytes: 1, totalBytes: 1, complete: true, category: 'photo' } }, { status: 201 }),
      ),
      http.post(`${publicApiUrl}/web/chats`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: testAside({ id: 55 }) }, { status: 201 });
      }),
    );
    const { user, done, files, onClose } = await open();
    await user.type(screen.getByLabelText('Subject'), '  Leak  ');
    await user.type(screen.getByLabelText('Message'), ' Water drips from the indoor unit ');
    await user.selectOptions(screen.getByLabelText('Product (optional)'), '32');
    await user.upload(files, [png('one.png'), png('two.png')]);
    await waitFor(() => expect(screen.getAllByText(/Uploaded/)).toHaveLength(2), apiWait);
    await user.click(done);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/chats/55'), apiWait);
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      { installationId: 12, subject: 'Leak', message: 'Water drips from the indoor unit', productId: 32, photos: [tempPath(1), tempPath(2)] },
    ]);
  });

  it('shows a refusal of a field under that field, and the dialog stays open', async () => {
    server.use(
      http.post(`${publicApiUrl}/web/chats`, () =>
        HttpResponse.json({ message: 'Invalid', errors: { subject: ['The subject is too long.'] } }, { status: 422 }),
      ),
    );
    const { user, done, onClose } = await open();
    await user.type(screen.getByLabelText('Subject'), 'Leak');
    await user.type(screen.getByLabelText('Message'), 'Water drips');
    await user.click(done);
    expect(await screen.findByText('The subject is too long.', {}, apiWait)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
