// The products' input limits at the server's edge (issue 26 §1, decision 0021): the request
// schemas of every call that runs the engine refuse a face, deposit, age or duration outside
// the product's limits (read from the product data, `productLimits`), with a 400 `validation`
// whose issues carry the engine's problem code and values so that the browser words them in
// its language (decision 0018). The browser's own schemas stay structural: this file is the
// server's, so the form bundle does not carry the product data. The report calls keep their
// protocol (decision 0012): the engine's validation refuses such a case with result code 2,
// before any engine work.
import type { IllustrationInput } from '@portal/actuarial/input';
import { FLAT_EXTRA_FOR_LIFE } from '@portal/actuarial/modes';
import { type InputProblem, problem } from '@portal/actuarial/problems';
import { isProductId, productById, riders } from '@portal/actuarial/products/catalogue';
import { ENGINE_LIMITS, productLimits } from '@portal/actuarial/products/limits';
import type { Range } from '@portal/actuarial/products/types';
import type { z } from 'zod';
import { conceptsRequestSchema, illustrationInputSchema } from './illustration';

type Input = z.infer<typeof illustrationInputSchema>;

const outside = (value: unknown, range: Range) =>
  typeof value === 'number' && (value < range.min || value > range.max);

/** The input's numbers beyond its product's limits, as the engine's problems. */
export function productLimitProblems(
  input: Input | IllustrationInput,
  prefix = '',
): InputProblem[] {
  const id = String(input.productId);
  if (!isProductId(id)) return []; // the engine names an unknown product itself
  const limits = productLimits(id);
  const product = productById(id);
  const at = (field: string) => `${prefix}${field}`;
  const out: InputProblem[] = [];
  if (outside(input.faceAmount, limits.face))
    out.push(problem(at('faceAmount'), 'faceRange', { ...limits.face, product: product.name }));
  input.insureds.forEach((insured, i) => {
    if (outside(insured.issueAge, limits.issueAge))
      out.push(
        problem(at(`insureds.${i}.issueAge`), 'issueAgeOutside', {
          age: insured.issueAge as number,
          ...limits.issueAge,
          product: product.name,
        }),
      );
    if (outside(insured.flatExtra, limits.flatExtraPer1000))
      out.push(problem(at(`insureds.${i}.flatExtra`), 'flatExtra', limits.flatExtraPer1000));
    if (
      outside(insured.flatExtraDuration, limits.flatExtraDuration) &&
      insured.flatExtraDuration !== FLAT_EXTRA_FOR_LIFE
    )
      out.push(problem(at(`insureds.${i}.flatExtraDuration`), 'flatExtraDuration'));
  });
  input.riders?.forEach((rider, i) => {
    const allowed = limits.riders[rider.riderId];
    if (!allowed) return; // the engine says the rider is not offered
    const name = riders[rider.riderId].name;
    if (allowed.face && outside(rider.faceAmount, allowed.face))
      out.push(
        problem(at(`riders.${i}.faceAmount`), 'riderFace', { rider: name, ...allowed.face }),
      );
    if (outside(rider.insured?.issueAge, allowed.issueAge))
      out.push(
        problem(at(`riders.${i}.insured.issueAge`), 'riderIssueAge', {
          rider: name,
          ...allowed.issueAge,
        }),
      );
  });
  // A year to stop premiums or start the offset past the cover's end is harmless (the ledger
  // ends first): the engine accepts it, and so does the edge, so the two never disagree.
  const years = ENGINE_LIMITS.policyYears;
  const ul = input.ul;
  if (ul && limits.ul) {
    if (outside(ul.annualDeposit, limits.ul.annualDeposit))
      out.push(
        problem(at('ul.annualDeposit'), 'annualDepositRange', {
          max: limits.ul.annualDeposit.max,
          product: product.name,
        }),
      );
    if (outside(ul.depositYears, limits.ul.depositYears))
      out.push(problem(at('ul.depositYears'), 'depositYears', { max: limits.ul.depositYears.max }));
    for (const [fundId, rate] of Object.entries(ul.fundRates ?? {}))
      if (outside(rate, limits.ul.fundRate))
        out.push(problem(at(`ul.fundRates.${fundId}`), 'fundRate', limits.ul.fundRate));
    for (const key of ['withdrawals', 'loans'] as const)
      ul[key]?.forEach((flow, i) => {
        if (outside(flow.year, years) || !(flow.amount > 0))
          out.push(problem(at(`ul.${key}.${i}`), 'flow'));
      });
  }
  return out;
}

/** Each problem as a zod issue: the engine's English words, its code and values in params. */
function report(ctx: z.RefinementCtx, problems: readonly InputProblem[]) {
  for (const p of problems)
    ctx.addIssue({
      code: 'custom',
      path: p.field === '' ? [] : p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      message: p.message,
      params: { problem: p.code, values: p.params },
    });
}

/** POST /api/GetFirstYearPremium, /api/illustrations/run: the input, within its product. */
export const limitedIllustrationInputSchema = illustrationInputSchema.superRefine((input, ctx) =>
  report(ctx, productLimitProblems(input)),
);

/**
 * POST /api/illustrations/concepts: the case within its product. Its issues name the case's
 * fields as the engine's own refusal of this call always has (`faceAmount`, not
 * `input.faceAmount`): the form maps them onto its fields.
 */
export const limitedConceptsRequestSchema = conceptsRequestSchema.superRefine((body, ctx) =>
  report(ctx, productLimitProblems(body.input)),
);
