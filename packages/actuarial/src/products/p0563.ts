// Term to 100: level premiums to age 100, cover for life, no cash value.
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import {
  allPremiumModes,
  allRateClasses,
  allRatings,
  allSmokeClasses,
  rateClassMultipliers,
  standardFlatExtra,
  standardModalLoadings,
} from './common';
import { cso2017Unloaded } from './mortality-bases';
import type { Term100Product } from './types';
import { defineProduct } from './validate';

export const product0563: Term100Product = defineProduct({
  id: '0563',
  family: 'term100',
  planCode: 'T100',
  name: PRODUCT_LABELS.byCode('0563'),
  issueAge: { min: 18, max: 75 },
  face: { min: 50_000, max: 10_000_000 },
  premiumModes: allPremiumModes,
  modalLoadings: standardModalLoadings,
  rateClasses: allRateClasses,
  smokeClasses: allSmokeClasses,
  ratings: allRatings,
  flatExtraPer1000: standardFlatExtra,
  lifeBases: ['SINGLE'],
  ridersAllowed: ['093', 'WP', 'ADB', 'CHILD'],
  rounding: { ratePer1000: 2, money: 2 },
  pricing: {
    mortality: cso2017Unloaded,
    interestRate: 0.04,
    percentLoad: 0.12,
    per1000Load: 0.25,
    policyFee: 60,
    rateClassMultipliers,
  },
  payToAge: 100,
  cashValue: false,
});
