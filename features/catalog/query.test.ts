import { describe, expect, it } from 'vitest';
import { catalogHref, emptyState, parseCatalogState, toSearchString, withChange, withFilterValues } from './query';

describe('catalogue URL state', () => {
  it('reads sort, paging, search, group and filters as Next hands them over', () => {
    const state = parseCatalogState({
      'sort[price]': 'desc',
      perPage: '40',
      page: '3',
      search: ' midea ',
      groupId: '2',
      'filter[0][property]': '5',
      'filter[0][values][]': ['12', '11'],
      'filter[1][property]': '7',
      'filter[1][values][]': '30',
    });
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
    expect(parseCatalogState({})).toEqual(emptyState);
    expect(parseCatalogState({ search: '', groupId: '' })).toEqual(emptyState);
  });

  it('rejects what the API would reject', () => {
    expect(parseCatalogState({ page: '0' })).toBeNull();
    expect(parseCatalogState({ page: 'x' })).toBeNull();
    expect(parseCatalogState({ perPage: '1000' })).toBeNull();
    expect(parseCatalogState({ 'sort[colour]': 'asc' })).toBeNull();
    expect(parseCatalogState({ 'sort[name]': 'up' })).toBeNull();
    expect(parseCatalogState({ 'filter[0][property]': '5' })).toBeNull();
    expect(parseCatalogState({ search: 'x'.repeat(201) })).toBeNull();
  });

  it('writes filters with indices and values with brackets, and leaves defaults out', () => {
    const state = { ...emptyState, sort: { price: 'asc' as const }, page: 2, filters: [{ property: 5, values: [11, 12] }] };
    expect(decodeURIComponent(toSearchString(state))).toBe('sort[price]=asc&page=2&filter[0][property]=5&filter[0][values][]=11&filter[0][values][]=12');
    expect(catalogHref({ ...emptyState, sort: { name: 'asc' } })).toBe('/products');
    expect(catalogHref({ ...state, page: 4 }, { withPage: false })).not.toContain('page=');
  });

  it('round-trips through the URL', () => {
    const state = { ...emptyState, sort: { name: 'desc' as const }, search: 'тепловий насос', groupId: 3, filters: [{ property: 1, values: [2] }, { property: 4, values: [5, 6] }] };
    const params = Object.fromEntries(
      [...new URLSearchParams(toSearchString(state))].reduce((acc, [k, v]) => acc.set(k, [...(acc.get(k) ?? []), v]), new Map<string, string[]>()),
    );
    expect(parseCatalogState(params)).toEqual(state);
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
