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

  it("a call without an answer keeps the client's code, so the web can tell offline from a refusal", () => {
    expect(apiFailure({ code: 'ERR_NETWORK', message: 'Network Error' })).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR, code: 'ERR_NETWORK' });
    expect(apiFailure({ code: 'ECONNABORTED' }).code).toBe('ECONNABORTED');
    expect(apiFailure(new Error('a bug')).code).toBeUndefined();
    expect(apiFailure(null)).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR });
  });

  it('an answer gives its Retry-After in seconds and the reason its body said', () => {
    const tooMany = apiFailure({ code: 'ERR_BAD_REQUEST', response: { status: 429, headers: { 'retry-after': '42' }, data: { message: 'Too many codes' } } });
    expect(tooMany).toEqual({ status: 429, fields: {}, message: 'Too many codes', retryAfter: 42, reason: 'Too many codes' });
    expect(apiFailure({ response: { status: 503, headers: { 'retry-after': 'soon' }, data: '' } })).toEqual({
      status: 503,
      fields: {},
      message: GENERAL_SERVER_ERROR,
    });
    expect(apiFailure({ response: { status: 429, headers: { 'retry-after': '0' } } }).retryAfter).toBeUndefined();
    expect(apiFailure({ response: { status: 507, headers: {}, data: { message: 'The disk is full' } } }).reason).toBe('The disk is full');
  });
});
