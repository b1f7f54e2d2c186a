// Ages and dates of the in-force rules (spec 9: "Age by days divides by 365 and truncates. Age
// nearest rounds at 6 months"). ISO 'YYYY-MM-DD' calendar dates, no time zone.
// The one definition of these rules: @portal/actuarial (above domain) re-exports them.

const ISO = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDate(iso: string): CalendarDate | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
}

function must(iso: string): CalendarDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not an ISO date: ${iso}`);
  return date;
}

export function dayNumber(iso: string): number {
  const d = must(iso);
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

/** Age by days: days lived divided by 365, truncated. */
export function ageByDays(birthDate: string, onDate: string): number {
  return Math.trunc((dayNumber(onDate) - dayNumber(birthDate)) / 365);
}

/**
 * Whole months from birth to the date. A month is complete on the day of the month of birth,
 * or on the month's last day when the month is shorter: born 31 October, a month is complete
 * on 30 November and six on 30 April; born 29 February, a year is complete on 28 February of a
 * common year (the in-force anniversaries follow the same rule, anniversaryInYearOf below).
 */
function completedMonths(birthDate: string, onDate: string): number {
  const b = must(birthDate);
  const o = must(onDate);
  const months = (o.year - b.year) * 12 + (o.month - b.month);
  const lastDayOfMonth = new Date(Date.UTC(o.year, o.month, 0)).getUTCDate();
  return o.day >= b.day || o.day === lastDayOfMonth ? months : months - 1;
}

/** Age last birthday. */
export function ageLastBirthday(birthDate: string, onDate: string): number {
  return Math.floor(completedMonths(birthDate, onDate) / 12);
}

/** Age nearest birthday: one more once 6 whole months have passed since the last birthday. */
export function ageNearest(birthDate: string, onDate: string): number {
  const months = completedMonths(birthDate, onDate);
  return Math.floor(months / 12) + (months % 12 >= 6 ? 1 : 0);
}

/** a <= b for ISO dates. */
export function onOrBefore(a: string, b: string): boolean {
  return dayNumber(a) <= dayNumber(b);
}

/** The issue date's anniversary in the given date's year. */
export function anniversaryInYearOf(issueDate: string, onDate: string): string {
  const issue = must(issueDate);
  const year = must(onDate).year;
  // 29 February anniversaries fall on 28 February in common years.
  const last = new Date(Date.UTC(year, issue.month, 0)).getUTCDate();
  const day = Math.min(issue.day, last);
  return `${year}-${String(issue.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
