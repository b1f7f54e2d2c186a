import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('formatFileSize', () => {
  it('writes bytes whole, with the singular for one', () => {
    expect(formatFileSize(0, 'en')).toBe(nb('0 Bytes'));
    expect(formatFileSize(1, 'en')).toBe(nb('1 Byte'));
    expect(formatFileSize(1023, 'en')).toBe(nb('1,023 Bytes'));
    expect(formatFileSize(0, 'fr')).toBe(nb('0 octet'));
    expect(formatFileSize(1, 'fr')).toBe(nb('1 octet'));
    expect(formatFileSize(1023, 'fr')).toBe(nb('1 023 octets'));
  });

  it('steps by 1024, one decimal by default, in the language’s number form', () => {
    expect(formatFileSize(1024, 'en')).toBe(nb('1 KB'));
    expect(formatFileSize(1536, 'en')).toBe(nb('1.5 KB'));
    expect(formatFileSize(1536, 'fr')).toBe(nb('1,5 Ko'));
    expect(formatFileSize(5 * 1024 ** 2 + 300 * 1024, 'en')).toBe(nb('5.3 MB'));
    expect(formatFileSize(3 * 1024 ** 3, 'fr')).toBe(nb('3 Go'));
    expect(formatFileSize(1536, 'en', 2)).toBe(nb('1.5 KB'));
    expect(formatFileSize(1587, 'en', 2)).toBe(nb('1.55 KB'));
  });

  it('moves to the next unit when rounding would show 1024 of this one', () => {
    expect(formatFileSize(1024 ** 2 - 1, 'en')).toBe(nb('1 MB'));
    expect(formatFileSize(Math.round(1024 * 1023.9), 'en')).toBe(nb('1,023.9 KB'));
  });

  it('refuses what is not a size', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatFileSize(bad, 'en')).toThrow(RangeError);
    }
  });
});
