import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

/** A build directory laid out as Next writes one: the runtime in build-manifest.json, each page's entry chunks in its manifest. */
function build() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  for (const chunk of ['runtime', 'layout', 'page', 'dialog']) writeFileSync(path.join(distDir, `static/chunks/${chunk}.js`), `/* ${chunk} */`);
  writeFileSync(path.join(distDir, 'static/chunks/page.css'), 'body{}');
  writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }));
  const pageDir = path.join(distDir, 'server/app/[locale]/products');
  mkdirSync(pageDir, { recursive: true });
  const manifest = {
    entryJSFiles: {
      '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/app/[locale]/products/page': ['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/page.css'],
    },
  };
  writeFileSync(
    path.join(pageDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/products/page"] = ${JSON.stringify(manifest)};\n`,
  );
  return distDir;
}

const read = (distDir: string, chunk: string) => readFileSync(path.join(distDir, `static/chunks/${chunk}`), 'utf8');

describe('compile hints on the start-up chunks', () => {
  it('marks the runtime and every entry chunk, and leaves scripts loaded later and styles alone', () => {
    const distDir = build();
    expect(addCompileHints(distDir).sort()).toEqual(['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/runtime.js']);
    for (const chunk of ['runtime', 'layout', 'page']) expect(read(distDir, `${chunk}.js`)).toBe(`${COMPILE_HINT}/* ${chunk} */`);
    expect(read(distDir, 'dialog.js')).toBe('/* dialog */');
    expect(read(distDir, 'page.css')).toBe('body{}');
  });

  it('adds the hint once when the build is marked again', () => {
    const distDir = build();
    addCompileHints(distDir);
    addCompileHints(distDir);
    expect(read(distDir, 'page.js')).toBe(`${COMPILE_HINT}/* page */`);
  });

  it('fails the build when Next no longer lists its entry chunks where expected', () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(distDir, 'server/app'), { recursive: true });
    writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }));
    expect(() => addCompileHints(distDir)).toThrow(/no start-up chunks/);
  });
});
