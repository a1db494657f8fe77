import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import { buildingObjectDocuments } from '../../../db/schema';
import { A4, embedNotoSans, INK, MUTED, wrap } from '../../../lib/pdf';
import type { Storage } from '../../../lib/storage';

/**
 * The demo objects' documents, drawn from code and written into the storage's private area whenever it
 * lacks them (they are served only through GET /web/building-objects/{id}/documents/{documentId}): a floor
 * plan with the units marked, a facade with the outdoor units (JPEGs) and a designer's brief (a PDF).
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
const BRIEF = [
  'Технічне завдання на кондиціонування',
  'Офіс ТОВ «Світанок», Львів, вул. Городоцька, 174, 2 поверх.',
  'Open space площею 180 м² поділено на п’ять зон; у кожній — канальний або касетний внутрішній блок з окремим пультом. ' +
    'Серверна (12 м²) охолоджується цілодобово, окремою спліт-системою з резервом. Зовнішні блоки — на даху, траса до 25 м, ' +
    'дренаж самопливом у каналізацію. Роботи — у неробочі дні, без відключення мережі.',
];

const jpeg = (svg: string) => async () => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();

async function briefPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedNotoSans(doc);
  doc.setTitle(BRIEF[0]);
  doc.setCreationDate(new Date('2026-10-14T12:00:00Z'));
  const page = doc.addPage(A4);
  let y = A4[1] - 60;
  page.drawText(BRIEF[0], { x: 50, y, size: 18, font: bold, color: INK });
  y -= 28;
  page.drawText(BRIEF[1], { x: 50, y, size: 11, font: regular, color: MUTED });
  for (const line of wrap(BRIEF[2], regular, 11, A4[0] - 100)) {
    y -= 18;
    page.drawText(line, { x: 50, y, size: 11, font: regular, color: INK });
  }
  return doc.save();
}

export const DEMO_DOCUMENTS = [
  { key: 'private/documents/demo/plan-apartment.jpg', name: 'План квартири.jpg', type: 'jpg', category: 'photo', draw: jpeg(plan(3)) },
  { key: 'private/documents/demo/plan-office.jpg', name: 'План офісу, 2 поверх.jpg', type: 'jpg', category: 'photo', draw: jpeg(plan(5)) },
  { key: 'private/documents/demo/facade.jpg', name: 'Фасад, зовнішні блоки.jpg', type: 'jpg', category: 'photo', draw: jpeg(facade) },
  { key: 'private/documents/demo/brief-office.pdf', name: 'Технічне завдання, офіс.pdf', type: 'pdf', category: 'document', draw: briefPdf },
] as const;

/** Writes each demo document into storage when it lacks it, and records its real size on the seeded rows. */
export async function ensureDemoDocuments(storage: Storage, db: Db) {
  for (const document of DEMO_DOCUMENTS) {
    let size = await stat(path.join(storage.root, document.key)).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) {
      const bytes = await document.draw();
      await storage.put(document.key, bytes);
      size = bytes.length;
    }
    await db.update(buildingObjectDocuments).set({ size }).where(eq(buildingObjectDocuments.key, document.key));
  }
}
