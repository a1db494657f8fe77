#!/usr/bin/env node
// The installable app's icons (docs/decisions/0053-installable-field-app.md), drawn from public/icon.svg with sharp:
//   public/icons/icon-192.png, icon-512.png  the logo as it is (rounded square), purpose "any"
//   public/icons/maskable-512.png             the logo's snowflake on the full brand square, inside the 80 % safe zone
// The PNGs are committed; run `node scripts/pwa-icons.mjs` again when the logo changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
const out = (name) => path.join(root, 'public/icons', name);

for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}

// A maskable icon is cut to any shape by the launcher: the square has no rounded corners, and the drawing is scaled
// to 70 % of it so that a circle mask keeps all of it.
const maskable = logo
  .replace(/<rect [^>]*\/>/, '<rect width="40" height="40" fill="#0b6fc2"/>')
  .replace(/(<svg[^>]*>)([\s\S]*)(<\/svg>)/, (_, open, body, close) => {
    const [rect, ...drawing] = body.split(/(?<=\/>)/);
    return `${open}${rect}<g transform="translate(6 6) scale(0.7)">${drawing.join('')}</g>${close}`;
  });
await sharp(Buffer.from(maskable), { density: (72 * 512) / 40 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(out('maskable-512.png'));
console.log('public/icons: icon-192.png, icon-512.png, maskable-512.png');
