import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogRoutes } from '@/contracts/catalog';

vi.mock('server-only', () => ({}));

type Init = RequestInit & { next?: { revalidate?: number; tags?: string[] } };
const calls: { url: string; init: Init }[] = [];

function serve(version: { status: number; body?: unknown }) {
  vi.stubGlobal('fetch', async (url: string, init: Init) => {
    calls.push({ url, init });
    if (url.includes('/web/catalog/version')) return Response.json(version.body ?? { message: 'x' }, { status: version.status });
    return Response.json({ data: [] });
  });
}

describe('catalogGet', () => {
  afterEach(() => {
    calls.length = 0;
    vi.unstubAllGlobals();
  });

  it('keys the cached read by the catalogue version, itself cached until the web server expires it (an hour at most)', async () => {
    serve({ status: 200, body: { data: { version: '42' } } });
    const { catalogGet } = await import('./catalog');
    expect(await catalogGet(catalogRoutes.groups, { query: { lang: 'en' } })).toEqual([]);
    const [version, read] = calls;
    expect(version.init.next).toEqual({ revalidate: 3600, tags: ['catalog'] });
    expect(read.url).toMatch(/\/web\/catalog\/groups\?lang=en$/);
    expect(read.init.headers).toMatchObject({ 'x-catalog-version': '42' });
    expect(read.init.next).toEqual({ revalidate: 3600, tags: ['catalog'] });
  });

  it('still reads, with a short cache, when the version cannot be had', async () => {
    serve({ status: 503 });
    const { catalogGet } = await import('./catalog');
    expect(await catalogGet(catalogRoutes.groups, { query: { lang: 'uk' } })).toEqual([]);
    const read = calls[1];
    expect(read.init.headers).toMatchObject({ 'x-catalog-version': 'unknown' });
    expect(read.init.next).toEqual({ revalidate: 60, tags: ['catalog'] });
  });
});
