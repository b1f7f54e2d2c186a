// The participating whole-life basis 0900 and 0902 share; each product sets its premium period.

import { rateClassMultipliers } from './common';
import { cso2017Unloaded } from './mortality-bases';
import type { DividendScale, LevelPremiumBasis } from './types';

export const parPricing: LevelPremiumBasis = {
  mortality: cso2017Unloaded,
  interestRate: 0.03,
  percentLoad: 0.1,
  per1000Load: 1,
  policyFee: 60,
  rateClassMultipliers,
};

export const parDividendScale: DividendScale = {
  interestRate: 0.055,
  mortalityFactor: 0.85,
  firstYear: 2,
  depositRate: 0.03,
  guaranteedDepositRate: 0.01,
  enhancedFraction: 0.5,
};
