// The q vectors a level-term coverage is priced on: the first level period on the table times
// the select experience factor of the issue age (the lives were just underwritten), renewals on
// the table alone (README §Level premium rate: a renewal is not underwritten again, so the
// healthy lives' select advantage has worn off and the renewal rate does not carry it).
import type { ResolvedInsured } from '../input-types';
import type { Sex } from '../modes';
import type { ExperiencePoint, LevelPremiumBasis } from '../products/types';
import { lifeQ } from './life-q';

export interface TermQ {
  /**
   * q of the first level period: table × class × rating, × the select experience factor of the
   * issue age, sex and smoking over the experience's years (the table alone after them).
   */
  readonly select: Float64Array;
  /** q of renewals: table × class × rating. */
  readonly renewal: Float64Array;
}

function factorOf(point: ExperiencePoint, sex: Sex, smoker: boolean): number {
  if (smoker) return sex === 'F' ? point.femaleSmoker : point.maleSmoker;
  return sex === 'F' ? point.female : point.male;
}

/**
 * The factor for `sex` and smoking at `issueAge`: linear between the points, flat beyond the
 * first and the last; 1 without a curve. Smoker classes S and R read the smoker factors.
 */
export function selectExperienceFactor(
  points: readonly ExperiencePoint[] | undefined,
  sex: Sex,
  smoker: boolean,
  issueAge: number,
): number {
  if (!points || points.length === 0) return 1;
  const first = points[0] as ExperiencePoint;
  if (issueAge <= first.issueAge) return factorOf(first, sex, smoker);
  for (let k = 1; k < points.length; k++) {
    const low = points[k - 1] as ExperiencePoint;
    const high = points[k] as ExperiencePoint;
    if (issueAge <= high.issueAge) {
      const share = (issueAge - low.issueAge) / (high.issueAge - low.issueAge);
      const from = factorOf(low, sex, smoker);
      return from + (factorOf(high, sex, smoker) - from) * share;
    }
  }
  return factorOf(points[points.length - 1] as ExperiencePoint, sex, smoker);
}

// By basis and life. The q vectors are cached already, but the select factor makes their cache
// key a long decimal; keyed here by the life itself, a repeat costs one short lookup.
const cache = new WeakMap<LevelPremiumBasis, Map<string, TermQ>>();

export function termQ(basis: LevelPremiumBasis, insured: ResolvedInsured): TermQ {
  let byLife = cache.get(basis);
  if (!byLife) {
    byLife = new Map();
    cache.set(basis, byLife);
  }
  const key = `${insured.sex}${insured.smokeClass}${insured.rateClass}${insured.rating}|${insured.issueAge}`;
  let hit = byLife.get(key);
  if (!hit) {
    const renewal = lifeQ(basis.mortality, basis.rateClassMultipliers, insured);
    const experience = basis.selectExperience;
    const factor = selectExperienceFactor(
      experience?.points,
      insured.sex,
      insured.smokeClass !== 'N',
      insured.issueAge,
    );
    let select = renewal;
    if (experience && factor !== 1) {
      // The experience's years on the table × factor, the table alone after them.
      const scaled = lifeQ(basis.mortality, basis.rateClassMultipliers, insured, factor);
      select = Float64Array.from(renewal);
      select.set(scaled.subarray(0, Math.min(experience.years, scaled.length)));
    }
    hit = { select, renewal };
    byLife.set(key, hit);
  }
  return hit;
}
