// Face amount for a given premium on a level-premium product (term, term 100, whole life):
// the largest whole-dollar face whose first-year annual premium is within the premium given.
import type { IllustrationInput } from '../input';
import { resolveInput } from '../input';
import type { Cents } from '../money';
import { premiumSummary } from '../premium';
import { largestMeeting } from './integer-search';
import type { FaceSolveResult } from './ul-solves';

export function solveFaceForPremium(
  input: IllustrationInput,
  annualPremiumCents: number,
): FaceSolveResult | null {
  const resolved = resolveInput(input);
  const premiumFor = (face: number) =>
    premiumSummary({ ...resolved, faceAmount: face }).annualPremium;
  const { min, max } = resolved.product.face;
  const found = largestMeeting((face) => annualPremiumCents - premiumFor(face), min, max);
  if (!found) return null;
  return {
    faceAmount: found.value,
    achieved: premiumFor(found.value) as Cents,
    evaluations: found.evaluations + 1,
  };
}
