// Participating whole life, 20 annual premiums, then paid up.
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import {
  allPremiumModes,
  allRateClasses,
  allRatings,
  allSmokeClasses,
  standardFlatExtra,
  standardModalLoadings,
} from './common';
import type { WholeLifeProduct } from './types';
import { defineProduct } from './validate';
import { parDividendScale, parPricing } from './wholelife-common';

export const product0902: WholeLifeProduct = defineProduct({
  id: '0902',
  family: 'wholeLife',
  planCode: 'WL20P',
  name: PRODUCT_LABELS.byCode('0902'),
  issueAge: { min: 0, max: 75 },
  face: { min: 25_000, max: 10_000_000 },
  premiumModes: allPremiumModes,
  modalLoadings: standardModalLoadings,
  rateClasses: allRateClasses,
  smokeClasses: allSmokeClasses,
  ratings: allRatings,
  flatExtraPer1000: standardFlatExtra,
  lifeBases: ['SINGLE'],
  ridersAllowed: ['093', 'WP', 'ADB', 'CHILD'],
  rounding: { ratePer1000: 2, money: 2 },
  pricing: parPricing,
  payYears: 20,
  payToAge: 100,
  cashValueInterestRate: 0.03,
  initialExpensePer1000: 20,
  reducedPaidUpAge: 100,
  dividendOptions: ['RAP', 'PUA', 'DOD', 'PIC', 'ENH', 'NONE'],
  dividendScale: parDividendScale,
  planInPremiumOffset: false,
  loanRate: 0.06,
});
