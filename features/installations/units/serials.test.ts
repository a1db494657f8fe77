import { describe, expect, it } from 'vitest';
import { MAX_BARCODES } from '@/contracts/installations';
import { newSerials, normalSerial } from './serials';

describe('serials typed, pasted or scanned', () => {
  it('normalises as the API does', () => {
    expect(normalSerial(' ab-12 34 ')).toBe('AB1234');
  });

  it('takes several pasted lines at once, once each, leaving out those already listed', () => {
    expect(newSerials('ab-1234\nCD5678\r\nab1234, ef 9012;\n\n', ['EF9012'])).toEqual(['AB1234', 'CD5678']);
  });

  it('stops at the limit of serials per installation', () => {
    const listed = Array.from({ length: MAX_BARCODES - 1 }, (_, i) => `SN${i}`);
    expect(newSerials('AAA1\nBBB2', listed)).toEqual(['AAA1']);
  });
});
