// Zod tries `new Function` when it builds its first object schema, to compile faster parsers. It catches the
// refusal, but under the pages' Content-Security-Policy (no 'unsafe-eval', ADR 0013) the browser still reports a
// violation. This file runs before the app's modules, so no schema is built before zod is told not to try. Zod keeps
// its configuration on this global (so that copies of it share one): setting it here instead of calling `z.config`
// keeps zod itself out of every page's first scripts; the contracts load it with the first call that needs them
// (tests/unit/zod-config.test.ts checks that zod still reads it).
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

export {};
