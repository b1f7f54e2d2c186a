// Display rules and formats of spec section 5 ("Display rules"), as pure functions. A value on
// screen is a list of parts (text, money, date, percent, number or a catalogue key), so the
// rules stay here and only the words come from the catalogue of the user's language.

import { formatWithOrdinal } from '../fields/dates';

export type Part =
  | { t: 'text'; v: string }
  | { t: 'money'; v: number }
  | { t: 'date'; v: string; style: 'long' | 'short' }
  | { t: 'percent'; v: number }
  | { t: 'number'; v: number }
  /** A catalogue key under the inforce area (values.*, labels.*, enums …), with parameters. */
  | { t: 'key'; v: string; params?: Record<string, string | number> };

export const text = (v: string): Part => ({ t: 'text', v });
export const money = (v: number): Part => ({ t: 'money', v });
export const date = (v: string, style: 'long' | 'short' = 'long'): Part => ({
  t: 'date',
  v,
  style,
});
export const percent = (v: number): Part => ({ t: 'percent', v });
export const num = (v: number): Part => ({ t: 'number', v });
export const key = (v: string, params?: Record<string, string | number>): Part =>
  params ? { t: 'key', v, params } : { t: 'key', v };

/** The spec's fallback texts (section 5: "Other fallbacks"), as catalogue keys. */
export const FALLBACK = {
  notAvailable: key('values.notAvailable'),
  notSelected: key('values.notSelected'),
  na: key('values.na'),
  notApplicable: key('values.notApplicable'),
  notOnFile: key('values.notOnFile'),
} as const;

/** "Maximum payout display limit 100000." */
export const MAX_PAYOUT_DISPLAY_LIMIT = 100_000;
/** "Beneficiary display threshold 5." */
export const BENEFICIARY_DISPLAY_THRESHOLD = 5;
/** "A flat extra duration of 999 means for life." */
export const FLAT_EXTRA_FOR_LIFE = 999;

/**
 * "Social insurance number: left-padded to 9 digits and shown 3-3-3. Blank or all zeros shows
 * 'Not Available'." Returns null for the fallback.
 */
export function formatSin(sin: string | null | undefined): string | null {
  const digits = (sin ?? '').replace(/\D/g, '');
  if (digits === '' || /^0+$/.test(digits)) return null;
  const padded = digits.padStart(9, '0').slice(-9);
  return `${padded.slice(0, 3)} ${padded.slice(3, 6)} ${padded.slice(6)}`;
}

/** "Phone: (xxx) xxx-xxxx. Null or empty gives an empty result." */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return digits;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** "Smoker: S or R gives Regular; N gives Non-Smoker; other gives N/A." */
export function smokerKey(smokeClass: string | null | undefined): string {
  if (smokeClass === 'S' || smokeClass === 'R') return 'values.regular';
  if (smokeClass === 'N') return 'values.nonSmoker';
  return 'values.na';
}

/** "Sex: F Female, M Male, J Joint." Anything else is N/A. */
export function sexKey(gender: string | null | undefined): string {
  if (gender === 'F') return 'values.female';
  if (gender === 'M') return 'values.male';
  if (gender === 'J') return 'values.joint';
  return 'values.na';
}

/** "Church empty shows 'NAME NOT ON FILE'." */
export function churchPart(churchName: string | null | undefined): Part {
  const name = (churchName ?? '').trim();
  return name === '' ? key('values.churchNotOnFile') : text(name);
}

/** "A beneficiary or party with date of death after 1900 gets ' (Deceased)' appended." */
export function isDeceased(dateOfDeath: string | null | undefined): boolean {
  const year = Number((dateOfDeath ?? '').slice(0, 4));
  // "after 1900": a year of 1900 or earlier is the legacy empty date.
  return Number.isFinite(year) && year > 1900;
}

/** The name, then ' (Deceased)' in the user's language when the rule says so. */
export function nameParts(name: string, dateOfDeath: string | null | undefined): Part[] {
  return isDeceased(dateOfDeath) ? [text(name), key('values.deceasedSuffix')] : [text(name)];
}

/** "A minor under 18 who is not a child smoke class is shown as class R." */
export function displaySmokeClass(
  smokeClass: string | null | undefined,
  age: number | null,
): string | null {
  if (age !== null && age < 18 && smokeClass !== 'C') return 'R';
  return smokeClass ?? null;
}

export interface BeneficiaryLike {
  name: string;
  dateOfDeath: string | null;
  beneficiaryTypeCode: string;
  beneficiaryRelationship: string;
  beneficiaryPercent: number;
}

