/**
 * Calendar dates as 'YYYY-MM-DD' strings: the form a date input holds and the server stores.
 * They carry no time or zone, so a date never shifts by a day between browser and server.
 */
export type IsoDate = string & { readonly __brand: 'IsoDate' };

/** Spec 5 and 9: the date picker shows dd/MM/yyyy unless a field says otherwise. */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

const ISO_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec 5: a typed date is accepted only if it matches YYYY-MM-DD, and it must be a day that
 * exists (2023-02-29 is refused). Surrounding spaces from a paste are ignored.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const match = ISO_SHAPE.exec(text.trim());
  if (!match) return null;
  return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as IsoDate;
}

/** The calendar day a Date shows in the zone it runs in, as a date picker means it. */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}` as IsoDate;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

const TOKENS = /yyyy|yy|MM|M|dd|d/g;

/**
 * Shows a date with the tokens yyyy, yy, MM, M, dd and d; anything else is copied. The same
 * pattern serves both languages, as the spec gives one default. A string that is not a date
 * is returned unchanged, so a display never hides what was stored.
 */
export function formatDate(date: IsoDate | string | Date, format = DEFAULT_DATE_FORMAT): string {
  const iso = date instanceof Date ? toIsoDate(date) : parseTypedDate(date);
  if (iso === null) return String(date);
  const year = iso.slice(0, 4);
  const month = iso.slice(5, 7);
  const day = iso.slice(8, 10);
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return year;
      case 'yy':
        return year.slice(2);
      case 'MM':
        return month;
      case 'M':
        return String(Number(month));
      case 'dd':
        return day;
      default:
        return String(Number(day));
    }
  });
}

/** Date pickers' optional minDate and maxDate (report dates use today as maxDate). */
export function isDateWithin(
  date: IsoDate,
  limits: { minDate?: IsoDate | null; maxDate?: IsoDate | null },
): boolean {
  if (limits.minDate && date < limits.minDate) return false;
  if (limits.maxDate && date > limits.maxDate) return false;
  return true;
}

/**
 * A date as an Intl formatter writes it, with the French ordinal of the first of the month:
 * "1er décembre 2026", never "1 décembre 2026" (French typography, OQLF). Other days, other
 * languages and all-numeric dates are as Intl gives them.
 */
export function formatWithOrdinal(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const french = format.resolvedOptions().locale.startsWith('fr');
  const namedMonth = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts
    .map((part) =>
      french && namedMonth && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value,
    )
    .join('');
}
