// Rider definitions (data). Term 10 riders are priced on term 10's basis without its fee.
import { COVERAGE_LABELS } from '@portal/domain/labels/products';
import type { FlatRiderDefinition, TermRiderDefinition, WaiverDefinition } from './types';
import { defineRider } from './validate';

export const rider093: TermRiderDefinition = defineRider({
  id: '093',
  kind: 'TERM',
  planCode: '06T101',
  name: COVERAGE_LABELS.byCode('06T101'),
  basedOn: '0131',
  chargedMonthly: false,
  issueAge: { min: 18, max: 70 },
  face: { min: 25_000, max: 5_000_000 },
});

export const rider094: TermRiderDefinition = defineRider({
  id: '094',
  kind: 'TERM',
  planCode: '08U101',
  name: COVERAGE_LABELS.byCode('08U101'),
  basedOn: '0131',
  chargedMonthly: true,
  issueAge: { min: 18, max: 70 },
  face: { min: 25_000, max: 5_000_000 },
});

export const riderWaiver: WaiverDefinition = defineRider({
  id: 'WP',
  kind: 'WAIVER',
  planCode: 'WP01',
  name: COVERAGE_LABELS.byCode('WP01'),
  rateByIssueAge: [
    { toAge: 29, rate: 0.03 },
    { toAge: 39, rate: 0.04 },
    { toAge: 49, rate: 0.06 },
    { toAge: 55, rate: 0.09 },
  ],
  expiryAge: 65,
  issueAge: { min: 18, max: 55 },
});

export const riderAdb: FlatRiderDefinition = defineRider({
  id: 'ADB',
  kind: 'ADB',
  planCode: 'ADB01',
  name: COVERAGE_LABELS.byCode('ADB01'),
  annualRatePer1000: 0.8,
  expiryAge: 70,
  issueAge: { min: 18, max: 60 },
  face: { min: 10_000, max: 500_000 },
});

export const riderChild: FlatRiderDefinition = defineRider({
  id: 'CHILD',
  kind: 'CHILD',
  planCode: 'CTR01',
  name: COVERAGE_LABELS.byCode('CTR01'),
  annualRatePer1000: 5,
  expiryAge: 65,
  issueAge: { min: 18, max: 55 },
  face: { min: 5_000, max: 25_000 },
});