/**
 * "A beneficiary list of at most 5 is shown in full; more than 5 shows only the class of the
 * first." One line per beneficiary; the class is the first one's relationship (decision 0010).
 */
export function beneficiaryLines(beneficiaries: readonly BeneficiaryLike[]): Part[][] {
  if (beneficiaries.length === 0) return [[FALLBACK.notOnFile]];
  if (beneficiaries.length > BENEFICIARY_DISPLAY_THRESHOLD) {
    const first = beneficiaries[0] as BeneficiaryLike;
    return [[key('values.beneficiaryClass', { relationship: first.beneficiaryRelationship })]];
  }
  return beneficiaries.map((b) => [
    ...nameParts(b.name, b.dateOfDeath),
    text(` — ${b.beneficiaryRelationship}, `),
    key(`enums.beneficiaryType.${b.beneficiaryTypeCode}`),
    text(', '),
    percent(b.beneficiaryPercent),
  ]);
}

/**
 * "Maximum payout is shown only for locked-in funds when it lies strictly between 0 and
 * 100000; otherwise N/A." Null means N/A.
 */
export function maximumPayout(fundsLockedIn: boolean, maxPayout: number | null): number | null {
  if (!fundsLockedIn || maxPayout === null) return null;
  return maxPayout > 0 && maxPayout < MAX_PAYOUT_DISPLAY_LIMIT ? maxPayout : null;
}

/**
 * "A loan on a registered policy, or on a policy with no loan available, shows 'Not permitted
 * on this policy'." True when the loan rows give way to that text.
 */
export function loanNotPermitted(policy: { isRegistered: boolean; isLoanAvailable: boolean }) {
  return policy.isRegistered || !policy.isLoanAvailable;
}

/** "Under UL … a flat extra duration of 999 means for life." */
export function flatExtraParts(flatExtra: number, duration: number): Part[] {
  const amount = [money(flatExtra), key('values.perThousand')];
  if (duration === FLAT_EXTRA_FOR_LIFE) return [...amount, key('values.forLife')];
  return [...amount, key('values.forYears', { count: duration })];
}

// ---- Formats: "Dates: long form (month name, day, year); short form uses an abbreviated
// month. Currency with negatives in parentheses. Percent with 2 decimals." In the user's
// language (decision 0010: en-CA / fr-CA and Canadian dollars).

export type Locale = 'en-CA' | 'fr-CA';

/** French output uses the no-break space U+00A0, never the narrow one (as the field engine). */
function nbsp(s: string): string {
  return s.replace(/\u202f/g, '\u00a0');
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, kind: 'money' | 'percent' | 'number'): Intl.NumberFormat {
  const id = `${locale}:${kind}`;
  let f = cache.get(id) as Intl.NumberFormat | undefined;
  if (!f) {
    f =
      kind === 'money'
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'CAD',
            currencySign: 'accounting',
          })
        : kind === 'percent'
          ? new Intl.NumberFormat(locale, {
              style: 'percent',
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            })
          : new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    cache.set(id, f);
  }
  return f;
}

/** Currency; negatives in parentheses: -1234.5 → ($1,234.50). */
export function formatCurrency(amount: number, locale: Locale): string {
  return nbsp(numberFormat(locale, 'money').format(amount));
}

/** A percent given as a number of percent (4.5 → 4.50%), with 2 decimals. */
export function formatPercent2(value: number, locale: Locale): string {
  return nbsp(numberFormat(locale, 'percent').format(value / 100));
}

export function formatNumberIn(value: number, locale: Locale): string {
  return nbsp(numberFormat(locale, 'number').format(value));
}

/** Long (month name, day, year) or short (abbreviated month) date of an ISO calendar date. */
export function formatIsoDate(iso: string, style: 'long' | 'short', locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const when = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const id = `${locale}:date:${style}`;
  let f = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    cache.set(id, f);
  }
  return nbsp(formatWithOrdinal(f, when));
}

/**
 * One line of parts as text. `translate` reads a key of the inforce catalogue; a missing
 * translation yields an empty string, as the spec says.
 */
export function renderParts(
  parts: readonly Part[],
  locale: Locale,
  translate: (key: string, params?: Record<string, string | number>) => string,
): string {
  return parts
    .map((part) => {
      switch (part.t) {
        case 'text':
          return part.v;
        case 'money':
          return formatCurrency(part.v, locale);
        case 'date':
          return formatIsoDate(part.v, part.style, locale);
        case 'percent':
          return formatPercent2(part.v, locale);
        case 'number':
          return formatNumberIn(part.v, locale);
        case 'key':
          return translate(part.v, part.params) ?? '';
        default:
          return '';
      }
    })
    .join('');
}
