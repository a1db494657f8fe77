import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * Import boundaries of docs/architecture.md#boundaries, enforced here rather than by good intentions:
 * - a feature does not import another feature (app/ composes them);
 * - app/ imports a feature only through its public entries, `features/<name>/index.ts`, and `server.ts` for what only
 *   the server may run (its reads with the request's cookies: a client module importing the index never reaches it) (features/package.json
 *   declares the features' modules free of side effects, so the bundler follows an index's re-exports and takes
 *   only what is imported: without it, one component imported from an index brought the whole feature along);
 * - nothing in the web imports server/, and server/ imports nothing of the web;
 * - contracts/ imports only zod;
 * - components/ and lib/ (shared by the features) import no feature;
 * - an API module imports another only through its public entry, `modules/<name>/index.ts`
 *   (docs/module-shape.md);
 * - no import cycles.
 */
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const apiModules = readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const web = ['./app', './components', './features', './lib', './i18n', './proxy.ts'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    'bench/reference-app/.next/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'server/drizzle/**',
  ]),
  {
    // The graph rules are import-x's (eslint-plugin-import's no-cycle took 80 of ESLint's 120 s here: it parsed every
    // module again for each file), resolved as TypeScript does, reading only the repository's own modules.
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A lazy `import()` back into its importer (code loaded on intent, ADR 0008) is no cycle at start-up.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: web, from: './server', message: 'The web never imports the API server; share code through contracts/.' },
            { target: './server', from: web, message: 'The API imports nothing of the web; share code through contracts/.' },
            {
              target: './contracts',
              from: './',
              except: ['./contracts', './node_modules/zod'],
              message: 'contracts/ imports only zod.',
            },
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; compose them in app/ or move shared code to lib/ or components/.',
            })),
            {
              target: './app',
              from: './features',
              except: features.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/server.ts`, `./${feature}/dialogs.ts`]),
              message:
                'app/ imports a feature only through its public entries, features/<name>/index.ts (and server.ts, server only; dialogs.ts, the dialogs app/[locale]/modals.tsx registers).',
            },
            {
              target: ['./components', './lib'],
              from: './features',
              message: 'components/ and lib/ are shared by the features: they import none of them.',
            },
            ...apiModules.map((module) => ({
              target: `./server/src/modules/${module}`,
              from: './server/src/modules',
              except: [`./${module}`, ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
              message: 'An API module imports another only through its public entry, modules/<name>/index.ts (docs/module-shape.md).',
            })),
          ],
        },
      ],
    },
  },
  {
    // The web links to its own pages through contracts/pages.ts (`pages.installation(id)`), so that a moved page is one
    // edit and every link to it follows; a hand-written path (`"/installations"`, `` `/installations/${id}` ``) fails here.
    files: ['app/**/*.tsx', 'features/**/*.tsx', 'components/**/*.tsx'],
    // Tests render links with made-up paths.
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='href'] :matches(Literal[value=/^\\//], TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//])",
          message: 'Link to a page of the web through `pages` (contracts/pages.ts), not a hand-written path.',
        },
      ],
    },
  },
  {
    // Code that Node runs unbundled (the API, its tests and the journeys, scripts, benchmarks) imports date-fns one
    // function at a time: Node 24 parses a package's `exports` map again for every file it loads from it, and date-fns'
    // is 199 KB, so the package's index (~250 files) took 3 s of every API start (0.3 s on Node 20). The web's bundler
    // takes only what is used.
    files: ['server/**', 'tests/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'date-fns', allowTypeImports: true, message: "Import the function's own module: `import { addDays } from 'date-fns/addDays'`." },
            { name: 'date-fns/locale', allowTypeImports: true, message: "Import the locale's own module: `import { uk } from 'date-fns/locale/uk'`." },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (.prettierrc.json, checked by npm test): no ESLint rule argues with it.
  prettier,
]);
