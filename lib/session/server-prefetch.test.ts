import { describe, expect, it, vi } from 'vitest';
import { prefetchForViewer, readOf } from './server-prefetch';

vi.mock('server-only', () => ({}));
const signedIn = { viewer: { id: 7, role: { name: 'INSTALLER', type: 'installer' } }, accessToken: 'token' };
let viewer: typeof signedIn | null = signedIn;
vi.mock('./request-viewer', () => ({ requestViewer: async () => viewer }));

const keysOf = (state: Awaited<ReturnType<typeof prefetchForViewer>>) => state?.queries.map((query) => query.queryKey);

describe('prefetchForViewer', () => {
  it('hands over every read the API answered, under its key, and leaves a failed one to the browser', async () => {
    const state = await prefetchForViewer((who, token) => {
      expect([who.id, token]).toEqual([7, 'token']);
      return [readOf(['list', 7], Promise.resolve({ data: [1, 2] })), readOf(['filters', 7], Promise.reject(new Error('502')))];
    });
    expect(keysOf(state)).toEqual([['list', 7]]);
    expect(state?.queries[0].state.data).toEqual({ data: [1, 2] });
  });

  it('reads nothing for a guest or when the page declines', async () => {
    expect(await prefetchForViewer(() => undefined)).toBeUndefined();
    viewer = null;
    const reads = vi.fn(() => [readOf(['list'], Promise.resolve([]))]);
    expect(await prefetchForViewer(reads)).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();
    viewer = signedIn;
  });
});
