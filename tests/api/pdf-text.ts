import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

/**
 * A PDF the API answers `token` at `url` (a path of `serverUrl`), its text read back by pdftotext (Debian's
 * poppler-utils), whitespace folded to single spaces so that a wrapped line still reads as one.
 */
export async function pdfText(serverUrl: string, url: string, token: string) {
  const res = await fetch(`${serverUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    await writeFile(path.join(dir, 'file.pdf'), Buffer.from(await res.arrayBuffer()));
    return (await promisify(execFile)('pdftotext', [path.join(dir, 'file.pdf'), '-'])).stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
