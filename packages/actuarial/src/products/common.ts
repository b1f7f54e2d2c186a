// Values several demo products share. A product that differs declares its own.

import { cso2017Unloaded } from './mortality-bases';
import type { LevelPremiumBasis } from './types';

export const standardModalLoadings = {
  Annual: 1,
  SemiAnnual: 1.02,
  Quarterly: 1.04,
  Monthly: 1.05,
} as const;

export const allPremiumModes = ['Annual', 'SemiAnnual', 'Quarterly', 'Monthly'] as const;
export const allRateClasses = ['P', 'S', 'U'] as const;
export const allSmokeClasses = ['N', 'S', 'R'] as const;
export const allRatings = [100, 125, 150, 175, 200] as const;

/** P preferred 85 %, S standard, U (non-medical underwriting) 130 % of the table. */
export const rateClassMultipliers = { P: 0.85, S: 1, U: 1.3 } as const;

export const termPricing: LevelPremiumBasis = {
  mortality: cso2017Unloaded,
  interestRate: 0.04,
  percentLoad: 0.15,
  per1000Load: 0.5,
  policyFee: 60,
  rateClassMultipliers,
};
