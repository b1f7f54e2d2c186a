// The q vectors a level-term coverage is priced on: the first level period on the table times
// the select experience factor of the issue age (the lives were just underwritten), renewals on
// the table alone (README §Level premium rate: a renewal is not underwritten again, so the
// healthy lives' select advantage has worn off and the renewal rate does not carry it).
import type { ResolvedInsured } from '../input';
import type { Sex } from '../modes';
import type { ExperiencePoint, LevelPremiumBasis } from '../products/types';
import { lifeQ } from './life-q';

export interface TermQ {
  /** q of the first level period: table × class × rating × selectExperienceFactor(sex, issue age). */
  readonly select: Float64Array;
  /** q of renewals: table × class × rating. */
  readonly renewal: Float64Array;
}

/** The factor for `sex` at `issueAge`: linear between the points, flat beyond the first and the last; 1 without a curve. */
export function selectExperienceFactor(
  points: readonly ExperiencePoint[] | undefined,
  sex: Sex,
  issueAge: number,
): number {
  if (!points || points.length === 0) return 1;
  const of = (point: ExperiencePoint) => (sex === 'F' ? point.female : point.male);
  const first = points[0] as ExperiencePoint;
  if (issueAge <= first.issueAge) return of(first);
  for (let k = 1; k < points.length; k++) {
    const low = points[k - 1] as ExperiencePoint;
    const high = points[k] as ExperiencePoint;
    if (issueAge <= high.issueAge) {
      const share = (issueAge - low.issueAge) / (high.issueAge - low.issueAge);
      return of(low) + (of(high) - of(low)) * share;
    }
  }
  return of(points[points.length - 1] as ExperiencePoint);
}

export function termQ(basis: LevelPremiumBasis, insured: ResolvedInsured): TermQ {
  const renewal = lifeQ(basis.mortality, basis.rateClassMultipliers, insured);
  const factor = selectExperienceFactor(basis.selectExperience, insured.sex, insured.issueAge);
  const select =
    factor === 1 ? renewal : lifeQ(basis.mortality, basis.rateClassMultipliers, insured, factor);
  return { select, renewal };
}
