import { describe, expect, it } from 'vitest';
import { parseCatalogState } from './parse-state';
import { catalogHref, emptyState, toSearchString, withChange, withFilterValues } from './query';

const parse = (query: string) => parseCatalogState(new URLSearchParams(query));

describe('catalogue URL state', () => {
  it('reads sort, paging, search, group and filters from the query string', () => {
    const state = parse(
      'sort[price]=desc&perPage=40&page=3&search=%20midea%20&groupId=2&filter[0][property]=5&filter[0][values][]=12&filter[0][values][]=11&filter[1][property]=7&filter[1][values][]=30',
    );
    expect(state).toEqual({
      sort: { price: 'desc' },
      perPage: 40,
      page: 3,
      search: 'midea',
      groupId: 2,
      filters: [
        { property: 5, values: [11, 12] },
        { property: 7, values: [30] },
      ],
    });
  });

  it('defaults to page 1, 20 per page, name ascending; empty values count as absent', () => {
    expect(parse('')).toEqual(emptyState);
    expect(parse('search=&groupId=')).toEqual(emptyState);
  });

  it('rejects what the API would reject', () => {
    expect(parse('page=0')).toBeNull();
    expect(parse('page=x')).toBeNull();
    expect(parse('perPage=1000')).toBeNull();
    expect(parse('sort[colour]=asc')).toBeNull();
    expect(parse('sort[name]=up')).toBeNull();
    expect(parse('filter[0][property]=5')).toBeNull();
    expect(parse(`search=${'x'.repeat(201)}`)).toBeNull();
  });

  it('writes filters with indices and values with brackets, and leaves defaults out', () => {
    const state = { ...emptyState, sort: { price: 'asc' as const }, page: 2, filters: [{ property: 5, values: [11, 12] }] };
    expect(decodeURIComponent(toSearchString(state))).toBe('sort[price]=asc&page=2&filter[0][property]=5&filter[0][values][]=11&filter[0][values][]=12');
    expect(catalogHref({ ...emptyState, sort: { name: 'asc' } })).toBe('/products');
    expect(catalogHref({ ...state, page: 4 }, { withPage: false })).not.toContain('page=');
  });

  it('round-trips through the URL', () => {
    const state = {
      ...emptyState,
      sort: { name: 'desc' as const },
      search: 'тепловий насос',
      groupId: 3,
      filters: [
        { property: 1, values: [2] },
        { property: 4, values: [5, 6] },
      ],
    };
    expect(parse(toSearchString(state))).toEqual(state);
  });

  it('goes back to page 1 on any change and edits one filter at a time', () => {
    const state = { ...emptyState, page: 5, filters: [{ property: 1, values: [2] }] };
    expect(withChange(state, { sort: { price: 'desc' } }).page).toBe(1);
    expect(withFilterValues(state.filters, 4, [9, 8])).toEqual([
      { property: 1, values: [2] },
      { property: 4, values: [8, 9] },
    ]);
    expect(withFilterValues(state.filters, 1, [])).toEqual([]);
  });
});
