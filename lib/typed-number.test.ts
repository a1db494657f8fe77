import { describe, expect, it } from 'vitest';
import { typedNumber } from './typed-number';

describe('typedNumber', () => {
  it('reads numbers as people type them, and nothing else', () => {
    expect(['1,25', ' 41.5 ', '1 000', '.5', '-3'].map(typedNumber)).toEqual([1.25, 41.5, 1000, 0.5, -3]);
    expect(['', '  ', '1e3', '0x10', 'x', '1,2,3'].map(typedNumber)).toEqual(Array(6).fill(Number.NaN));
  });
});
