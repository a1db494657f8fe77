import { z } from 'zod';

// Zod tries `new Function` when it builds its first object schema, to compile faster parsers. It catches the
// refusal, but under the pages' Content-Security-Policy (no 'unsafe-eval', ADR 0013) the browser still reports a
// violation. This file runs before the app's modules, so no schema is built before zod is told not to try.
z.config({ jitless: true });
