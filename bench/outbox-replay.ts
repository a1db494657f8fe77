// The field outbox's replay (issue 35's figure: a queue of 50 changes with 20 photos of 5 MB each replays within 60 s
// on loopback, with zero duplicates). Builds and starts nothing: it drives Chromium against a running portal (`npm start`,
// or the journeys' stack) and reads the result back from its API.
//
//   E2E_API_URL=http://localhost:4000 node --import tsx bench/outbox-replay.ts --web=http://localhost:3000
//   options: --changes=50 (in all) --photos=20 (of them, one photo each) --photo-mb=5 --phone=500000002 (the demo installer)
//
// A job of the demo installer's own is made through the API. The browser opens its card (the app opens the outbox's
// IndexedDB), goes offline, and the changes are written into the outbox as the app writes them (lib/offline/outbox-db.ts):
// photos (POST …/photos with a 5 MB PNG kept as a Blob) and unit changes (PUT …/barcodes) in turn, all made on the
// card's version. Then the network returns and the app sends them in order (the `online` event, as on a phone); the
// time is from then until the outbox is empty. Afterwards the job must hold exactly as many photos as were queued and
// the queued serials: a replay never writes twice.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, apiSession, arrangeJob, serialOf } from '../e2e/installations';

const text = { type: 'string' } as const;
const { values: args } = parseArgs({ options: { web: text, changes: text, photos: text, 'photo-mb': text, phone: text, client: text } });
const web = args.web ?? 'http://localhost:3000';
const changes = Number(args.changes ?? 50);
const photos = Number(args.photos ?? 20);
const photoBytes = Number(args['photo-mb'] ?? 5) * 1024 * 1024;
const national = args.phone ?? '500000002';
const clientNational = args.client ?? '500000001';

/** A PNG of noise (which no encoder shrinks) of about `bytes`. */
async function photo(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

type Card = { version: string; photos: unknown[]; equipment: { products: { units: { serial: string }[] }[] } };

const job = await arrangeJob(national, `380${clientNational}`, 'NEW');
const { accessToken, user } = await apiSession(national);
const before = await apiCall<Card>(accessToken, 'GET', `/web/installations/${job.id}`);
const png = await photo(photoBytes);
const serials = job.product!.blocks.map((block) => serialOf(block.model));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const context = await browser.newContext({ serviceWorkers: 'block' });
const login = await context.request.post(`${web}/session/login`, {
  headers: { 'x-portal-csrf': '1', origin: web },
  data: { phone: `380${national}`, password: 'demo12345' },
});
if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
const page = await context.newPage();
await page.goto(`${web}/en/installations/${job.id}`);
await page.getByRole('heading', { level: 1 }).waitFor();
// The outbox's database exists once the signed-in page's outbox bar has loaded.
await page.waitForFunction(async () => (await indexedDB.databases()).some((db) => db.name === 'field-outbox'), undefined, { timeout: 30_000 });
await context.setOffline(true);

await page.evaluate(
  async ({ userId, installationId, version, changes, photos, png, serials }) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('field-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('entries', 'readwrite').objectStore('entries');
    const every = Math.max(1, Math.floor(changes / Math.max(1, photos)));
    let photosLeft = photos;
    for (let i = 0; i < changes; i++) {
      const isPhoto = photosLeft > 0 && i % every === 0;
      if (isPhoto) photosLeft--;
      const base = { key: crypto.randomUUID(), userId, installationId, baseVersion: version, createdAt: Date.now() + i, state: 'waiting' };
      store.add(
        isPhoto
          ? {
              ...base,
              kind: 'photos',
              method: 'POST',
              path: `/web/installations/${installationId}/photos`,
              body: {},
              files: [{ name: `site-${i}.png`, type: 'image/png', blob: new File([bytes], `site-${i}.png`, { type: 'image/png' }) }],
            }
          : {
              ...base,
              kind: 'units',
              method: 'PUT',
              path: `/web/installations/${installationId}/barcodes`,
              body: { barcodes: serials, extendedGuarantee: i % 2 === 0 },
            },
      );
    }
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
  },
  { userId: user.id, installationId: job.id, version: before.version, changes, photos, png: png.toString('base64'), serials },
);

/** The outbox's entries now. */
const outboxCount = () =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('field-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
const queued = await outboxCount();
const started = Date.now();
await context.setOffline(false);
while ((await outboxCount()) > 0) {
  if (Date.now() - started > 600_000) throw new Error('the outbox was not empty after 10 minutes');
  await page.waitForTimeout(250);
}
const seconds = (Date.now() - started) / 1000;
const after = await apiCall<Card>(accessToken, 'GET', `/web/installations/${job.id}`);
await browser.close();

const photosAdded = after.photos.length - before.photos.length;
const units = after.equipment.products.flatMap((p) => p.units.map((u) => u.serial)).sort();
console.log(`queued ${queued} changes (${photos} photos of ${(png.length / 1024 / 1024).toFixed(1)} MB, ${queued - photos} unit changes) on job ${job.id}`);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `replayed in ${seconds.toFixed(1)} s; photos on the job: +${photosAdded} (expected ${photos}); units: ${units.length} (expected ${serials.length}, ${JSON.stringify(units) === JSON.stringify([...serials].sort()) ? 'the queued serials' : 'OTHER serials'})`,
);
if (photosAdded !== photos) process.exitCode = 1;
