// Indexed universal life: daily interest, a 10-year guaranteed account and two index accounts
// with a 0 % floor (their guaranteed rate) and a cap (9 % S&P 500, 8 % S&P/TSX 60).
import { FUND_LABELS } from '@portal/domain/labels/funds';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import {
  allPremiumModes,
  allRateClasses,
  allRatings,
  allSmokeClasses,
  standardFlatExtra,
} from './common';
import type { UniversalLifeProduct } from './types';
import {
  ulAnnualDeposit,
  ulCurrentCharges,
  ulFundRateOverride,
  ulGuaranteedCharges,
  ulPolicyLoan,
  ulSurrenderChargePer1000,
  ulWithdrawal,
} from './ul-common';
import { defineProduct } from './validate';

export const product0603: UniversalLifeProduct = defineProduct({
  id: '0603',
  family: 'ul',
  planCode: 'IUL08',
  name: PRODUCT_LABELS.byCode('0603'),
  issueAge: { min: 0, max: 85 },
  face: { min: 25_000, max: 10_000_000 },
  premiumModes: allPremiumModes,
  modalLoadings: { Annual: 1, SemiAnnual: 1, Quarterly: 1, Monthly: 1 },
  rateClasses: allRateClasses,
  smokeClasses: allSmokeClasses,
  ratings: allRatings,
  flatExtraPer1000: standardFlatExtra,
  lifeBases: ['SINGLE'],
  ridersAllowed: ['094', 'WP', 'ADB', 'CHILD'],
  rounding: { ratePer1000: 2, money: 2, coiRate: 5, allocation: 3, averageInterest: 5 },
  funds: [
    {
      id: 'DI',
      name: FUND_LABELS.byCode('DI'),
      fundType: 'DIA',
      illustratedRate: 1.25,
      guaranteedRate: 0.5,
      defaultAllocation: 20,
    },
    {
      id: 'GIA10',
      name: FUND_LABELS.byCode('GIA10'),
      fundType: 'GIA',
      illustratedRate: 2.75,
      guaranteedRate: 1,
      defaultAllocation: 30,
    },
    {
      id: 'SPX',
      name: FUND_LABELS.byCode('SPX'),
      fundType: 'SegFund',
      illustratedRate: 6.1,
      guaranteedRate: 0,
      defaultAllocation: 30,
      cap: 9,
    },
    {
      id: 'TSX60',
      name: FUND_LABELS.byCode('TSX60'),
      fundType: 'SegFund',
      illustratedRate: 5.4,
      guaranteedRate: 0,
      defaultAllocation: 20,
      cap: 8,
    },
  ],
  guaranteed: ulGuaranteedCharges,
  current: ulCurrentCharges,
  levelCoiInterestRate: 0.035,
  coiCeaseAge: 100,
  surrenderChargePer1000: ulSurrenderChargePer1000,
  policyLoan: ulPolicyLoan,
  withdrawal: ulWithdrawal,
  annualDeposit: ulAnnualDeposit,
  fundRateOverride: ulFundRateOverride,
});
