// Codes of inforce-and-illustration spec 9 that the admin system and the reports share. Each
// is data with a lookup; codes-and-constants.test.ts cites the spec line of each.

import type { RateClass } from './types';

/** "Rate-class suffix: P gives HP, S gives HS, U gives HU." */
export const RATE_CLASS_SUFFIXES: Readonly<Record<RateClass, string>> = {
  P: 'HP',
  S: 'HS',
  U: 'HU',
};

export function rateClassSuffix(rateClass: string): string | null {
  return Object.hasOwn(RATE_CLASS_SUFFIXES, rateClass)
    ? RATE_CLASS_SUFFIXES[rateClass as RateClass]
    : null;
}

/** "Coverage 056 gives D, 060 gives DD." */
export const COVERAGE_CODE_SUFFIXES: Readonly<Record<string, string>> = {
  '056': 'D',
  '060': 'DD',
};

/** The suffix of a coverage code, read as a number ('56', '056' and 56 are the same code). */
export function coverageCodeSuffix(code: string | number): string | null {
  const text = String(code).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  return COVERAGE_CODE_SUFFIXES[text.padStart(3, '0')] ?? null;
}

/** "Payment methods: Mail 1, premium offset D, EFT 4, APL 9." */
export const PAYMENT_METHOD_CODES = {
  mail: '1',
  premiumOffset: 'D',
  eft: '4',
  apl: '9',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHOD_CODES;

/** "Premium offset, loan and dividend type codes: PIC 1, DRP 2, PUA 3, DOD 4, OYT 5, LRD 6, Enhanced E, None 0." */
export const PREMIUM_OFFSET_LOAN_DIVIDEND_CODES = {
  PIC: '1',
  DRP: '2',
  PUA: '3',
  DOD: '4',
  OYT: '5',
  LRD: '6',
  Enhanced: 'E',
  None: '0',
} as const;

/** "Non-forfeiture codes: APL 4, ETI 0, PIC 3, RPU 2." */
export const NON_FORFEITURE_CODES = { APL: '4', ETI: '0', PIC: '3', RPU: '2' } as const;

/** A code's name in one of the tables above (codes are compared as text: 'E' and '0'). */
export function nameOfCode<T extends Readonly<Record<string, string>>>(
  table: T,
  code: string | number,
): keyof T | null {
  const text = String(code).trim();
  const found = Object.entries(table).find(([, value]) => value === text);
  return found ? (found[0] as keyof T) : null;
}

/**
 * "RRIF and LIF product codes map to plan labels (RRIF 1 to 6, LIFFA, LIFEA and others)."
 * The spec gives the labels, not the codes: ours are the plan codes of the demo book
 * (RRIF01…RRIF06, LIFFA1, LIFEA1; decision 0028). A code not listed keeps the product name.
 */
export const RRIF_LIF_PLAN_LABELS: Readonly<Record<string, string>> = {
  RRIF01: 'RRIF 1',
  RRIF02: 'RRIF 2',
  RRIF03: 'RRIF 3',
  RRIF04: 'RRIF 4',
  RRIF05: 'RRIF 5',
  RRIF06: 'RRIF 6',
  LIFFA1: 'LIFFA',
  LIFEA1: 'LIFEA',
};

export function rrifLifPlanLabel(planCode: string, productName: string): string {
  return RRIF_LIF_PLAN_LABELS[planCode.trim().toUpperCase()] ?? productName;
}
