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

/**
 * Policy loans: 6 % a year on the loan, 4 % credited on its collateral (so a net 2 % spread);
 * the loan owed may reach 90 % of the cash value, the usual Canadian maximum.
 */
export const ulPolicyLoan = {
  rate: 0.06,
  creditedRate: 0.04,
  maximumShareOfCashValue: 0.9,
} as const;

/** Partial surrenders: up to 90 % of the cash surrender value, so the policy keeps some value. */
export const ulWithdrawal = { maximumShareOfCashValue: 0.9 } as const;

/** Planned deposits from 0 to 2 000 000 dollars a year (a demo limit; the exempt test is not modelled). */
export const ulAnnualDeposit = { min: 0, max: 2_000_000 } as const;

/** An agent may illustrate a fund at −10 % to 20 % a year. */
export const ulFundRateOverride = { min: -10, max: 20 } as const;

export const ulSurrenderChargePer1000 = [24, 22, 20, 18, 16, 13, 10, 7, 4, 2] as const;
