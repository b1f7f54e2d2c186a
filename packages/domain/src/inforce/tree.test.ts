import { describe, expect, it } from 'vitest';
import { renderParts } from './display';
import { coverage, fund, inforcePolicy, party } from './sample';
import { buildPolicyTree, type TreeContext, type TreeNode, type TreeRow } from './tree';
import type { PolicyStatus } from './types';

const statuses = new Map<string, PolicyStatus>([
  [
    '10',
    {
      policyStatusCode: '10',
      policyStatusDescription: 'Active - Premium Paying',
      policyStatusDescriptionFr: 'En vigueur',
      isDeath: false,
    },
  ],
  [
    '31',
    {
      policyStatusCode: '31',
      policyStatusDescription: 'Death Claim Paid',
      policyStatusDescriptionFr: 'Décès',
      isDeath: true,
    },
  ],
]);
const ctx: TreeContext = { currentDate: '2026-11-21', statuses, language: 'en' };
const t = (k: string, p?: Record<string, string | number>) => (p ? `${k}${JSON.stringify(p)}` : k);
const show = (parts: TreeRow['lines'][number]) => renderParts(parts, 'en-CA', t);
const ids = (nodes: TreeNode[]) => nodes.map((n) => n.id);
function rowOf(node: TreeNode | undefined, label: string): TreeRow | undefined {
  return node?.rows.find((r) => show(r.label) === `labels.${label}`);
}
const find = (nodes: TreeNode[], id: string): TreeNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe('spec 2: the tree of sections', () => {
  it('a whole life policy: information, values, client, basic coverage', () => {
    expect(ids(buildPolicyTree(inforcePolicy(), ctx))).toEqual([
      'policyInformation',
      'policyValues',
      'clientInformation',
      'basicCoverage',
    ]);
  });
  it('"Fund sections … shown only for certain UL products", with riders in their sections', () => {
    const ul = inforcePolicy({
      policyType: 'UniversalLife',
      prodID: '0602',
      coverages: [
        coverage({ coiType: 'YRT' }),
        coverage({ coverageID: '2', coverageType: 'RIDER', riderType: 'TERM', name: 'Term' }),
        coverage({ coverageID: '3', coverageType: 'RIDER', riderType: 'UL', name: 'Increase' }),
        coverage({ coverageID: '4', coverageType: 'BENEFIT', riderType: 'ADB', name: 'ADB' }),
      ],
      funds: [
        fund(),
        fund({ fundID: 'F2', fundType: 'GIA' }),
        fund({ fundID: 'F3', fundType: 'SegFund' }),
        fund({ fundID: 'F4', fundType: 'Loan' }),
      ],
    });
    expect(ids(buildPolicyTree(ul, ctx))).toEqual([
      'policyInformation',
      'policyValues',
      'clientInformation',
      'basicCoverage',
      'termRiders',
      'supplementaryBenefits',
      'ulCoverageIncreaseRiders',
      'dailyInterestFunds',
      'guaranteedInterestFunds',
      'equityLinkedFunds',
      'loanCollateralFunds',
    ]);
  });
  it('RRIF/LIF payout information for income funds, with annuitants', () => {
    const tree = buildPolicyTree(
      inforcePolicy({ policyType: 'LIF', fundsLockedIn: true, maxPayoutThisYear: 150_000 }),
      ctx,
    );
    expect(ids(tree)).toContain('payoutInformation');
    const payout = tree.find((n) => n.id === 'payoutInformation');
    expect(show(rowOf(payout, 'maxPayoutThisYear')?.lines[0] ?? [])).toBe('values.na');
    expect(ids(tree.find((n) => n.id === 'clientInformation')?.children ?? [])).toContain(
      'annuitant-0',
    );
  });
  it('"If a coverage name cannot be resolved the title reads \'error testing\'"', () => {
    const tree = buildPolicyTree(inforcePolicy({ coverages: [coverage({ name: '' })] }), ctx);
    expect(show(find(tree, 'coverage-1')?.title ?? [])).toBe('tree.errorTesting');
  });
});

