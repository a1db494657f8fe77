import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '@/contracts/validation';
import { OBJECT_FILE_MAX_BYTES, UPLOAD_CHUNK_BYTES } from '@/contracts/upload-limits';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithIntl } from '@/tests/unit/render';
import { Dropzone, type DropzoneProps } from './dropzone';
import { objectUploadTypes } from './file-category';

/** A response the test releases when it wants: the call stays in flight until then. */
function held() {
  let release!: () => void;
  const answer = new Promise<void>((resolve) => (release = resolve));
  return { answer, release };
}

const server = mockApi();
beforeAll(browserLayoutApis);

const png = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const mp4 = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });
/** A file that says it has `size` bytes without holding them. */
const claiming = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });
const tempPath = (n: number) => `temp/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const answer = (path: string, size: number, complete = true) =>
  HttpResponse.json({ data: { path, receivedBytes: size, totalBytes: size, complete, category: 'photo' } }, { status: 201 });

function renderDropzone(props: Partial<DropzoneProps> = {}) {
  const onChange = vi.fn();
  const { unmount } = renderWithIntl(<Dropzone onChange={onChange} {...props} />);
  return { onChange, unmount, input: screen.getByLabelText('Drag files here or click to choose them') as HTMLInputElement, user: userEvent.setup() };
}

describe('Dropzone (msw)', { timeout: 60_000 }, () => {
  it('uploads one file at a time in 10 MB chunks, with a progress bar, and hands the paths to the parent', async () => {
    const secondChunk = held();
    const calls: string[] = [];
    let n = 0;
    server.use(
      http.post(`${publicApiUrl}/temp-files`, async ({ request }) => {
        const form = await request.formData();
        const index = Number(form.get('dzchunkindex'));
        // (jsdom's XHR does not carry a Blob's bytes to msw: the fields say what was sent.)
        calls.push(
          `${form.get('dztotalfilesize')} #${index}@${form.get('dzchunkbyteoffset')}/${form.get('dztotalchunkcount')}${form.get('path') ? ' ' + String(form.get('path')) : ''}`,
        );
        if (form.get('dztotalchunkcount') === '2' && index === 1) await secondChunk.answer;
        if (index === 0) n++;
        return answer(index === 0 ? tempPath(n) : String(form.get('path')), 1);
      }),
    );
    const { onChange, input, user } = renderDropzone();
    const big = png('big.png', UPLOAD_CHUNK_BYTES + UPLOAD_CHUNK_BYTES / 2);
    await user.upload(input, [big, png('small.png')]);

    const list = screen.getByRole('list', { name: 'Files' });
    // The first chunk is in: two thirds sent, the second file waits its turn.
    const bar = await within(list).findByRole('progressbar', { name: 'Uploading big.png' }, apiWait);
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(66), { timeout: 30_000 });
    expect(within(list).getByRole('progressbar', { name: 'Uploading small.png' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(list).getByText(/Waiting/)).toBeInTheDocument();
    const bigChunks = [`${big.size} #0@0/2`, `${big.size} #1@${UPLOAD_CHUNK_BYTES}/2 ${tempPath(1)}`];
    expect(calls).toEqual(bigChunks);

    secondChunk.release();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([tempPath(1), tempPath(2)]), apiWait);
    expect(calls).toEqual([...bigChunks, '2000 #0@0/1']);
    expect(within(list).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(list).getAllByText(/Uploaded/)).toHaveLength(2);
  });

  it('a 413 or a failed fetch shows the too-large popup and takes the file off the list; another failure the upload-error popup', async () => {
    server.use(http.post(`${publicApiUrl}/temp-files`, () => HttpResponse.json({ message: 'Too large' }, { status: 413 })));
    const { onChange, input, user } = renderDropzone();
    await user.upload(input, png('huge.png'));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is too large. It has been removed from the list');
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(http.post(`${publicApiUrl}/temp-files`, () => HttpResponse.json({ message: 'Nope', errors: { file: ['Nope'] } }, { status: 422 })));
    await user.upload(input, png('odd.png'));
    expect(await screen.findByText('The file could not be uploaded. It has been removed from the list', {}, apiWait)).toBeInTheDocument();
    expect(screen.queryByText('odd.png')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A request the browser could not send at all ("Failed to fetch") reads as too large (`tooLarge` in dropzone.tsx).
    server.use(http.post(`${publicApiUrl}/temp-files`, () => HttpResponse.error()));
    await user.upload(input, png('cut.png'));
    expect(await screen.findByText('The file is too large. It has been removed from the list', {}, apiWait)).toBeInTheDocument();
    expect(screen.queryByText('cut.png')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the largest file of each category it takes, and refuses a larger one before sending it, naming the limit', async () => {
    const sent = vi.fn();
    server.use(http.post(`${publicApiUrl}/temp-files`, () => (sent(), answer(tempPath(1), 1))));
    const { input, user, unmount } = renderDropzone();
    expect(
      screen.getByText('Photos (JPEG, PNG, GIF, RAW) up to 100 MB or videos (MP4, MOV, AVI, WMV, MKV) up to 100 GB, at most 10 files'),
    ).toBeInTheDocument();
    await user.upload(input, claiming(png('raw.png'), 100 * 1024 * 1024 + 1));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is too large. It has been removed from the list. raw.png: a photo may be at most 100 MB',
    );
    expect(sent).not.toHaveBeenCalled();
    unmount();

    renderDropzone({ accept: ['image/jpeg', 'image/png'] });
    expect(screen.getByText('Photos (JPEG, PNG, GIF, RAW) up to 100 MB each, at most 10 files')).toBeInTheDocument();
  });

  it('an object takes files up to 20 MB of every category, and says so', async () => {
    const { input, user } = renderDropzone({ accept: objectUploadTypes, allowMixing: true, maxFileBytes: OBJECT_FILE_MAX_BYTES });
    expect(
      screen.getByText(
        'Photos (JPEG, PNG, GIF, RAW) up to 20 MB, videos (MP4, MOV, AVI, WMV, MKV) up to 20 MB and documents (PDF, DOCX, XLSX, PPTX, ODT, ODS, ODP, RTF, DWG) up to 20 MB, at most 10 files',
      ),
    ).toBeInTheDocument();
    await user.upload(input, claiming(mp4('walkthrough.mp4'), OBJECT_FILE_MAX_BYTES + 1));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('walkthrough.mp4: a video may be at most 20 MB');
  });

  it("adds the API's reason to the popup when it refuses for room: a limit or the quota (413), a full disk (507)", async () => {
    const quota = 'Not enough upload space for this file (1.5 GB): your uploaded files that are not attached to anything yet take 1 GB of 2 GB.';
    server.use(http.post(`${publicApiUrl}/temp-files`, () => HttpResponse.json({ message: quota }, { status: 413 })));
    const { input, user } = renderDropzone();
    await user.upload(input, png('site.png'));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`The file is too large. It has been removed from the list. ${quota}`);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(http.post(`${publicApiUrl}/temp-files`, () => HttpResponse.json({ message: 'The server is running out of storage space' }, { status: 507 })));
    await user.upload(input, png('plan.png'));
    expect(
      await screen.findByText('The file could not be uploaded. It has been removed from the list. The server is running out of storage space', {}, apiWait),
    ).toBeInTheDocument();
  });

  it('refuses more than 10 files and a mix of photos and videos with a message under the zone, sending nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(`${publicApiUrl}/temp-files`, () => (sent(), answer(tempPath(1), 1))));
    const { input, user } = renderDropzone();

    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 10 files');
    await user.upload(input, [png('a.png'), mp4('b.mp4')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload either photos or videos, not both at once');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('mixes photos and videos where allowed (objects), and removes an uploaded file after a confirmation', async () => {
    let n = 0;
    const deleted: string[] = [];
    server.use(
      http.post(`${publicApiUrl}/temp-files`, () => answer(tempPath(++n), 1)),
      http.delete(`${publicApiUrl}/temp-files`, async ({ request }) => {
        deleted.push(((await request.json()) as { path: string }).path);
        return HttpResponse.json({ data: { deleted: true } });
      }),
    );
    const { onChange, input, user } = renderDropzone({ allowMixing: true });
    await user.upload(input, [png('a.png'), mp4('b.mp4')]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([tempPath(1), tempPath(2)]), apiWait);

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the file?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleted).toEqual([tempPath(1)]), apiWait);
    expect(onChange).toHaveBeenLastCalledWith([tempPath(2)]);
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
  });
});
