// Universal life: daily interest account and three index-linked accounts (spec defaults).
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

export const product0602: UniversalLifeProduct = defineProduct({
  id: '0602',
  family: 'ul',
  planCode: 'UL08',
  name: PRODUCT_LABELS.byCode('0602'),
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
      defaultAllocation: 100,
    },
    {
      id: 'CBF',
      name: FUND_LABELS.byCode('CBF'),
      fundType: 'SegFund',
      illustratedRate: 1.5,
      guaranteedRate: 0,
      defaultAllocation: 0,
    },
    {
      id: 'CEFI',
      name: FUND_LABELS.byCode('CEFI'),
      fundType: 'SegFund',
      illustratedRate: 5.95,
      guaranteedRate: 0,
      defaultAllocation: 0,
    },
    {
      id: 'APEF',
      name: FUND_LABELS.byCode('APEF'),
      fundType: 'SegFund',
      illustratedRate: 4.15,
      guaranteedRate: 0,
      defaultAllocation: 0,
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
