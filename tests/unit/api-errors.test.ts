import { describe, expect, it } from 'vitest';
import { errorsFromResponse, GENERAL_SERVER_ERROR } from '@/lib/api/errors';

describe('error catalogue (spec section 8)', () => {
  it('a response without a body gets the general Ukrainian server error', () => {
    expect(errorsFromResponse(500, undefined)).toEqual({ message: GENERAL_SERVER_ERROR });
    expect(errorsFromResponse(502, '')).toEqual({ message: GENERAL_SERVER_ERROR });
    expect(GENERAL_SERVER_ERROR).toContain('На жаль');
  });

  it('a 422 keeps the first message of each field', () => {
    const body = { message: 'x', errors: { phone: ['Invalid phone', 'second'], name: ['Too short'] } };
    expect(errorsFromResponse(422, body)).toEqual({ phone: 'Invalid phone', name: 'Too short' });
  });

  it('any other error stores its message under the context key', () => {
    expect(errorsFromResponse(429, { message: 'Too many attempts' }, 'signIn')).toEqual({ signIn: 'Too many attempts' });
    expect(errorsFromResponse(403, { message: 'Forbidden' })).toEqual({ message: 'Forbidden' });
  });
});
