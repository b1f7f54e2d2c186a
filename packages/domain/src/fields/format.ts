import {
  type ControlItem,
  controlItem,
  type FieldType,
  type FieldValue,
  type Language,
  PATTERN_LENGTHS,
} from './control-item';
import { DEFAULT_DATE_FORMAT, formatDate } from './dates';
import { applyMask } from './masks';
import { numberFormat, parseNumber, withNoBreakSpaces } from './numbers';

export interface FormatOptions {
  /** Date pattern (tokens yyyy, yy, MM, M, dd, d); dd/MM/yyyy by default. */
  dateFormat?: string;
}

/**
 * Spec 5 display format, through Intl with en-CA and fr-CA:
 * English comma thousands and dot decimal, French no-break-space thousands and comma decimal;
 * dollar with two decimals ('$1,234.56' / '1 234,56 $'), dollar integer with none;
 * percent with its sign ('12.5%' / '12,5 %'), the value being the percentage itself (12.5);
 * real and percent show up to decimalPlaces decimals; patterned fields show their pattern;
 * dates dd/MM/yyyy unless a format is given.
 * A text that cannot be read as the field's kind is shown as it is, never hidden or zeroed.
 * Check boxes have no text form (''): the screen draws a box, a report picks its own words.
 */
export function formatValue(
  itemOrType: ControlItem | FieldType,
  value: FieldValue | number | Date | null | undefined,
  language: Language,
  options: FormatOptions = {},
): string {
  const item = typeof itemOrType === 'string' ? controlItem('', itemOrType) : itemOrType;
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'object' && !(value instanceof Date)) return value.join(', ');
  if (item.fieldType === 'date' || value instanceof Date) {
    const date = typeof value === 'number' ? String(value) : value;
    return formatDate(date, options.dateFormat ?? DEFAULT_DATE_FORMAT);
  }
  const format = numericFormat(item, language);
  if (format) {
    const number = typeof value === 'number' ? value : parseNumber(value, language);
    return number === null ? String(value) : withNoBreakSpaces(format.format(number));
  }
  const text = String(value);
  if (PATTERN_LENGTHS[item.fieldType] !== undefined) return applyMask(item, text, language);
  return text;
}

function numericFormat(item: ControlItem, language: Language): Intl.NumberFormat | null {
  const decimals = Math.max(0, Math.min(20, item.decimalPlaces));
  switch (item.fieldType) {
    case 'integer':
    case 'number':
      return numberFormat(language, { maximumFractionDigits: 0 });
    case 'real':
      return numberFormat(language, { maximumFractionDigits: decimals });
    case 'dollarInteger':
      return numberFormat(language, currency(0));
    case 'dollar':
      return numberFormat(language, currency(2));
    case 'percent':
      return numberFormat(language, {
        style: 'unit',
        unit: 'percent',
        maximumFractionDigits: decimals,
      });
    default:
      return null;
  }
}

function currency(decimals: number): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  };
}
