// Joint term to 100: one face on two lives, paid on the first death (JOINTFIRST) or the
// last (JOINTLAST); premiums until the older life reaches 100, or the covered event.
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

export const product0562: Term100Product = defineProduct({
  id: '0562',
  family: 'term100',
  planCode: 'T100J',
  name: PRODUCT_LABELS.byCode('0562'),
  issueAge: { min: 18, max: 75 },
  face: { min: 100_000, max: 10_000_000 },
  premiumModes: allPremiumModes,
  modalLoadings: standardModalLoadings,
  rateClasses: allRateClasses,
  smokeClasses: allSmokeClasses,
  ratings: allRatings,
  flatExtraPer1000: standardFlatExtra,
  lifeBases: ['JOINTFIRST', 'JOINTLAST'],
  ridersAllowed: ['ADB'],
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
