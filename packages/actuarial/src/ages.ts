// Ages from dates, as the spec defines them: the rules live once, in @portal/domain (the in-force
// viewer uses them too); the engine reads them through ageAt, which never throws and never gives
// a negative age: a date the calendar does not have, or a birth after the date, is a problem.
import { ageByDays, ageLastBirthday, ageNearest, parseIsoDate } from '@portal/domain/inforce/ages';

export { parseIsoDate };

export type AgeMethod = 'nearest' | 'lastBirthday' | 'days';

/** 'YYYY-MM-DD' and a day the calendar has (no 30 February). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !!parseIsoDate(value);
}

export type AgeResult =
  | { readonly ok: true; readonly age: number }
  | { readonly ok: false; readonly problem: 'birthDate' | 'issueDate' | 'birthAfterIssue' };

/**
 * The age on `onDate` of a life born on `birthDate` by the method given (README §Ages):
 * nearest rounds up once six whole months have passed since the last birthday, a month being
 * complete on its day or on the month's last day when the month is shorter (born 31 October,
 * valued 30 April: six months, so the age rounds up); lastBirthday counts whole years the same
 * way; days divides the days lived by 365 and truncates.
 */
export function ageAt(birthDate: unknown, onDate: unknown, method: AgeMethod): AgeResult {
  if (!isCalendarDate(birthDate)) return { ok: false, problem: 'birthDate' };
  if (!isCalendarDate(onDate)) return { ok: false, problem: 'issueDate' };
  if (birthDate > onDate) return { ok: false, problem: 'birthAfterIssue' };
  const age =
    method === 'days'
      ? ageByDays(birthDate, onDate)
      : method === 'lastBirthday'
        ? ageLastBirthday(birthDate, onDate)
        : ageNearest(birthDate, onDate);
  return { ok: true, age };
}

/** Default retirement age: issue age + 20 when under 65 or over 75, otherwise 86. */
export function defaultRetirementAge(issueAge: number): number {
  return issueAge < 65 || issueAge > 75 ? issueAge + 20 : 86;
}
