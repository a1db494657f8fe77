import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../../lib/storage';

/**
 * The demo objects' documents: small real JPEGs drawn from code (a floor plan with the units marked, a
 * facade with the outdoor units), written into storage whenever it lacks them, like the catalogue's media.
 */
const plan = (rooms: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="440">
  <rect width="640" height="440" fill="#FFFFFF"/>
  <rect x="20" y="20" width="600" height="400" fill="none" stroke="#1E293B" stroke-width="6"/>
  ${Array.from({ length: rooms - 1 }, (_, i) => `<line x1="${20 + ((i + 1) * 600) / rooms}" y1="20" x2="${20 + ((i + 1) * 600) / rooms}" y2="420" stroke="#1E293B" stroke-width="4"/>`).join('')}
  ${Array.from({ length: rooms }, (_, i) => `<rect x="${40 + (i * 600) / rooms}" y="36" width="${600 / rooms - 40}" height="18" rx="4" fill="#2563EB"/>`).join('')}
</svg>`;
const facade = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
  <rect width="480" height="640" fill="#E2E8F0"/>
  <rect x="60" y="60" width="360" height="580" fill="#CBD5E1" stroke="#475569" stroke-width="3"/>
  ${[0, 1, 2, 3, 4].map((f) => `<rect x="100" y="${100 + f * 105}" width="80" height="60" fill="#93C5FD"/><rect x="300" y="${100 + f * 105}" width="80" height="60" fill="#93C5FD"/><rect x="200" y="${125 + f * 105}" width="70" height="40" fill="#F8FAFC" stroke="#64748B"/>`).join('')}
</svg>`;

export const DEMO_DOCUMENTS = [
  { key: 'documents/demo/plan-apartment.jpg', name: 'План квартири.jpg', svg: plan(3) },
  { key: 'documents/demo/plan-office.jpg', name: 'План офісу, 2 поверх.jpg', svg: plan(5) },
  { key: 'documents/demo/facade.jpg', name: 'Фасад, зовнішні блоки.jpg', svg: facade },
] as const;

export async function ensureDemoDocuments(storage: Storage) {
  for (const document of DEMO_DOCUMENTS) {
    const there = await access(path.join(storage.root, document.key)).then(() => true, () => false);
    if (!there) await storage.put(document.key, await sharp(Buffer.from(document.svg)).jpeg({ quality: 80 }).toBuffer());
  }
}

/** The stored size of a demo document once made (the seed records a close estimate before the bytes exist). */
export const DEMO_DOCUMENT_SIZE = 24_000;