describe('spec 4: status rules on the tree', () => {
  it('"The policy status row is red when the policy is inactive; for a death status the date of death is appended."', () => {
    const dead = party({ dateOfDeath: '2025-02-03' });
    const tree = buildPolicyTree(
      inforcePolicy({ isActive: false, policyStatusCode: '31', insureds: [dead] }),
      ctx,
    );
    const status = rowOf(tree[0], 'policyStatus');
    expect(status?.tone).toBe('alert');
    expect(show(status?.lines[0] ?? [])).toBe('Death Claim Paid — February 3, 2025');
    const active = rowOf(buildPolicyTree(inforcePolicy(), ctx)[0], 'policyStatus');
    expect(active?.tone).toBeUndefined();
  });
  it('paid up: annual premium not applicable on a PAID UP coverage', () => {
    const tree = buildPolicyTree(
      inforcePolicy({ policyCStatCode: '3', coverages: [coverage({ coverageStatus: 'PAID UP' })] }),
      ctx,
    );
    expect(show(rowOf(tree[0], 'premiumStatus')?.lines[0] ?? [])).toBe('values.paidUp');
    expect(show(rowOf(find(tree, 'coverage-1'), 'annualPremium')?.lines[0] ?? [])).toBe(
      'values.notApplicable',
    );
  });
  it('a loan on a registered policy is not permitted', () => {
    const tree = buildPolicyTree(inforcePolicy({ isRegistered: true, loanBalance: 500 }), ctx);
    expect(show(rowOf(tree[1], 'loan')?.lines[0] ?? [])).toBe('values.loanNotPermitted');
  });
  it('"Under UL, term-rider duration and rating text appear only when set."', () => {
    const ulPolicy = (c = coverage()) =>
      inforcePolicy({ policyType: 'UniversalLife', prodID: '0602', coverages: [c] });
    const plain = find(buildPolicyTree(ulPolicy(), ctx), 'coverage-1');
    expect(rowOf(plain, 'rating')).toBeUndefined();
    expect(rowOf(plain, 'flatExtra')).toBeUndefined();
    const rated = find(
      buildPolicyTree(
        ulPolicy(coverage({ meRating: 150, flatExtra: 5, flatExtraDuration: 999 })),
        ctx,
      ),
      'coverage-1',
    );
    expect(show(rowOf(rated, 'rating')?.lines[0] ?? [])).toBe('150.00%');
    expect(show(rowOf(rated, 'flatExtra')?.lines[0] ?? [])).toBe(
      '$5.00values.perThousandvalues.forLife',
    );
    // Not UL: the rows are always there.
    expect(
      rowOf(find(buildPolicyTree(inforcePolicy(), ctx), 'coverage-1'), 'rating'),
    ).toBeDefined();
  });
  it('a minor insured is shown as class R; SIN all zeros is Not Available', () => {
    const minor = party({ dateOfBirth: '2015-01-01', smokeClass: 'N', sin: '000000000' });
    const tree = buildPolicyTree(inforcePolicy({ insureds: [minor] }), ctx);
    const insured = find(tree, 'insured-0');
    expect(show(rowOf(insured, 'smoker')?.lines[0] ?? [])).toBe('values.regular');
    expect(show(rowOf(insured, 'sin')?.lines[0] ?? [])).toBe('values.notAvailable');
  });
});

