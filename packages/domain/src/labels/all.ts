// Every label table, for the checks that look at all of them (a French page showing an
// English label fails the test that reads it).
import { FUND_LABELS } from './funds';
import { COVERAGE_LABELS, PRODUCT_LABELS } from './products';
import { RELATIONSHIPS } from './relationships';
import { BILLING_STATUSES, COVERAGE_STATUSES, POLICY_STATUSES } from './statuses';
import type { LabelTable } from './table';

export const LABEL_TABLES: Readonly<Record<string, LabelTable>> = {
  products: PRODUCT_LABELS,
  coverages: COVERAGE_LABELS,
  funds: FUND_LABELS,
  relationships: RELATIONSHIPS,
  policyStatuses: POLICY_STATUSES,
  coverageStatuses: COVERAGE_STATUSES,
  billingStatuses: BILLING_STATUSES,
};
