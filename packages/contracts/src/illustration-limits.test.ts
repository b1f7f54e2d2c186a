import type { IllustrationInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import { productLimits } from '@portal/actuarial/products/limits';
import { describe, expect, it } from 'vitest';
import {
  limitedConceptsRequestSchema,
  limitedIllustrationInputSchema,
  productLimitProblems,
} from './illustration-limits';

const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Monthly',
  issueDate: '2026-03-02',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
  ul: { annualDeposit: 3000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
};
const limits = productLimits('0602');
const plan = ul.ul ?? { annualDeposit: 0 };

const beyond: [string, IllustrationInput, string, string][] = [
  ['face', { ...ul, faceAmount: limits.face.max + 1 }, 'faceAmount', 'faceRange'],
  ['face', { ...ul, faceAmount: limits.face.min - 1 }, 'faceAmount', 'faceRange'],
  [
    'age',
    { ...ul, insureds: [{ sex: 'F', smokeClass: 'N', issueAge: limits.issueAge.max + 1 }] },
    'insureds.0.issueAge',
    'issueAgeOutside',
  ],
  [
    'deposit',
    { ...ul, ul: { ...plan, annualDeposit: (limits.ul?.annualDeposit.max ?? 0) + 0.01 } },
    'ul.annualDeposit',
    'annualDepositRange',
  ],
  [
    'deposit years',
    { ...ul, ul: { ...plan, depositYears: 121 } },
    'ul.depositYears',
    'depositYears',
  ],
  ['fund rate', { ...ul, ul: { ...plan, fundRates: { DI: 21 } } }, 'ul.fundRates.DI', 'fundRate'],
  [
    'flow year',
    { ...ul, ul: { ...plan, loans: [{ year: 121, amount: 10 }] } },
    'ul.loans.0',
    'flow',
  ],
  [
    'rider face',
    { ...ul, riders: [{ riderId: '094', faceAmount: 1e9 }] },
    'riders.0.faceAmount',
    'riderFace',
  ],
];

describe('the products’ limits at the edge', () => {
  it.each(beyond)(
    'refuses a %s beyond the product, with the code the engine gives',
    (_n, input, field, code) => {
      const problems = productLimitProblems(input);
      expect(problems.map((p) => [p.field, p.code])).toEqual([[field, code]]);
      // The engine refuses the same field with the same code: the two read the same limits.
      const engine = validateIllustrationInput(input);
      expect(engine.ok).toBe(false);
      expect(engine.ok ? [] : engine.problems.map((p) => [p.field, p.code])).toContainEqual([
        field,
        code,
      ]);
    },
  );

  it('accepts the limits themselves', () => {
    const edge: IllustrationInput = {
      ...ul,
      faceAmount: limits.face.max,
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: limits.issueAge.min }],
      ul: { ...plan, annualDeposit: limits.ul?.annualDeposit.max ?? 0, depositYears: 120 },
    };
    expect(productLimitProblems(edge)).toEqual([]);
    expect(limitedIllustrationInputSchema.safeParse(edge).success).toBe(true);
  });

  it('answers each problem as a zod issue on its path, with the engine code and values', () => {
    const parsed = limitedConceptsRequestSchema.safeParse({ input: { ...ul, faceAmount: 1e12 } });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path).toEqual(['faceAmount']);
    expect(issue).toMatchObject({
      code: 'custom',
      params: { problem: 'faceRange', values: { min: limits.face.min, max: limits.face.max } },
    });
  });
});
