// Participating whole life, premiums to age 100, reduced paid-up at 100 for the total death benefit.
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

export const product0900: WholeLifeProduct = defineProduct({
  id: '0900',
  family: 'wholeLife',
  planCode: 'WLPAR',
  name: PRODUCT_LABELS.byCode('0900'),
  issueAge: { min: 0, max: 80 },
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
  payYears: 121,
  payToAge: 100,
  cashValueInterestRate: 0.03,
  initialExpensePer1000: 15,
  reducedPaidUpAge: 100,
  dividendOptions: ['RAP', 'PUA', 'DOD', 'PIC', 'ENH', 'NONE'],
  dividendScale: parDividendScale,
  planInPremiumOffset: true,
  loanRate: 0.06,
});
