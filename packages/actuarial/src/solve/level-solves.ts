// Face amount for a given premium on a level-premium product (term, term 100, whole life):
// the largest whole-dollar face whose first-year annual premium is within the premium given.
import { validateIllustrationInput } from '../input';
import type { IllustrationInput } from '../input-types';
import type { Cents } from '../money';
import { premiumSummary } from '../premium';
import { problem } from '../problems';
import { largestMeeting } from './integer-search';
import type { FaceSolveResult, SolveOutcome } from './ul-solves';

/**
 * The largest face whose annual premium is at most `annualPremiumCents` (whole cents, 0 or
 * more), or the problem of the input or of the premium: never a thrown error (README §Solves).
 */
export function solveFaceForPremium(
  input: IllustrationInput,
  annualPremiumCents: number,
): SolveOutcome<FaceSolveResult> {
  const checked = validateIllustrationInput(input);
  if (!checked.ok)
    return { ok: false, problem: checked.problems[0] ?? problem('', 'inputMissing') };
  const resolved = checked.value;
  // A UL premium is the deposit the owner chooses: its face solve is solveFaceForDeposit.
  if (resolved.product.family === 'ul')
    return {
      ok: false,
      problem: problem('productId', 'solveProduct', { product: resolved.product.name }),
    };
  if (!Number.isSafeInteger(annualPremiumCents) || annualPremiumCents < 0)
    return { ok: false, problem: problem('annualPremium', 'solvePremium') };
  const premiumFor = (face: number) =>
    premiumSummary({ ...resolved, faceAmount: face }).annualPremium;
  const { min, max } = resolved.product.face;
  // The bracket is the product's face range: the answer lies in it, or there is none.
  const found = largestMeeting((face) => annualPremiumCents - premiumFor(face), min, max);
  if (!found)
    return {
      ok: false,
      problem: problem('faceAmount', 'noFaceForPremium', {
        premium: annualPremiumCents,
        min: min * 100,
        product: resolved.product.name,
      }),
    };
  return {
    ok: true,
    faceAmount: found.value,
    achieved: premiumFor(found.value) as Cents,
    evaluations: found.evaluations + 1,
  };
}
