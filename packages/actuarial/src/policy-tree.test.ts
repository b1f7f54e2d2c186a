import { describe, expect, it } from 'vitest';

import { policyTree } from './policy-tree';
import { illustrated } from './test-support/valid';

describe('policy tree', () => {
  it('UL: riders under the base, YRT rates, funds with their values by year', () => {
    const out = illustrated({
      productId: '0602',
      faceAmount: 250_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
      ul: { annualDeposit: 3000, allocations: { DI: 60, CEFI: 40 } },
      riders: [{ riderId: 'ADB', faceAmount: 50_000 }],
    });
    const tree = policyTree(out, 'MinimumDeposit');
    expect(tree.coverages.map((c) => [c.coverageID, c.parentCoverageID, c.coverageType])).toEqual([
      ['1', null, 'BASE'],
      ['2', '1', 'BENEFIT'],
    ]);
    expect(tree.coverages[0]?.coiyrtRateData?.rateArray.length).toBe(81);
    expect(tree.funds.map((f) => [f.fundID, f.chargeAllocation.allocationPercent])).toEqual([
      ['DI', 60],
      ['CBF', 0],
      ['CEFI', 40],
      ['APEF', 0],
    ]);
    expect(tree.funds[0]?.fundValueArray[0]).toBe(
      (out.ledgers.illustrated.funds[0]?.values[0] ?? 0) / 100,
    );
    expect(tree.solves.find((s) => s.isActive)?.name).toBe('MinimumDeposit');
  });
  it('term: no funds, the policy fee in dollars', () => {
    const tree = policyTree(
      illustrated({
        productId: '0131',
        faceAmount: 100_000,
        premiumMode: 'Annual',
        insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 30 }],
      }),
    );
    expect(tree.funds).toEqual([]);
    expect(tree.policyFeeRateData.annualFee).toBe(50);
    expect(tree.insured.issueAge).toBe(30);
  });
});
