import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedError, maskUrl } from '../../server/src/lib/logging';

describe('URLs as the API logs them (docs/observability.md#logs)', () => {
  it("hides a phone's middle digits, whatever the parameter or place", () => {
    expect(maskUrl('/dev/outbox?phone=380501234567')).toBe('/dev/outbox?phone=380******567');
    expect(maskUrl('/web/clients/name?phone=380501234567&lang=en')).toBe('/web/clients/name?phone=380******567&lang=en');
    expect(maskUrl('/web/users/by-phone/48601234567')).toBe('/web/users/by-phone/486*****567');
    expect(maskUrl('/x?to=%2B380501234567')).toBe('/x?to=%2B380******567');
    expect(maskUrl('/x?to=+380501234567')).toBe('/x?to=+380******567');
  });

  it('leaves ids, dates, uuids, short numbers and the rest of the URL as they are', () => {
    const kept = [
      '/web/installations/123?page=2&perPage=20',
      '/web/installations?from=2026-11-27&to=2026-12-31',
      '/storage/photos/12345678-1234-4234-8234-123456789012.jpg',
      '/web/catalog/products?sort[price]=asc&groupId=1234567',
      '/web/objects?code=AB12345678CD',
    ];
    for (const url of kept) expect(maskUrl(url)).toBe(url);
  });

  it('replaces what a person typed into a search', () => {
    expect(maskUrl('/web/admin/users?search=%D0%9F%D0%B5%D1%82%D1%80%D0%B5%D0%BD%D0%BA%D0%BE&page=2')).toBe('/web/admin/users?search=***&page=2');
    expect(maskUrl('/web/dealers?page=1&search=380501234567')).toBe('/web/dealers?page=1&search=***');
  });
});

describe('errors as the API logs them', () => {
  it("keep the query, the cause's code and constraint, and drop the values: parameters, PostgreSQL's detail, phones", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
      code: '23505',
      constraint: 'users_phone_unique',
      detail: 'Key (phone)=(380501234567) already exists.',
    });
    const query = 'insert into "users" ("phone", "name") values ($1, $2)';
    const logged = loggedError(new DrizzleQueryError(query, ['380501234567', 'Тарас Гнатюк'], cause));
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: `Failed query: ${query}\nparams: [redacted]`, query });
    expect(logged.stack).toContain(`params: [redacted]\n    at `);
    expect(logged.cause).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_phone_unique' });
    const text = JSON.stringify(logged);
    for (const personal of ['380501234567', 'Тарас', 'Key (phone)']) expect(text).not.toContain(personal);
  });

  it('mask a phone in any message, and leave anything that is not an error as it is', () => {
    expect(loggedError(new Error('no answer for 380501234567')).message).toBe('no answer for 380******567');
    expect(loggedError('a thrown string' as unknown as Error)).toBe('a thrown string');
  });
});
