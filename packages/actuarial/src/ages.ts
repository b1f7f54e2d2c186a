// Ages from dates, as the spec defines them: the rules live once, in @portal/domain (the in-force
// viewer uses them too); the engine adds what only illustrations need.
export {
  ageByDays,
  ageLastBirthday,
  ageNearest,
  parseIsoDate,
} from '@portal/domain/inforce/ages';

/** Default retirement age: issue age + 20 when under 65 or over 75, otherwise 86. */
export function defaultRetirementAge(issueAge: number): number {
  return issueAge < 65 || issueAge > 75 ? issueAge + 20 : 86;
}
