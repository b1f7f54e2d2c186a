import type { Language } from './control-item';
import { formatNumber } from './numbers';

/**
 * Platform spec 9: "Size units go from Bytes to YB in steps of 1024." French writes the
 * octet (o): Ko, Mo, Go… The one formatter for every file size the portal shows.
 */
export const SIZE_UNITS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  fr: ['octets', 'Ko', 'Mo', 'Go', 'To', 'Po', 'Eo', 'Zo', 'Yo'],
};

/** One byte is singular in English; French keeps the singular below two (0 octet, 1 octet). */
const SINGULAR_BYTE: Readonly<
  Record<Language, { when: (bytes: number) => boolean; word: string }>
> = {
  en: { when: (bytes) => bytes === 1, word: 'Byte' },
  fr: { when: (bytes) => bytes < 2, word: 'octet' },
};

export const SIZE_STEP = 1024;

/**
 * A size in the largest unit that keeps it at 1 or more, with at most `decimals` decimals
 * (bytes are whole): '0 Bytes', '1 Byte', '1.5 KB', '1,5 Ko', and a no-break space before
 * the unit. Past YB the number grows. Negative, fractional or non-finite byte counts are
 * refused: they are not sizes.
 */
export function formatFileSize(bytes: number, language: Language, decimals = 1): string {
  if (!Number.isInteger(bytes) || bytes < 0) {
    throw new RangeError(`not a size in bytes: ${bytes}`);
  }
  const units = SIZE_UNITS[language];
  const last = units.length - 1;
  let unit = 0;
  while (unit < last && bytes >= SIZE_STEP ** (unit + 1)) unit += 1;
  let value = unit === 0 ? bytes : round(bytes / SIZE_STEP ** unit, decimals);
  // Rounding may reach the next unit: 1,048,575 bytes is 1 MB, not 1,024 KB.
  if (unit > 0 && unit < last && value >= SIZE_STEP) {
    unit += 1;
    value = round(bytes / SIZE_STEP ** unit, decimals);
  }
  const singular = SINGULAR_BYTE[language];
  const name = unit === 0 && singular.when(bytes) ? singular.word : units[unit];
  return `${formatNumber(value, language)}\u00a0${name}`;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
