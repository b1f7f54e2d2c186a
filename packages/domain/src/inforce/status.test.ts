// Issue 15 §3: the statuses of a policy say one thing together, on every screen and page.
import { describe, expect, it } from 'vitest';
import { renderParts } from './display';
import { premiumSummary } from './premium';
import { coverage, inforcePolicy, party } from './sample';
import { coverageStatusShown, type PremiumState, premiumStateOf } from './status';
import { buildTermRider, type TermRiderInput, termRiderRefusal, waiverOnBase } from './term-rider';
import { buildPolicyTree, type TreeNode, type TreeRow } from './tree';
import type { InforcePolicy, PolicyStatus } from './types';

const TODAY = '2026-11-21';
const status = (code: string, isDeath = false): PolicyStatus => ({
  policyStatusCode: code,
  policyStatusDescription: `Status ${code}`,
  policyStatusDescriptionFr: `Statut ${code}`,
  isDeath,
});
const DEATH = status('31', true);
const LAPSED = status('20');
const ACTIVE = status('10');

const deathClaim = () =>
  inforcePolicy({
    policyStatusCode: '31',
    isActive: false,
    terminatedDate: '2026-08-14',
    insureds: [party({ dateOfDeath: '2026-08-14' })],
  });
const lapsed = () =>
  inforcePolicy({ policyStatusCode: '20', isActive: false, terminatedDate: '2025-03-01' });
const paidUp = () =>
  inforcePolicy({
    policyCStatCode: '3',
    coverages: [coverage({ coverageStatus: 'PAID UP', premAnnual: 1200 })],
  });

