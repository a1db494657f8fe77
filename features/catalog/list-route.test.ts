import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { decodeListState, encodeListState, routeCatalogList } from './list-route';
import { emptyState } from './query';

const route = (url: string, headers?: Record<string, string>) => routeCatalogList(new NextRequest(new URL(url, 'http://portal.test'), { headers }));
const rewrittenTo = (url: string) => route(url)?.headers.get('x-middleware-rewrite');

describe('catalogue list route', () => {
  it('rewrites every spelling of one state to one internal page, per locale', () => {
    const sorted = rewrittenTo('/products?sort[price]=asc&filter[0][property]=5&filter[0][values][]=12&filter[0][values][]=11');
    expect(sorted).toMatch(/^http:\/\/portal\.test\/uk\/catalog-list\/[\w-]+$/);
    // Values in another order, the default page and sort spelled out, and the filter given twice.
    expect(rewrittenTo('/products?filter[0][property]=5&filter[0][values][]=11&filter[1][property]=5&filter[1][values][]=12&page=1&sort[price]=asc')).toBe(
      sorted,
    );
    expect(rewrittenTo('/en/products?sort[price]=asc&filter[0][property]=5&filter[0][values][]=11&filter[0][values][]=12')).toBe(
      sorted!.replace('/uk/', '/en/'),
    );
    expect(rewrittenTo('/products')).toBe('http://portal.test/uk/catalog-list/all');
    expect(rewrittenTo('/pl/products?sort[name]=asc&perPage=20')).toBe('http://portal.test/pl/catalog-list/all');
  });

  it('sends a query that is not a list state to the not-found page', () => {
    expect(rewrittenTo('/products?page=0')).toBe('http://portal.test/uk/catalog-list/invalid');
    expect(rewrittenTo('/products?sort[colour]=asc')).toBe('http://portal.test/uk/catalog-list/invalid');
  });

  it("keeps the client router's _rsc marker", () => {
    expect(rewrittenTo('/products?groupId=2&_rsc=abc')).toMatch(/\/uk\/catalog-list\/[\w-]+\?_rsc=abc$/);
  });

  it("leaves other paths to the rest of the proxy (the /uk/ prefix is next-intl's redirect)", () => {
    expect(route('/uk/products?groupId=2')).toBeNull();
    expect(route('/products/12')).toBeNull();
    expect(route('/company')).toBeNull();
  });

  it('redirects the internal address to its public one', () => {
    const state = { ...emptyState, groupId: 2, page: 3 };
    const response = route(`/en/catalog-list/${encodeListState(state)}`);
    expect(response?.status).toBe(308);
    expect(response?.headers.get('location')).toBe('http://portal.test/en/products?page=3&groupId=2');
    expect(route('/catalog-list/garbage')?.headers.get('location')).toBe('http://portal.test/products');
  });

  it('decodes only the normalised segments it makes', () => {
    const state = { ...emptyState, search: 'тепловий насос', filters: [{ property: 1, values: [2, 3] }] };
    expect(decodeListState(encodeListState(state))).toEqual(state);
    expect(decodeListState('all')).toEqual(emptyState);
    expect(decodeListState(Buffer.from('page=1').toString('base64url'))).toBeNull();
    expect(decodeListState('invalid')).toBeNull();
    expect(decodeListState('../x')).toBeNull();
  });
});
