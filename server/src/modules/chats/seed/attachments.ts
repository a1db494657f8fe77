import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ChatAttachmentRow } from '../../../db/schema';
import type { Storage } from '../../../lib/storage';

/**
 * The demo chat's attachments: small real JPEGs drawn from code (a dripping indoor unit, a display with an
 * error code), written into the storage's private area whenever it lacks them, like the installations' photos.
 */
const drip = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
  <rect width="480" height="360" fill="#EDE6DA"/>
  <rect x="90" y="70" width="300" height="90" rx="18" fill="#FFFFFF" stroke="#999" stroke-width="3"/>
  <rect x="110" y="135" width="260" height="8" rx="4" fill="#BBB"/>
  <path d="M240 175 q-12 22 0 30 q12 -8 0 -30z" fill="#3B82F6"/>
  <path d="M280 215 q-10 18 0 25 q10 -7 0 -25z" fill="#3B82F6"/>
  <ellipse cx="255" cy="320" rx="70" ry="12" fill="#93C5FD"/>
</svg>`;
const display = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
  <rect width="480" height="360" fill="#DCE8F0"/>
  <rect x="60" y="100" width="360" height="120" rx="22" fill="#F8F8F8" stroke="#999" stroke-width="3"/>
  <rect x="300" y="130" width="90" height="50" rx="6" fill="#111"/>
  <text x="345" y="166" font-family="monospace" font-size="30" fill="#EF4444" text-anchor="middle">E6</text>
</svg>`;

export const DEMO_ATTACHMENTS: (ChatAttachmentRow & { svg: string })[] = [
  { key: 'private/chats/demo/drip.jpg', name: 'drip.jpg', mime: 'image/jpeg', size: 0, kind: 'photo', svg: drip },
  { key: 'private/chats/demo/display-e6.jpg', name: 'display-e6.jpg', mime: 'image/jpeg', size: 0, kind: 'photo', svg: display },
];

const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();

/** The attachment rows as stored (their real sizes). */
export async function demoAttachmentRows(): Promise<ChatAttachmentRow[]> {
  return Promise.all(DEMO_ATTACHMENTS.map(async ({ svg, ...row }) => ({ ...row, size: (await render(svg)).length })));
}

export async function ensureDemoAttachments(storage: Storage) {
  for (const file of DEMO_ATTACHMENTS) {
    const there = await access(path.join(storage.root, file.key)).then(
      () => true,
      () => false,
    );
    if (!there) await storage.put(file.key, await render(file.svg));
  }
}
