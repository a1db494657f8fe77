import { describe, expect, it, vi } from 'vitest';

describe('instrumentation-client', () => {
  it('tells zod not to probe for eval without importing zod, and zod reads it', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('../../instrumentation-client');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object schema built now parses without compiling a parser (no `new Function`).
    const spy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(spy).not.toHaveBeenCalled();
  });
});
