// Universal life: daily interest account and three index-linked accounts (spec defaults).
import { allPremiumModes, allRateClasses, allRatings, allSmokeClasses } from './common';
import type { UniversalLifeProduct } from './types';
import {
  ulCurrentCharges,
  ulGuaranteedCharges,
  ulPolicyLoan,
  ulSurrenderChargePer1000,
} from './ul-common';
import { defineProduct } from './validate';

export const product0602: UniversalLifeProduct = defineProduct({
  id: '0602',
  family: 'ul',
  planCode: 'UL08',
  name: { en: 'Universal Life', fr: 'Vie universelle' },
  issueAge: { min: 0, max: 85 },
  face: { min: 25_000, max: 10_000_000 },
  premiumModes: allPremiumModes,
  modalLoadings: { Annual: 1, SemiAnnual: 1, Quarterly: 1, Monthly: 1 },
  rateClasses: allRateClasses,
  smokeClasses: allSmokeClasses,
  ratings: allRatings,
  lifeBases: ['SINGLE'],
  ridersAllowed: ['094', 'WP', 'ADB', 'CHILD'],
  rounding: { ratePer1000: 2, money: 2, coiRate: 5, allocation: 3, averageInterest: 5 },
  funds: [
    {
      id: 'DI',
      name: { en: 'Daily Interest', fr: 'Intérêt quotidien' },
      fundType: 'DIA',
      illustratedRate: 1.25,
      guaranteedRate: 0.5,
      defaultAllocation: 100,
    },
    {
      id: 'CBF',
      name: { en: 'Canadian Bond Fund', fr: "Fonds d'obligations canadiennes" },
      fundType: 'SegFund',
      illustratedRate: 1.5,
      guaranteedRate: 0,
      defaultAllocation: 0,
    },
    {
      id: 'CEFI',
      name: { en: 'Canadian Equity Fund Index', fr: "Indice de fonds d'actions canadiennes" },
      fundType: 'SegFund',
      illustratedRate: 5.95,
      guaranteedRate: 0,
      defaultAllocation: 0,
    },
    {
      id: 'APEF',
      name: { en: 'Asia Pacific Equity Fund', fr: "Fonds d'actions Asie-Pacifique" },
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
});
