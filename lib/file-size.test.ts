import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

const format = (locale: string, bytes: number) => new Intl.NumberFormat(locale, fileSize(bytes)[1]).format(fileSize(bytes)[0]);

describe('fileSize', () => {
  it('names a small PDF in kilobytes, not as "0 MB"', () => {
    expect(format('uk', 3837)).toBe('3,7 кБ');
    expect(format('en', 3837)).toBe('3.7 kB');
    expect(format('pl', 3837)).toBe('3,7 kB');
  });

  it('uses bytes below a kilobyte and megabytes from a megabyte on, with the locale decimal sign', () => {
    expect(format('uk', 512)).toBe('512 Б');
    expect(format('pl', 512)).toBe('512 B');
    expect(format('uk', 2_450_000)).toBe('2,3 МБ');
    expect(format('en', 2_450_000)).toBe('2.3 MB');
  });

  it('counts in units of 1024, as the upload limits do: a file at the 20 MB limit reads 20 MB', () => {
    expect(format('en', 20 * 1024 * 1024)).toBe('20 MB');
    expect(format('en', 100 * 1024 ** 3)).toBe('100 GB');
  });
});
