import type { ControlItem, FieldType, Language } from './control-item';

/**
 * Spec 5 input masks. A mask takes everything the input holds after a keystroke or paste and
 * returns what it may hold, so it is idempotent: masking a masked value changes nothing.
 * Characters a mask does not accept are dropped, not refused with an error.
 */
export type MaskedItem = Pick<ControlItem, 'fieldType' | 'maxLength' | 'decimalPlaces'>;

/** '#' takes a digit, '@' a letter A-Z; any other character is punctuation the mask writes. */
export const PATTERNS: Partial<Record<FieldType, string>> = {
  phone: '(###) ###-####',
  postalCode: '@#@ #@#',
  zipCode: '#####-####',
  sin: '### ### ###',
  ssn: '###-##-####',
};

/** Input cut to maxLength; a missing or non-positive maxLength means no limit. */
export function applyMask(item: MaskedItem, rawInput: string, language: Language): string {
  return maskTyped(item, rawInput, language).value;
}

/** What a mask made of a typed value, and what it took away (so the screen can say so). */
export interface MaskOutcome {
  value: string;
  /** Characters the field does not accept, in the order typed ('' when none). */
  leftOut: string;
  /** The maxLength the value was cut to, or null when nothing was cut. */
  cutTo: number | null;
}

/**
 * The mask of applyMask, saying what it dropped. Only characters that mean something are
 * reported: spaces, a currency or percent sign, English thousands commas and the punctuation
 * a pattern writes by itself are formatting, and leaving them out changes nothing.
 */
export function maskTyped(item: MaskedItem, rawInput: string, language: Language): MaskOutcome {
  const masked = maskByType(item, rawInput, language);
  if (masked === null) return { value: rawInput, leftOut: '', cutTo: null };
  const value = cut(masked, item.maxLength);
  return {
    value,
    leftOut: leftOutBy(item, rawInput, language),
    cutTo: value.length < masked.length ? item.maxLength : null,
  };
}

const FORMATTING = ' \u00a0\u202f$%';

function leftOutBy(item: MaskedItem, raw: string, language: Language): string {
  switch (item.fieldType) {
    case 'name':
      return [...raw.normalize('NFC')]
        .filter((char) => !NAME_CHAR.test(char === '’' ? "'" : char))
        .join('');
    case 'phone':
    case 'postalCode':
    case 'zipCode':
    case 'sin':
    case 'ssn':
      return placePattern(item, raw.toUpperCase()).skipped;
    case 'integer':
    case 'dollarInteger':
    case 'number': {
      const silent = FORMATTING + (language === 'en' ? ',' : '');
      return [...raw].filter((char) => !isDigit(char) && !silent.includes(char)).join('');
    }
    case 'real':
    case 'dollar':
    case 'percent':
      return decimalLeftOut(raw, item.decimalPlaces, language);
    default:
      return '';
  }
}

/** As maskDecimal reads a number: what it drops besides formatting. */
function decimalLeftOut(raw: string, decimalPlaces: number, language: Language): string {
  const marks = language === 'fr' ? ',.' : '.';
  const silent = FORMATTING + (language === 'en' ? ',' : '');
  let out = '';
  let fraction = 0;
  let separated = false;
  for (const char of raw) {
    if (isDigit(char)) {
      if (!separated) continue;
      if (fraction < decimalPlaces) fraction++;
      else out += char;
    } else if (!separated && marks.includes(char)) {
      separated = true;
      if (decimalPlaces <= 0) out += char;
    } else if (!silent.includes(char)) {
      out += char;
    }
  }
  return out;
}

/** null for fields that are not typed into (choices, dates, files, buttons): left as they are. */
function maskByType(item: MaskedItem, raw: string, language: Language): string | null {
  switch (item.fieldType) {
    case 'text':
    case 'textarea':
    case 'password':
    case 'email':
      return raw;
    case 'upperCase':
      return raw.toUpperCase();
    case 'name':
      return maskName(raw);
    case 'phone':
    case 'postalCode':
    case 'zipCode':
    case 'sin':
    case 'ssn':
      return fillPattern(item, raw.toUpperCase());
    case 'integer':
    case 'dollarInteger':
    case 'number':
      return keepDigits(raw);
    case 'real':
    case 'dollar':
    case 'percent':
      return maskDecimal(raw, item.decimalPlaces, language);
    default:
      return null;
  }
}

