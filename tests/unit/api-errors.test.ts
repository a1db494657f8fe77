import { describe, expect, it } from 'vitest';
import { CallError } from '@/lib/api/call-error';
import { apiFailure, failureOf, GENERAL_SERVER_ERROR } from '@/lib/api/errors';

const answered = (status: number, body?: unknown, headers: Record<string, string> = {}) => new CallError({ status, body, headers: new Headers(headers) });

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
    expect(apiFailure(answered(401, { message: 'Wrong phone or password' })).message).toBe('Wrong phone or password');
  });

  it("a call without an answer keeps the client's code, so the web can tell offline from a refusal", () => {
    expect(apiFailure(new CallError({ code: 'ERR_NETWORK' }))).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR, code: 'ERR_NETWORK' });
    expect(apiFailure(new CallError({ code: 'ETIMEDOUT' })).code).toBe('ETIMEDOUT');
    expect(apiFailure({ code: 'ERR_NETWORK', response: { status: 500 } })).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR });
    expect(apiFailure(new Error('a bug')).code).toBeUndefined();
    expect(apiFailure(null)).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR });
  });

  it('an answer gives its Retry-After in seconds and the reason its body said', () => {
    const tooMany = apiFailure(answered(429, { message: 'Too many codes' }, { 'retry-after': '42' }));
    expect(tooMany).toEqual({ status: 429, fields: {}, message: 'Too many codes', retryAfter: 42, reason: 'Too many codes' });
    expect(apiFailure(answered(503, '', { 'retry-after': 'soon' }))).toEqual({
      status: 503,
      fields: {},
      message: GENERAL_SERVER_ERROR,
    });
    expect(apiFailure(answered(429, undefined, { 'retry-after': '0' })).retryAfter).toBeUndefined();
    expect(apiFailure(answered(507, { message: 'The disk is full' })).reason).toBe('The disk is full');
  });
});
