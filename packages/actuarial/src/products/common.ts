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

/** Flat extras from 0 to 100 dollars per 1000 a year. */
export const standardFlatExtra = { min: 0, max: 100 } as const;

/** P preferred 85 %, S standard, U (non-medical underwriting) 130 % of the table. */
export const rateClassMultipliers = { P: 0.85, S: 1, U: 1.3 } as const;

/**
 * The term family's basis (0131, 0132, 0133 and the term riders built on 0131), calibrated
 * to published Canadian term rates (README §Level premium rate, "Calibration"; decisions 0040
 * and 0095): the 2017 unloaded CSO with a select experience factor by issue age, sex and
 * smoking over the first 20 policy years of the first level period, loads of 15 % of premium
 * and 0.10 per 1000, and a 50-dollar policy fee.
 */
export const termPricing: LevelPremiumBasis = {
  mortality: cso2017Unloaded,
  interestRate: 0.04,
  percentLoad: 0.15,
  per1000Load: 0.1,
  policyFee: 50,
  rateClassMultipliers,
  selectExperience: {
    years: 20,
    points: [
      { issueAge: 18, male: 0.55, female: 0.55, maleSmoker: 0.9, femaleSmoker: 0.9 },
      { issueAge: 25, male: 0.9, female: 0.66, maleSmoker: 0.97, femaleSmoker: 0.71 },
      { issueAge: 35, male: 0.62, female: 0.49, maleSmoker: 0.66, femaleSmoker: 0.52 },
      { issueAge: 45, male: 0.72, female: 0.72, maleSmoker: 0.71, femaleSmoker: 0.71 },
      { issueAge: 55, male: 0.66, female: 0.66, maleSmoker: 0.6, femaleSmoker: 0.6 },
      { issueAge: 65, male: 0.66, female: 0.66, maleSmoker: 0.5, femaleSmoker: 0.5 },
    ],
  },
};
