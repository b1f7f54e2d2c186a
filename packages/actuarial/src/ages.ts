// Ages from dates, as the spec defines them. Dates are ISO 'YYYY-MM-DD' strings read as
// calendar dates (no time zone), so the answer never depends on where the code runs.

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

/** Whole months from birth to the date, counting a month only once its day is reached. */
function completedMonths(birth: CalendarDate, on: CalendarDate): number {
  let months = (on.year - birth.year) * 12 + (on.month - birth.month);
  if (on.day < birth.day) months -= 1;
  return months;
}

/** Age last birthday. */
export function ageLastBirthday(birthDate: string, onDate: string): number {
  return Math.floor(completedMonths(parseDate(birthDate), parseDate(onDate)) / 12);
}

/** Age nearest birthday: rounds up once 6 months past the last birthday. */
export function ageNearest(birthDate: string, onDate: string): number {
  const months = completedMonths(parseDate(birthDate), parseDate(onDate));
  return Math.floor(months / 12) + (months % 12 >= 6 ? 1 : 0);
}

/** Age by days: days lived divided by 365, truncated (the spec's rule; leap days are not special). */
export function ageByDays(birthDate: string, onDate: string): number {
  return Math.trunc((dayNumber(parseDate(onDate)) - dayNumber(parseDate(birthDate))) / 365);
}

/** Default retirement age: issue age + 20 when under 65 or over 75, otherwise 86. */
export function defaultRetirementAge(issueAge: number): number {
  return issueAge < 65 || issueAge > 75 ? issueAge + 20 : 86;
}

/** Days between two ISO dates (later minus earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(parseDate(to)) - dayNumber(parseDate(from));
}
