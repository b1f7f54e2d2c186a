import { describe, expect, it } from 'vitest';
import { canonicalProductId, productIdNumber } from './product-ids';

const BASE = ['0131', '0602', '0603'];
const RIDERS = ['093', '094', 'WP'];

describe('product ids written 602 or 0602 (decision 0026)', () => {
  it('reads the number of an id given as text or a number', () => {
    expect(['602', '0602', ' 0602 ', 602, '000602'].map(productIdNumber)).toEqual([
      602, 602, 602, 602, 602,
    ]);
    expect(['', '6o2', '-602', '6.02', 6.02, null, {}, '1234567'].map(productIdNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('answers the known spelling of the same number', () => {
    expect(canonicalProductId('602', BASE)).toBe('0602');
    expect(canonicalProductId(602, BASE)).toBe('0602');
    expect(canonicalProductId('0602', BASE)).toBe('0602');
    expect(canonicalProductId('93', RIDERS)).toBe('093');
    expect(canonicalProductId('0094', RIDERS)).toBe('094');
  });

  it('pads an unknown id to four digits and leaves what is no id for the contract to refuse', () => {
    expect(canonicalProductId('999', BASE)).toBe('0999');
    expect(canonicalProductId('12345')).toBe('12345');
    expect(canonicalProductId('WP', RIDERS)).toBe('WP');
    expect(canonicalProductId('abc')).toBe('abc');
    expect(canonicalProductId(undefined)).toBeUndefined();
  });
});
