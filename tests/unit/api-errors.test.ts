import { describe, expect, it } from 'vitest';
import { apiFailure, failureOf, GENERAL_SERVER_ERROR } from '@/lib/api/errors';

describe('error catalogue (docs/api.md#errors)', () => {
  it('a response without a body gets the general Ukrainian server error', () => {
    expect(failureOf(500, undefined)).toEqual({ status: 500, fields: {}, message: GENERAL_SERVER_ERROR });
    expect(failureOf(502, '')).toEqual({ status: 502, fields: {}, message: GENERAL_SERVER_ERROR });
    expect(GENERAL_SERVER_ERROR).toContain('На жаль');
  });

  it('a 422 keeps the first message of each field, and the first field speaks for the whole', () => {
    const body = { message: 'x', errors: { phone: ['Invalid phone', 'second'], name: ['Too short'] } };
    expect(failureOf(422, body)).toEqual({ status: 422, fields: { phone: 'Invalid phone', name: 'Too short' }, message: 'Invalid phone' });
  });

  it('any other error carries its message', () => {
    expect(failureOf(429, { message: 'Too many attempts' })).toEqual({ status: 429, fields: {}, message: 'Too many attempts' });
    expect(failureOf(403, { message: 'Forbidden', errors: { role: ['no'] } }).fields).toEqual({});
  });

  it('a call that never got an answer (network down, a bug) reads as the general message', () => {
    expect(apiFailure(new Error('Network Error')).message).toBe(GENERAL_SERVER_ERROR);
    expect(apiFailure({ response: { status: 401, data: { message: 'Wrong phone or password' } } }).message).toBe('Wrong phone or password');
  });
});
