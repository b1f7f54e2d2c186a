// Charges 0602 and 0603 share: guaranteed maxima on the loaded CSO, current on the unloaded.

import { rateClassMultipliers } from './common';
import { cso2017Loaded, cso2017Unloaded } from './mortality-bases';
import type { UlCharges } from './types';

export const ulGuaranteedCharges: UlCharges = {
  premiumLoad: 0.08,
  monthlyFee: 12,
  coiMortality: cso2017Loaded,
  coiFactor: 1,
  rateClassMultipliers: { P: 1, S: 1, U: 1.3 },
};

export const ulCurrentCharges: UlCharges = {
  premiumLoad: 0.05,
  monthlyFee: 8,
  coiMortality: cso2017Unloaded,
  coiFactor: 0.9,
  rateClassMultipliers,
};

/** Policy loans: 6 % a year on the loan, 4 % credited on its collateral (so a net 2 % spread). */
export const ulPolicyLoan = { rate: 0.06, creditedRate: 0.04 } as const;

export const ulSurrenderChargePer1000 = [24, 22, 20, 18, 16, 13, 10, 7, 4, 2] as const;
