// The printed report's words and number formats, in the report language (not the screen's).
import { reportsEn, reportsFr } from '@portal/contracts/i18n/areas/reports';
import { formatWithOrdinal } from '@portal/domain/fields/dates';

export type ReportLang = 'en' | 'fr';
export type ReportCatalogue = typeof reportsFr;

export function catalogueOf(lang: ReportLang): ReportCatalogue {
  return lang === 'fr' ? reportsFr : reportsEn;
}

/** Replaces {{name}} with its value; an unknown name stays visible so it is noticed. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

const locale = (lang: ReportLang) => (lang === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * The form of a counted phrase for n in the report language: Intl's plural rule, French
 * "many" (a million and more) written as "other". "1 an", "2 ans"; "1 year", "2 years".
 */
export function counted(
  lang: ReportLang,
  n: number,
  forms: { readonly one: string; readonly other: string },
): string {
  return new Intl.PluralRules(locale(lang)).select(n) === 'one' ? forms.one : forms.other;
}

/** Number and date formats of one report language, built once per report. */
export class ReportFormat {
  readonly #amount: Intl.NumberFormat;
  readonly #currency: Intl.NumberFormat;
  readonly #currencyWhole: Intl.NumberFormat;
  readonly #whole: Intl.NumberFormat;
  readonly #percent: Intl.NumberFormat;
  readonly #date: Intl.DateTimeFormat;

  constructor(readonly lang: ReportLang) {
    const l = locale(lang);
    this.#amount = new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    this.#currency = new Intl.NumberFormat(l, { style: 'currency', currency: 'CAD' });
    this.#currencyWhole = new Intl.NumberFormat(l, {
      style: 'currency',
      currency: 'CAD',
      maximumFractionDigits: 0,
    });
    this.#whole = new Intl.NumberFormat(l, { maximumFractionDigits: 0 });
    this.#percent = new Intl.NumberFormat(l, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.#date = new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' });
  }

  /** Cents as dollars with two decimals, no currency sign (ledger cells). */
  cents(value: number): string {
    return this.#amount.format(value / 100);
  }

  /** Cents as a currency amount. */
  money(value: number): string {
    return this.#currency.format(value / 100);
  }

  /** Whole dollars as a currency amount without cents (faces). */
  dollars(value: number): string {
    return this.#currencyWhole.format(value);
  }

  whole(value: number): string {
    return this.#whole.format(value);
  }

  /** A rate already in percent (5.5 → "5.50"); the header says %. */
  percentNumber(value: number): string {
    return this.#percent.format(value);
  }

  /** A decimal rate as a percentage with its sign (0.055 → "5.50 %"/"5,50 %"). */
  percent(rate: number): string {
    const text = this.#percent.format(rate * 100);
    return this.lang === 'fr' ? `${text}\u00a0%` : `${text}%`;
  }

  /** A whole percentage (125 → "125%"/"125 %"), as a rating is written. */
  wholePercent(value: number): string {
    const text = this.#whole.format(value);
    return this.lang === 'fr' ? `${text}\u00a0%` : `${text}%`;
  }

  /** A calendar day (YYYY-MM-DD or a Date) in long form. */
  date(value: string | Date): string {
    const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
    return formatWithOrdinal(this.#date, date);
  }
}
