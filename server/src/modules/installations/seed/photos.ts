import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../../lib/storage';

/**
 * The demo installations' photos: small real JPEGs drawn from code (an indoor unit on a wall, an
 * outdoor unit on a bracket), written into storage whenever it lacks them, like the catalogue's media.
 */
const scene = (wall: string, unit: string, outdoor: boolean) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
  <rect width="480" height="360" fill="${wall}"/>
  <rect y="300" width="480" height="60" fill="#8B7355"/>
  ${
    outdoor
      ? `<rect x="120" y="150" width="240" height="150" rx="8" fill="${unit}" stroke="#555" stroke-width="3"/>
         <circle cx="200" cy="225" r="55" fill="#DDD" stroke="#666" stroke-width="4"/>
         <rect x="110" y="300" width="260" height="10" fill="#444"/>`
      : `<rect x="90" y="80" width="300" height="90" rx="18" fill="${unit}" stroke="#999" stroke-width="3"/>
         <rect x="110" y="145" width="260" height="8" rx="4" fill="#BBB"/>
         <circle cx="360" cy="105" r="5" fill="#3B82F6"/>`
  }
</svg>`;

export const DEMO_PHOTOS = [
  { key: 'installations/demo/indoor-1.jpg', svg: scene('#F3EDE2', '#FFFFFF', false) },
  { key: 'installations/demo/indoor-2.jpg', svg: scene('#DCE8F0', '#F8F8F8', false) },
  { key: 'installations/demo/outdoor-1.jpg', svg: scene('#C9B8A3', '#EDEDED', true) },
  { key: 'installations/demo/outdoor-2.jpg', svg: scene('#B7C4CF', '#F2F2F2', true) },
] as const;

export async function ensureDemoPhotos(storage: Storage) {
  for (const photo of DEMO_PHOTOS) {
    const there = await access(path.join(storage.root, photo.key)).then(
      () => true,
      () => false,
    );
    if (!there) await storage.put(photo.key, await sharp(Buffer.from(photo.svg)).jpeg({ quality: 75 }).toBuffer());
  }
}
