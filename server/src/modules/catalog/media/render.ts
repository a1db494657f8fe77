import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../../lib/storage';
import { drawingSvg, type DrawingSpec } from './shapes';

/** A file the catalogue refers to by storage key, and how to make it. */
export type MediaItem = { key: string } & ({ svg: string; format: 'webp' | 'svg' } | { bytes: Buffer });

const hashOf = (content: string | Buffer) => createHash('sha1').update(content).digest('hex').slice(0, 10);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Keys carry a hash of the content, so a changed drawing gets a new URL (the files are served as
 * immutable) and one drawing used by many products is stored once.
 */
const drawings = new Map<string, MediaItem>();
export function drawingItem(spec: DrawingSpec, folder = 'catalog/photos'): MediaItem {
  const id = `${folder}|${spec.drawing}|${spec.color}|${spec.label}`;
  let item = drawings.get(id);
  if (!item) {
    const svg = drawingSvg(spec);
    item = { key: `${folder}/${spec.drawing}-${slugOf(spec.label)}-${hashOf(svg)}.webp`, svg, format: 'webp' };
    drawings.set(id, item);
  }
  return item;
}

export const svgItem = (name: string, svg: string, folder = 'catalog/icons'): MediaItem => ({
  key: `${folder}/${name}-${hashOf(svg)}.svg`,
  svg,
  format: 'svg',
});

export const fileItem = (name: string, ext: string, bytes: Buffer, folder = 'catalog/files'): MediaItem & { bytes: Buffer } => ({
  key: `${folder}/${name}-${hashOf(bytes)}.${ext}`,
  bytes,
});

/** Rendered WebP files survive between runs here (tests start many servers with empty upload dirs). */
const renderCache = path.join(os.tmpdir(), 'portal-catalog-render-cache');

async function contentOf(item: MediaItem): Promise<Buffer> {
  if ('bytes' in item) return item.bytes;
  if (item.format === 'svg') return Buffer.from(item.svg);
  const cached = path.join(renderCache, `${createHash('sha1').update(item.svg).digest('hex')}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const webp = await sharp(Buffer.from(item.svg)).webp({ quality: 80, effort: 2 }).toBuffer();
  await mkdir(renderCache, { recursive: true });
  await writeFile(cached, webp);
  return webp;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes every item that storage does not hold yet; each distinct key is made once. */
export async function ensureMedia(storage: Storage, items: MediaItem[]) {
  const unique = [...new Map(items.map((i) => [i.key, i])).values()];
  const missing: MediaItem[] = [];
  for (const item of unique) if (!(await exists(path.join(storage.root, item.key)))) missing.push(item);
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  for (let i = 0; i < missing.length; i += workers) {
    await Promise.all(missing.slice(i, i + workers).map(async (item) => storage.put(item.key, await contentOf(item))));
  }
  return missing.length;
}
