// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError } from '@/components/layout/app-updates';

describe('reload after a failed chunk load', () => {
  it('reloads once, then not again within the 10 s guard, then again after it', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadAfterChunkError(100_000, sessionStorage, reload)).toBe(true);
    expect(reloadAfterChunkError(105_000, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(109_999, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(110_001, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a network: the chunk is out of reach, not replaced', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadAfterChunkError(100_000, sessionStorage, reload, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError(100_001, sessionStorage, reload, true)).toBe(true);
  });
});
