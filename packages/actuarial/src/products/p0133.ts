// Level term 30, renewable every 30 years at the attained-age rate to expiry at 85.
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import {
  allPremiumModes,
  allRateClasses,
  allRatings,
  allSmokeClasses,
  standardFlatExtra,
  standardModalLoadings,
  termPricing,
} from './common';
import type { TermProduct } from './types';
import { defineProduct } from './validate';

export const product0133: TermProduct = defineProduct({
  id: '0133',
  family: 'term',
  planCode: 'TRM30',
  name: PRODUCT_LABELS.byCode('0133'),
  issueAge: { min: 18, max: 55 },
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
  pricing: termPricing,
  termYears: 30,
  lastRenewalAge: 55,
  expiryAge: 85,
});