const show = (parts: TreeRow['lines'][number]) => renderParts(parts, 'en-CA', (k) => k);
function rowText(nodes: TreeNode[], id: string, label: string): string | undefined {
  for (const n of nodes) {
    if (n.id === id) {
      const row = n.rows.find((r) => show(r.label) === `labels.${label}`);
      return row ? row.lines.map(show).join(' / ') : undefined;
    }
    const inner = rowText(n.children, id, label);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
const treeOf = (p: InforcePolicy, s: PolicyStatus) =>
  buildPolicyTree(p, {
    currentDate: TODAY,
    statuses: new Map([[s.policyStatusCode, s]]),
    language: 'en',
  });

describe('premiumStateOf: one derivation of whether premiums fall due', () => {
  it.each<[string, () => InforcePolicy, PolicyStatus, PremiumState]>([
    ['a policy in force', () => inforcePolicy(), ACTIVE, { kind: 'paying' }],
    ['a death claim', deathClaim, DEATH, { kind: 'notPayable', reason: 'deathClaim' }],
    [
      'a death the status lookup does not flag, on an inactive policy',
      deathClaim,
      LAPSED,
      { kind: 'notPayable', reason: 'deathClaim' },
    ],
    ['a lapsed policy', lapsed, LAPSED, { kind: 'notPayable', reason: 'notInForce' }],
    ['paid up by status code', paidUp, ACTIVE, { kind: 'paidUp', since: null }],
    [
      'paid up by date',
      () => inforcePolicy({ paidUpDate: '2021-06-01' }),
      ACTIVE,
      { kind: 'paidUp', since: '2021-06-01' },
    ],
    ['waived', () => inforcePolicy({ policyCStatCode: '2' }), ACTIVE, { kind: 'waived' }],
    [
      'a single-premium annuity',
      () => inforcePolicy({ coverages: [coverage({ premAnnual: 0 })] }),
      ACTIVE,
      { kind: 'notPayable', reason: 'noPremium' },
    ],
  ])('%s', (_, policy, s, state) => expect(premiumStateOf(policy(), s, TODAY)).toEqual(state));

  it('a coverage still marked running on an ended policy takes the policy’s status', () => {
    const ended: PremiumState = { kind: 'notPayable', reason: 'deathClaim' };
    expect(coverageStatusShown({ coverageStatus: 'Premium Paying' }, ended)).toEqual({
      kind: 'policy',
    });
    expect(coverageStatusShown({ coverageStatus: 'Death Claim' }, ended)).toEqual({
      kind: 'own',
      text: 'Death Claim',
    });
    expect(coverageStatusShown({ coverageStatus: 'Premium Paying' }, { kind: 'paying' })).toEqual({
      kind: 'own',
      text: 'Premium Paying',
    });
  });
});

describe('the tree never calls an ended policy "Premium paying"', () => {
  it.each([
    ['a death claim', deathClaim, DEATH, 'values.notPayable.deathClaim'],
    ['a lapsed policy', lapsed, LAPSED, 'values.notPayable.notInForce'],
  ])('%s', (_, policy, s, expected) => {
    const tree = treeOf(policy(), s);
    expect(rowText(tree, 'policyInformation', 'premiumStatus')).toBe(expected);
    expect(rowText(tree, 'policyInformation', 'totalAnnualizedPremium')).toBe(
      'values.notApplicable',
    );
    expect(rowText(tree, 'policyInformation', 'totalModalPremium')).toBe('values.notApplicable');
    expect(rowText(tree, 'policyInformation', 'billToDate')).toBeUndefined();
    // The base coverage is still marked "Premium Paying" in the data.
    expect(rowText(tree, 'coverage-1', 'coverageStatus')).toBe(s.policyStatusDescription);
    expect(rowText(tree, 'coverage-1', 'annualPremium')).toBe('values.notApplicable');
    expect(rowText(tree, 'coverage-1', 'modalPremium')).toBeUndefined();
  });
});

describe('a paid-up policy’s premium is Not Applicable everywhere', () => {
  it('in the tree and in the premium summary’s totals, never $0.00', () => {
    const tree = treeOf(paidUp(), ACTIVE);
    expect(rowText(tree, 'policyInformation', 'totalAnnualizedPremium')).toBe(
      'values.notApplicable',
    );
    const summary = premiumSummary(paidUp(), { status: ACTIVE, currentDate: TODAY });
    expect(summary).toMatchObject({
      kind: 'summary',
      basePremium: null,
      annualPremium: null,
      modalPremium: null,
    });
  });
  it('and a death claim’s summary has no total either', () => {
    const summary = premiumSummary(deathClaim(), { status: DEATH, currentDate: TODAY });
    expect(summary).toMatchObject({ annualPremium: null, modalPremium: null });
  });
});

describe('a term rider is offered only where it can be added', () => {
  it.each<[string, InforcePolicy, PolicyStatus, ReturnType<typeof termRiderRefusal>]>([
    ['whole life in force', inforcePolicy(), ACTIVE, null],
    ['universal life in force', inforcePolicy({ policyType: 'UniversalLife' }), ACTIVE, null],
    ['a RRIF', inforcePolicy({ policyType: 'RRIF' }), ACTIVE, 'policyType'],
    ['a LIF', inforcePolicy({ policyType: 'LIF' }), ACTIVE, 'policyType'],
    ['an annuity', inforcePolicy({ policyType: 'ImmediateAnnuity' }), ACTIVE, 'policyType'],
    ['a death claim', deathClaim(), DEATH, 'deathClaim'],
    ['a lapsed policy', lapsed(), LAPSED, 'notInForce'],
    ['a paid-up policy', paidUp(), ACTIVE, 'paidUp'],
    ['premiums waived', inforcePolicy({ policyCStatCode: '2' }), ACTIVE, 'premiumWaived'],
  ])('%s → %s', (_, policy, s, refusal) =>
    expect(termRiderRefusal(policy, s, TODAY)).toBe(refusal),
  );
});

describe('an added rider with its engine premium in the premium summary', () => {
  const waiver = coverage({
    coverageID: '2',
    parentCoverageID: '1',
    coverageType: 'BENEFIT',
    riderType: 'WAIVER',
    name: 'Waiver of Premium',
    premAnnual: 42,
  });
  const policy = inforcePolicy({
    premiumMode: '012',
    coverages: [coverage({ premAnnual: 1000 }), waiver],
  });
  const input: TermRiderInput = {
    faceAmount: 150_000,
    age: 45,
    name: 'Paul Roy',
    sex: 'M',
    smokeClass: 'N',
    rateClass: '',
    rating: 100,
    flatExtra: 0,
    flatExtraDuration: 0,
  };
  const built = buildTermRider(policy, input, {
    annualPremium: 310.5,
    premFlatExtra: 0,
    ratePer1000: 2.07,
    waiverAnnualPremium: 18.63,
  });

  it('lists the rider with its premium, the waiver once, and totals all of them', () => {
    const summary = premiumSummary(built.inforcePolicy, { status: ACTIVE, currentDate: TODAY });
    if (summary.kind !== 'summary') throw new Error('no summary');
    expect(
      summary.coverages.map((line) => [show(line.title), line.annualPremium, line.added]),
    ).toEqual([
      ['Waiver of Premium', 60.63, false],
      ['Term 10 - 2006 (Base Insured)', 310.5, true],
    ]);
    expect(summary.annualPremium).toBe(1371.13);
    expect(summary.modalPremium).toBe(1371.13);
  });

  it('the waiver’s copy is priced by the waiver’s issue age, with its insured’s age today', () => {
    const insured = {
      partyID: 'P1',
      name: 'M L',
      dateOfBirth: '1979-02-01',
      gender: 'F' as const,
      smokeClass: 'N' as const,
      rateClass: 'P' as const,
    };
    const p = inforcePolicy({
      coverages: [coverage({ insured }), { ...waiver, insured, issueAge: 38 }],
    });
    expect(waiverOnBase(p, TODAY)).toEqual({ issueAge: 38, attainedAge: 47 });
    expect(waiverOnBase(inforcePolicy(), TODAY)).toBeNull();
  });
});
