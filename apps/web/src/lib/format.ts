import { formatWithOrdinal } from '@portal/domain/fields/dates';
import type { AppLanguage } from './i18n';

/** Numbers, money and dates in the user's language, Canadian conventions (spec 5). */
export function localeOf(language: AppLanguage): 'en-CA' | 'fr-CA' {
  return language === 'fr' ? 'fr-CA' : 'en-CA';
}

export function formatNumber(
  value: number,
  language: AppLanguage,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** Amounts are kept as whole cents; shown with two decimals and the dollar sign. */
export function formatMoney(cents: number, language: AppLanguage): string {
  return formatNumber(cents / 100, language, { style: 'currency', currency: 'CAD' });
}

export function formatPercent(ratio: number, language: AppLanguage, decimals = 2): string {
  return formatNumber(ratio, language, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

export function formatDate(
  value: Date,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatWithOrdinal(new Intl.DateTimeFormat(localeOf(language), options), value);
}
