// Level term 10, renewable every 10 years at the attained-age rate to expiry at 85.
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

export const product0131: TermProduct = defineProduct({
  id: '0131',
  family: 'term',
  planCode: 'TRM10',
  name: PRODUCT_LABELS.byCode('0131'),
  issueAge: { min: 18, max: 70 },
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
  termYears: 10,
  lastRenewalAge: 75,
  expiryAge: 85,
});
