import type { Language } from './control-item';

/**
 * Numbers as people type them in either language. English: comma (or space) thousands and a
 * dot decimal, '1,234.56'. French: space thousands (regular, no-break U+00A0 or narrow
 * no-break U+202F) and a comma decimal, '1 234,56'; a dot is also read as the decimal there,
 * because it has no other meaning in French and keypads often type it.
 * A comma in English is never a decimal: '1,23' is refused rather than guessed, since
 * reading a French '1,23' as 123 would be a silent, costly error on a money field.
 */
export interface ReadNumber {
  value: number;
  /** Digits after the decimal separator, trailing zeros not counted (12.50 has 1). */
  decimals: number;
}

const SPACES = ' \u00a0\u202f';
const GROUPS: Record<Language, string> = { en: `,${SPACES}`, fr: SPACES };
const DECIMAL_MARKS: Record<Language, string> = { en: '.', fr: ',.' };

/** Reads a typed or displayed number; null when it is not one. '$' and '%' signs are allowed. */
export function readNumber(text: string, language: Language): ReadNumber | null {
  let body = stripAffixes(text.trim());
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = stripAffixes(body.slice(1));
  }
  const marks = DECIMAL_MARKS[language];
  let at = -1;
  for (let i = 0; i < body.length; i++) {
    if (marks.includes(body.charAt(i))) {
      if (at !== -1) return null;
      at = i;
    }
  }
  const whole = at === -1 ? body : body.slice(0, at);
  const fraction = at === -1 ? '' : body.slice(at + 1);
  const wholeDigits = readGroupedDigits(whole, GROUPS[language]);
  if (wholeDigits === null || !isDigits(fraction)) return null;
  if (wholeDigits === '' && fraction === '') return null;
  const value = Number(`${wholeDigits || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  const significant = fraction.replace(/0+$/, '');
  return { value: negative && value !== 0 ? -value : value, decimals: significant.length };
}

/** The value of a typed number, or null. */
export function parseNumber(text: string, language: Language): number | null {
  return readNumber(text, language)?.value ?? null;
}

function stripAffixes(text: string): string {
  let body = text;
  if (body.startsWith('$')) body = body.slice(1);
  if (body.endsWith('$') || body.endsWith('%')) body = body.slice(0, -1);
  return trimSpaces(body);
}

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACES.includes(text.charAt(start))) start++;
  while (end > start && SPACES.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** Digits with optional separators between groups of exactly three; returns the bare digits. */
function readGroupedDigits(text: string, groups: string): string | null {
  let digits = '';
  let sinceSeparator = 0;
  let grouped = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char >= '0' && char <= '9') {
      digits += char;
      sinceSeparator++;
    } else if (groups.includes(char)) {
      if (grouped ? sinceSeparator !== 3 : sinceSeparator === 0 || sinceSeparator > 3) return null;
      grouped = true;
      sinceSeparator = 0;
    } else {
      return null;
    }
  }
  if (grouped && sinceSeparator !== 3) return null;
  return digits;
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char < '0' || char > '9') return false;
  }
  return true;
}

export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build, so each distinct one is built once. */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * French output always uses the no-break space U+00A0 (never a plain space, so '1 234' does
 * not wrap, and never U+202F, which some ICU versions give): browser and server then produce
 * the same string whatever ICU they ship.
 */
export function withNoBreakSpaces(text: string): string {
  return text.replace(/[ \u202f]/g, '\u00a0');
}

/** A plain number in the language's form: '1,234.5' / '1 234,5'. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 20) {
  return withNoBreakSpaces(numberFormat(language, { maximumFractionDigits }).format(value));
}
