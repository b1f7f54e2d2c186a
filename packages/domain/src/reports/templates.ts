// The policy (in-force) report template, chosen as data (spec 9): by policy type, dividend
// option, premium offset and the solve and loan check boxes. The first matching row wins;
// a field left out of a row matches anything.

import type { PolicyType } from '../inforce/types';
import { productGroupOf } from '../products/product-ids';

export type PolicyFamily = 'UL' | 'PAR' | 'LEVEL' | 'ANNUITY' | 'OTHER';

/** The family each policy type reports as, when its product group does not say. */
export const POLICY_TYPE_FAMILIES: Readonly<Record<PolicyType, PolicyFamily>> = {
  UniversalLife: 'UL',
  WholeLife: 'PAR',
  Enhanced: 'PAR',
  PaidUpLife: 'PAR',
  Endowment: 'PAR',
  LevelTerm: 'LEVEL',
  DecreasingIncreasingTerm: 'LEVEL',
  TermWithCashValue: 'LEVEL',
  Disability: 'OTHER',
  CriticalIllness: 'OTHER',
  DeferredAnnuity: 'ANNUITY',
  ImmediateAnnuity: 'ANNUITY',
  RRIF: 'ANNUITY',
  LIF: 'ANNUITY',
  ESA_ISA: 'ANNUITY',
  SegregatedFund: 'ANNUITY',
  SegregatedFundRRIF: 'ANNUITY',
};

/**
 * Spec 9: product id groups drive report choices. A group the spec names (602/603 the
 * universal-life group, 200–209 disability) decides the family; a product in no group, or
 * in a group whose meaning the spec does not give, reports as its policy type (decision 0028).
 */
export function policyFamilyOf(policy: { policyType: PolicyType; prodID: string }): PolicyFamily {
  return (
    productGroupOf(policy.prodID)?.family ?? POLICY_TYPE_FAMILIES[policy.policyType] ?? 'OTHER'
  );
}

export interface PolicyTemplateKey {
  family: PolicyFamily;
  /** RAP, PUA, DOD, PIC, ENH, NONE or absent. */
  dividendOption?: string | undefined;
  premiumOffset: boolean;
  solve: boolean;
  loan: boolean;
}

export const POLICY_TEMPLATES = [
  'policy-ul-solve',
  'policy-ul-loan',
  'policy-ul',
  'policy-par-offset',
  'policy-par-loan',
  'policy-par-pua',
  'policy-par',
  'policy-level',
  'policy-annuity',
  'policy-basic',
] as const;
export type PolicyTemplate = (typeof POLICY_TEMPLATES)[number];

interface TemplateRow {
  family?: PolicyFamily;
  dividendOptions?: readonly string[];
  premiumOffset?: boolean;
  solve?: boolean;
  loan?: boolean;
  template: PolicyTemplate;
}

export const POLICY_TEMPLATE_TABLE: readonly TemplateRow[] = [
  { family: 'UL', solve: true, template: 'policy-ul-solve' },
  { family: 'UL', loan: true, template: 'policy-ul-loan' },
  { family: 'UL', template: 'policy-ul' },
  { family: 'PAR', premiumOffset: true, template: 'policy-par-offset' },
  { family: 'PAR', loan: true, template: 'policy-par-loan' },
  { family: 'PAR', dividendOptions: ['PUA', 'ENH'], template: 'policy-par-pua' },
  { family: 'PAR', template: 'policy-par' },
  { family: 'LEVEL', template: 'policy-level' },
  { family: 'ANNUITY', template: 'policy-annuity' },
  { template: 'policy-basic' },
];

export function choosePolicyTemplate(
  key: PolicyTemplateKey,
  table: readonly TemplateRow[] = POLICY_TEMPLATE_TABLE,
): PolicyTemplate {
  const row = table.find(
    (r) =>
      (r.family === undefined || r.family === key.family) &&
      (r.dividendOptions === undefined ||
        (key.dividendOption !== undefined && r.dividendOptions.includes(key.dividendOption))) &&
      (r.premiumOffset === undefined || r.premiumOffset === key.premiumOffset) &&
      (r.solve === undefined || r.solve === key.solve) &&
      (r.loan === undefined || r.loan === key.loan),
  );
  // The table ends with a catch-all row.
  return row?.template ?? 'policy-basic';
}