/** Cuts to maxLength without leaving half of a surrogate pair (an emoji, say) behind. */
export function cut(text: string, maxLength: number | null): string {
  if (maxLength === null || maxLength <= 0 || text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? maxLength - 1 : maxLength;
  return text.slice(0, end);
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isLetter(char: string): boolean {
  return char >= 'A' && char <= 'Z';
}

function keepDigits(raw: string): string {
  let out = '';
  for (const char of raw) if (isDigit(char)) out += char;
  return out;
}

/**
 * Places each accepted character in the next slot and writes the punctuation in between only
 * once a later slot is filled: '(416' rather than '(416) ', so deleting a digit is never
 * undone by punctuation written back. A phone's first digit must be 1-9. A maxLength shorter
 * than the pattern stops at the last whole slot, never on punctuation (which a second pass
 * would take away).
 */
function fillPattern(item: MaskedItem, raw: string): string {
  return placePattern(item, raw).out;
}

/** The pattern filled, and the typed characters that found no slot (its punctuation aside). */
function placePattern(item: MaskedItem, raw: string): { out: string; skipped: string } {
  const pattern = PATTERNS[item.fieldType] ?? '';
  const limit = item.maxLength !== null && item.maxLength > 0 ? item.maxLength : pattern.length;
  const punctuation = `${pattern.replace(/[#@]/g, '')} `;
  let out = '';
  let skipped = '';
  let pending = '';
  let at = 0;
  let full = false;
  for (const char of raw) {
    while (at < pattern.length && pattern[at] !== '#' && pattern[at] !== '@') {
      pending += pattern[at];
      at++;
    }
    if (full || at >= pattern.length || out.length + pending.length + 1 > limit) full = true;
    const fits = !full && (pattern[at] === '#' ? isDigit(char) : isLetter(char));
    if (!fits || (item.fieldType === 'phone' && out === '' && char === '0')) {
      if (!punctuation.includes(char)) skipped += char;
      continue;
    }
    out += pending + char;
    pending = '';
    at++;
  }
  return { out, skipped };
}

const NAME_CHAR = /^[\p{L}\p{M}0-9.' -]$/u;

/**
 * Letters (accented ones too, in either Unicode form), digits, dot, apostrophe, space and
 * hyphen (decision 0008: Marie-Ève and Jean-François are common names here); the first letter
 * of each word, and the letter after an apostrophe or a hyphen, upper-cased
 * (o'neil → O'Neil). The rest is left as typed so McDonald keeps its capital D.
 * The typographic apostrophe (’) that phones type is read as an apostrophe.
 */
function maskName(raw: string): string {
  let out = '';
  let wordStart = true;
  for (const typed of raw.normalize('NFC')) {
    const char = typed === '’' ? "'" : typed;
    if (!NAME_CHAR.test(char)) continue;
    if (char === ' ' || char === "'" || char === '-') {
      out += char;
      wordStart = true;
      continue;
    }
    const upper = wordStart ? char.toUpperCase() : char;
    // A letter whose capital is two characters (ß → SS) is left alone to keep lengths stable.
    out += upper.length === char.length ? upper : char;
    wordStart = false;
  }
  return out.normalize('NFC');
}

/**
 * Digits with one decimal separator: '.' in English; ',' in French, where a typed '.' is
 * taken as the comma. An English comma is a thousands separator and is dropped. Digits past
 * decimalPlaces are dropped (with 0 places, everything from the separator on).
 */
function maskDecimal(raw: string, decimalPlaces: number, language: Language): string {
  const marks = language === 'fr' ? ',.' : '.';
  let whole = '';
  let fraction = '';
  let separated = false;
  for (const char of raw) {
    if (isDigit(char)) {
      if (!separated) whole += char;
      else if (fraction.length < decimalPlaces) fraction += char;
    } else if (!separated && marks.includes(char)) {
      separated = true;
    }
  }
  if (!separated || decimalPlaces <= 0) return whole;
  return `${whole}${language === 'fr' ? ',' : '.'}${fraction}`;
}
