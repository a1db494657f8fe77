// @ts-check
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/**
 * Chrome's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions
 * compiled on the thread that streams it in, instead of one by one on the main thread the first time each is
 * called. See docs/decisions/0009-compile-hints.md.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Every `*_client-reference-manifest.js` under `dir`: Next's list of the chunks each page and layout starts with.
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* clientReferenceManifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* clientReferenceManifests(full);
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield full;
  }
}

/**
 * The scripts a page of the build loads when it starts (as opposed to the ones it imports later, such as a dialog's):
 * Next's runtime (`rootMainFiles`) and every layout's and page's entry chunks. Paths relative to the build directory.
 * @param {string} distDir
 */
export function startupChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const runtime = buildManifest.rootMainFiles ?? [];
  const chunks = new Set(runtime);
  let manifests = 0;
  for (const file of clientReferenceManifests(path.join(distDir, 'server', 'app'))) {
    /** @type {{ __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> }} */
    const sandbox = {};
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach((f) => chunks.add(f));
      manifests += 1;
    }
  }
  // A Next upgrade that moves these lists must not silently ship a build without the hints.
  if (runtime.length === 0 || manifests === 0) throw new Error(`compile hints: no start-up chunks found in ${distDir}; has Next's manifest format changed?`);
  return [...chunks].filter((chunk) => chunk.endsWith('.js'));
}

/**
 * Puts the compile hint at the top of every start-up chunk of the build (once: running it again changes nothing).
 * @param {string} distDir Next's build directory
 * @returns {string[]} the chunks that carry the hint
 */
export function addCompileHints(distDir) {
  const chunks = startupChunks(distDir);
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) throw new Error(`compile hints: ${chunk} is listed by the build but missing`);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source);
  }
  return chunks;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
  console.log(`compile hints: ${addCompileHints(distDir).length} start-up chunks of ${distDir}`);
}
