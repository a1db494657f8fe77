import { describe, expect, it } from 'vitest';
import { listQueryOf, listSearchParams, parseListState } from './query';

describe('installations list URL state', () => {
  it('reads the filters, search and page, dropping what the API would refuse', () => {
    const state = parseListState(new URLSearchParams('status=NEW&date=2026-05&installerId=3&search=%20Kyiv%20&page=2'));
    expect(state).toEqual({ page: 2, status: 'NEW', date: '2026-05', installerId: 3, search: 'Kyiv' });
    expect(parseListState(new URLSearchParams('status=LOST&date=May&installerId=-1&page=0&search=%20'))).toEqual({ page: 1 });
    expect(parseListState(new URLSearchParams('dealerId=12&from=2026-01-01&to=2026-01-31&serial=%20ab-12%20'))).toEqual({
      page: 1,
      dealerId: 12,
      from: '2026-01-01',
      to: '2026-01-31',
      serial: 'ab-12',
    });
    expect(parseListState(new URLSearchParams('dealerId=x&from=2026-1-1&to=soon&serial=%20'))).toEqual({ page: 1 });
  });

  it('writes only what differs from the defaults and keeps other parameters (the profile section)', () => {
    const params = listSearchParams({ page: 1, status: 'COMPLETED' }, new URLSearchParams('section=installations&page=3'));
    expect(params.toString()).toBe('section=installations&status=COMPLETED');
  });

  it('asks ten a page, with installed for clients', () => {
    expect(listQueryOf({ page: 2 }, true)).toEqual({ page: 2, perPage: 10, installed: true });
  });
});
