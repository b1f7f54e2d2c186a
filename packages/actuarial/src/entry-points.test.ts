// Issue 33 §3: the engine's entry points answer a stated problem for any input they cannot
// use — never a thrown error, never a number made from it. Each valid case below has one of
// its fields (or the whole input) replaced by whatever fast-check makes.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { auditTrail } from './audit';
import { illustrate } from './illustrate';
import { firstYearPremium } from './premium';
import { solveFaceForPremium } from './solve/level-solves';
import {
  solveDepositForCashValue,
  solveFaceForDeposit,
  solveMinimumDeposit,
} from './solve/ul-solves';

const cases: Record<string, unknown>[] = [
  {
    productId: '0602',
    faceAmount: 250_000,
    premiumMode: 'Monthly',
    issueDate: '2025-01-15',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
    ul: { annualDeposit: 4000, loans: [{ year: 8, amount: 5000 }] },
  },
  {
    productId: '0900',
    faceAmount: 100_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'S', issueAge: 35 }],
    wholeLife: { dividendOption: 'PUA' },
  },
  {
    productId: '0132',
    faceAmount: 500_000,
    premiumMode: 'Quarterly',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
    riders: [{ riderId: 'WP' }],
  },
];

const paths = [
  [],
  ['productId'],
  ['faceAmount'],
  ['premiumMode'],
  ['issueDate'],
  ['insureds'],
  ['insureds', 0],
  ['insureds', 0, 'issueAge'],
  ['insureds', 0, 'birthDate'],
  ['insureds', 0, 'rating'],
  ['riders'],
  ['wholeLife'],
  ['ul'],
  ['ul', 'annualDeposit'],
  ['ul', 'loans'],
  ['ul', 'loans', 0, 'amount'],
  ['ul', 'allocations'],
  ['inforce'],
] as const;

/** A copy of `value` with the field at `path` replaced (created where missing). */
function replaced(value: unknown, path: readonly (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base =
    typeof value === 'object' && value !== null
      ? Array.isArray(value)
        ? [...value]
        : { ...value }
      : {};
  const inner = (base as Record<string | number, unknown>)[head];
  (base as Record<string | number, unknown>)[head] = replaced(inner, rest, by);
  return base;
}

const nasty = fc.oneof(
  fc.anything(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, -0.01, 1e21, '19.99', '', null),
);

describe('issue 33 §3: entry points never throw on input they cannot use', () => {
  test.prop([fc.constantFrom(...cases), fc.constantFrom(...paths), nasty], { numRuns: 120 })(
    'illustrate, the audit trail, the premium and every solve answer a value or a problem',
    (base, path, value) => {
      const input = replaced(base, path, value) as never;
      const outcomes = [
        illustrate(input),
        auditTrail(input, 'illustrated'),
        firstYearPremium(input),
        solveMinimumDeposit(input, { toAge: 80 }),
        solveFaceForDeposit(input, { toAge: 80 }),
        solveDepositForCashValue(input, 100_000, 65),
        solveFaceForPremium(input, 250_000),
      ];
      for (const outcome of outcomes) {
        expect(typeof outcome.ok).toBe('boolean');
        if (outcome.ok) continue;
        const problems = 'problems' in outcome ? outcome.problems : [outcome.problem];
        expect(problems.length).toBeGreaterThan(0);
        for (const p of problems) expect(p.message.length).toBeGreaterThan(0);
      }
    },
  );

  it('illustrate lists the input’s problems instead of throwing them', () => {
    expect(illustrate(null)).toMatchObject({ ok: false, problems: [{ code: 'inputMissing' }] });
    const outcome = illustrate({ ...cases[2], faceAmount: Number.NaN, premiumMode: 'Weekly' });
    expect(outcome.ok ? [] : outcome.problems.map((p) => p.code)).toEqual([
      'faceWhole',
      'premiumMode',
    ]);
    expect(auditTrail(cases[1], 'best' as never)).toMatchObject({
      ok: false,
      problems: [{ field: 'basis', code: 'basis' }],
    });
  });
});
