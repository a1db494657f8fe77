import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Lang } from '../../contracts';
import type { TestServer } from './helpers';

/** A real PNG of noise, about 270 kB (magic bytes and all). */
export const pngBytes = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

/** An MP4 as its magic bytes show it (an `ftyp` box of brand isom), then `size` random bytes. */
export const mp4Bytes = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), randomBytes(size)]);

/** A real one-page PDF (pdf-lib). */
export const pdfBytes = async () => {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Plan', { x: 20, y: 100 });
  return Buffer.from(await doc.save());
};

/** A real spreadsheet (exceljs), an office document as its zip entries show it. */
export const xlsxBytes = async () => {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Units').addRow(['Indoor', 3]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

export type ChunkFields = {
  dzchunkindex: number;
  dztotalfilesize: number;
  dzchunksize: number;
  dztotalchunkcount: number;
  dzchunkbyteoffset: number;
  path?: string;
};

/** One POST /temp-files: the fields first, then the file part, as the dropzone sends them; the API answers in `lang` (default uk). */
export function sendChunk(
  server: TestServer,
  token: string | undefined,
  fields: ChunkFields,
  bytes: Uint8Array,
  name = 'file.bin',
  lang?: Lang,
  headers?: Record<string, string>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return server.request(lang ? `/temp-files?lang=${lang}` : '/temp-files', { method: 'POST', body: form, token, headers });
}

/** The fields of chunk `index` of a file of `total` bytes in chunks of `chunkBytes`. */
export const chunkFields = (index: number, total: number, chunkBytes: number, path?: string): ChunkFields => ({
  dzchunkindex: index,
  dztotalfilesize: total,
  dzchunksize: chunkBytes,
  dztotalchunkcount: Math.ceil(total / chunkBytes),
  dzchunkbyteoffset: index * chunkBytes,
  path,
});

/**
 * Uploads `bytes` chunk by chunk; chunk i goes to `servers[i % servers.length]` (several API copies).
 * Answers every response; the path is the first one's.
 */
export async function uploadInChunks(servers: TestServer[], token: string, bytes: Buffer, chunkBytes: number, name = 'file.bin') {
  const responses = [];
  let path: string | undefined;
  for (let index = 0; index * chunkBytes < bytes.length; index++) {
    const server = servers[index % servers.length];
    const res = await sendChunk(
      server,
      token,
      chunkFields(index, bytes.length, chunkBytes, path),
      bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes),
      name,
    );
    responses.push(res);
    if (res.status >= 300) break;
    path ??= res.body.data.path as string;
  }
  return { path: path!, responses, last: responses[responses.length - 1] };
}
