// Premium modes and the small code tables around them (spec section 9).

export const premiumModes = ['Annual', 'SemiAnnual', 'Quarterly', 'Monthly'] as const;
export type PremiumMode = (typeof premiumModes)[number];

/** Months between payments. */
export const premiumModeMonths: Readonly<Record<PremiumMode, number>> = {
  Annual: 12,
  SemiAnnual: 6,
  Quarterly: 3,
  Monthly: 1,
};

/** The spec's modal factor: payments a year, 12 divided by the months per mode. */
export function modalFactor(mode: PremiumMode): number {
  return 12 / premiumModeMonths[mode];
}

/** Mode codes: 012 annual, 06 semi-annual, 03 quarterly, anything else monthly. */
export function premiumModeFromCode(code: string): PremiumMode {
  if (code === '012') return 'Annual';
  if (code === '06') return 'SemiAnnual';
  if (code === '03') return 'Quarterly';
  return 'Monthly';
}

export const rateClasses = ['P', 'S', 'U'] as const;
export type RateClass = (typeof rateClasses)[number];

/** Rate-class suffix used in rate-table names: P → HP, S → HS, U → HU. */
export function rateClassSuffix(rateClass: RateClass): string {
  return `H${rateClass}`;
}

export const ratings = [100, 125, 150, 175, 200] as const;
export type Rating = (typeof ratings)[number];

export const lifeBases = ['SINGLE', 'JOINTFIRST', 'JOINTLAST'] as const;
export type LifeBasis = (typeof lifeBases)[number];

export const sexes = ['M', 'F'] as const;
export type Sex = (typeof sexes)[number];

/** N non-smoker; S or R (regular) smoker, as the display rules read them. */
export const smokeClasses = ['N', 'S', 'R'] as const;
export type SmokeClass = (typeof smokeClasses)[number];

export function isSmoker(smokeClass: SmokeClass): boolean {
  return smokeClass !== 'N';
}

/** A flat extra duration of 999 means for life. */
export const FLAT_EXTRA_FOR_LIFE = 999;

export const dividendOptions = ['RAP', 'PUA', 'DOD', 'PIC', 'ENH', 'NONE'] as const;
export type DividendOption = (typeof dividendOptions)[number];

/** Premium offset, loan and dividend type codes (spec section 9). */
export const dividendOptionCodes: Readonly<Record<string, string>> = {
  PIC: '1',
  DRP: '2',
  PUA: '3',
  DOD: '4',
  OYT: '5',
  LRD: '6',
  ENH: 'E',
  NONE: '0',
};

export const nonForfeitureOptions = ['APL', 'ETI', 'RPU'] as const;
export type NonForfeitureOption = (typeof nonForfeitureOptions)[number];
export const nonForfeitureCodes: Readonly<Record<NonForfeitureOption | 'PIC', number>> = {
  APL: 4,
  ETI: 0,
  PIC: 3,
  RPU: 2,
};

/** Maximum projection: 120 policy years, arrays of length 121; age 121 is certain death. */
export const MAX_DURATION = 120;
export const LEDGER_LENGTH = 121;
export const OMEGA = 121;
