// IndexedDB for the field outbox (lib/offline), which every write made on site goes through (ADR 0055).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach } from 'vitest';
import { outboxDb } from '@/lib/offline/outbox-db';
import { restoreNetwork } from './network';

afterEach(() => {
  cleanup();
  restoreNetwork();
});
// IndexedDB lives as long as the worker (one module graph for many files, vitest.config.ts): what a file left in the
// outbox would be sent, or waited behind, by the next file's writes.
afterAll(() => Promise.all(outboxDb.tables.map((table) => table.clear())));

/**
 * How long `findBy…` and `waitFor` wait for what a render shows (1 s by default): a bound for a hang, not a speed
 * check. One worker runs many files in one module graph; on a busy 2-core machine a list that opened in 0.2 s took 1.2.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * `request.formData()` in an msw handler, with jsdom's `File` and `FormData` as the globals. Node 24's fetch (undici 7)
 * builds each file entry of a multipart body with the global `File`, jsdom's here, then asserts it is Node's, and
 * throws (vitest-dev/vitest#9135). So undici parses with Node's `File` in place, and the handler gets jsdom's
 * `FormData` and `File`, as a handler in a browser gets the browser's. The body is read first: the swap lasts only
 * while undici parses bytes it already holds.
 */
let fetchRequest: object = Request.prototype; // vitest's jsdom environment puts its own Request in front of Node's
while (!Object.hasOwn(fetchRequest, 'formData')) fetchRequest = Object.getPrototypeOf(fetchRequest) as object;
const nodeFormData = Object.getOwnPropertyDescriptor(fetchRequest, 'formData')!;
Object.defineProperty(fetchRequest, 'formData', {
  ...nodeFormData,
  value: async function formData(this: Request) {
    const body = new Response(await this.arrayBuffer(), { headers: { 'content-type': this.headers.get('content-type') ?? '' } });
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as typeof File;
    let parsed: FormData;
    try {
      parsed = await body.formData();
    } finally {
      globalThis.File = jsdomFile;
    }
    const form = new FormData();
    for (const [name, value] of parsed) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type, lastModified: value.lastModified }));
    }
    return form;
  },
});
afterAll(() => Object.defineProperty(fetchRequest, 'formData', nodeFormData));