describe('spec 4: a waiver copied onto an added term rider sits under the rider', () => {
  it('is a child of the rider panel, not a supplementary benefit of its own', async () => {
    const { buildTermRider } = await import('./term-rider');
    const waiver = coverage({
      coverageID: '2',
      parentCoverageID: '1',
      coverageType: 'BENEFIT',
      riderType: 'WAIVER',
      name: 'Waiver of Premium',
      premAnnual: 40,
    });
    const built = buildTermRider(
      inforcePolicy({ coverages: [coverage(), waiver] }),
      {
        faceAmount: 50_000,
        age: 40,
        name: 'A B',
        sex: 'F',
        smokeClass: 'N',
        rateClass: 'P',
        rating: 100,
        flatExtra: 0,
        flatExtraDuration: 0,
      },
      { annualPremium: 120, premFlatExtra: 0, ratePer1000: 2.4, waiverAnnualPremium: 7.2 },
    );
    const tree = buildPolicyTree(built.inforcePolicy, ctx);
    expect(find(tree, 'supplementaryBenefits')?.children.map((c) => c.id)).toEqual(['coverage-2']);
    const riderNode = find(tree, `coverage-${built.riderCoverage.coverageID}`);
    expect(riderNode?.children.map((c) => c.id)).toEqual(['coverage-4']);
    expect(built.inforcePolicy.coverages.at(-1)?.premAnnual).toBe(7.2);
  });
});

describe('spec 2: "Client Information: owner, insureds or annuitants, phone, address, e-mail and consent"', () => {
  it('lists the owner, the insured and the payor with a masked bank account', () => {
    const payor = party({
      partyID: 'P3',
      bankName: 'Caisse',
      bankNo: '815',
      bankBranchNo: '30012',
      bankAccountNo: '4412987',
    });
    const tree = buildPolicyTree(
      inforcePolicy({ payor, insureds: [party({ partyID: 'P2', firstName: 'Léo' })] }),
      ctx,
    );
    expect(ids(find(tree, 'clientInformation')?.children ?? [])).toEqual([
      'owner-0',
      'insured-0',
      'payor',
    ]);
    const bank = rowOf(find(tree, 'payor'), 'bankAccount');
    expect(show(bank?.lines[0] ?? [])).toBe('815-30012-••••987');
    expect(show(rowOf(find(tree, 'owner-0'), 'phone')?.lines[0] ?? [])).toBe(
      'enums.phoneType.Residence: (514) 555-0142',
    );
    expect(show(rowOf(find(tree, 'owner-0'), 'church')?.lines[0] ?? [])).toBe(
      'values.churchNotOnFile',
    );
  });
});

describe('issue 15: a French tree names every code in French (decision 0031)', () => {
  it('product, coverage titles and statuses, relationships, billing status and funds', () => {
    const policy = inforcePolicy({
      prodID: '0602',
      prodName: 'Universal Life',
      policyType: 'UniversalLife',
      billingStatus: 'Billed',
      coverages: [
        coverage({ prodID: '0602', name: 'Universal Life', coverageStatus: 'Premium Paying' }),
        coverage({
          coverageID: '2',
          parentCoverageID: '1',
          coverageType: 'BENEFIT',
          riderType: 'WAIVER',
          prodID: 'WP',
          planCode: 'WP01',
          name: 'Waiver of Premium',
        }),
      ],
      funds: [fund({ fundID: 'DIA1', fundName: 'Daily Interest Account', fundType: 'DIA' })],
    });
    const tree = buildPolicyTree(policy, { ...ctx, language: 'fr' });
    const info = find(tree, 'policyInformation');
    expect(show(rowOf(info, 'product')?.lines[0] ?? [])).toBe('Vie universelle');
    expect(show(find(tree, 'coverage-1')?.title ?? [])).toBe('Vie universelle');
    expect(show(rowOf(info, 'billingStatus')?.lines[0] ?? [])).toBe('Facturée');
    expect(show(find(tree, 'coverage-2')?.title ?? [])).toBe('Exonération des primes');
    expect(show(rowOf(find(tree, 'coverage-1'), 'coverageStatus')?.lines[0] ?? [])).toBe(
      'Primes payables',
    );
    expect(show(rowOf(find(tree, 'coverage-1'), 'beneficiaries')?.lines[0] ?? [])).toContain(
      'Conjoint',
    );
    expect(show(find(tree, 'fund-DIA1')?.title ?? [])).toBe('Compte à intérêt quotidien');
  });
});
