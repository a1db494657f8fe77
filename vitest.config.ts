import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take a minute or more (measured 2026-11-29: fuzz 162 s, shutdown 134 s, backup 43 s, the socket
 * and import files 30–40 s), started first on the two workers. Vitest orders by the durations it cached, or by file size
 * without a cache (a clean CI checkout): a long file started last leaves one core idle while it runs on alone.
 */
const LONGEST_FIRST = ['fuzz', 'shutdown', 'backup', 'realtime-socket', 'catalog-import', 'rate-limit', 'slow-clients'];

const rank = (file: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/tests/api/${name}.test.ts`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

const webFolders = ['tests/unit', 'components', 'features', 'lib', 'i18n', 'web-server', 'scripts'];

/**
 * The web's tests share one module graph per worker (`isolate: false`): a worker imports React, the UI kit and the
 * features once for all its files (the step took 192 s with a graph per file, 116 s so). A file that replaces a module
 * (`vi.mock`) would leave the replacement in that graph for the files after it, and one that loads modules afresh
 * (`vi.resetModules`) would find the libraries already loaded: those files run isolated, in projects of their own.
 */
const mockingFiles = webFolders
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));
const testsOf = (suffix: string) => webFolders.map((folder) => `${folder}/**/*${suffix}`);
const unit = { environment: 'node', maxWorkers: 2 };
/** jsdom renders are slow on a busy 2-core machine: the timeout is a bound for a hang, not a speed check. */
const component = { environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'], testTimeout: 20_000, maxWorkers: 2 };

/**
 * The projects (docs/decisions/0017-suite-time-budget.md): `unit` runs plain modules in Node (a test that needs a
 * DOM says `// @vitest-environment jsdom`), `component` runs the React components (`*.test.tsx`) in
 * jsdom, each with its files that mock modules apart (`unit (mocks)`, `component (mocks)`); `api` runs everything
 * that starts the real API, two files at a time, each server on its own copy of one seeded database
 * (tests/api/global-setup.ts).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    // The longest API files first, so that none runs on alone at the end (LongestFirst above).
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: testsOf('.test.ts'), exclude: mockingFiles, isolate: false, ...unit } },
      { extends: true, test: { name: 'unit (mocks)', include: mockingFiles.filter((file) => file.endsWith('.ts')), ...unit } },
      { extends: true, test: { name: 'component', include: testsOf('.test.tsx'), exclude: mockingFiles, isolate: false, ...component } },
      { extends: true, test: { name: 'component (mocks)', include: mockingFiles.filter((file) => file.endsWith('.tsx')), ...component } },
      {
        extends: true,
        test: {
          name: 'api',
          // tests/integration: web code tested against the real API (typechecked with the web).
          include: ['tests/api/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker imports the server once for all its files instead of once per file (import was 225 of the
          // PostgreSQL pass's 280 s). The files share no module state: each starts servers of its own on its own
          // database copy (docs/decisions/0017-suite-time-budget.md).
          isolate: false,
        },
      },
    ],
  },
});
