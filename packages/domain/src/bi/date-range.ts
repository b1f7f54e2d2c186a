/**
 * The BI screens' date ranges (issue 19, decision 0056): whole UTC days, both ends included,
 * written YYYY-MM-DD. A range longer than the tracking retention's default (400 days) is
 * refused: nothing older is kept, and a byDay widget stays a few hundred points.
 */
export const MAX_RANGE_DAYS = 400;
export const DAY_MS = 86_400_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a UTC midnight, or null when the text is not a real calendar day. */
export function parseDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

export function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** Why a range is refused (an English sentence for the 400), or null when it is usable. */
export function rangeProblem(from: string, to: string): string | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return 'Dates are calendar days written YYYY-MM-DD.';
  if (end < start) return 'The range ends before it starts.';
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    return `A range covers at most ${MAX_RANGE_DAYS} days.`;
  }
  return null;
}

/** Every day of the range, in order. */
export function daysOf(from: string, to: string): string[] {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) days.push(formatDay(new Date(t)));
  return days;
}

/** The last `days` days up to `today` (UTC), the dashboard's default range. */
export function lastDays(today: Date, days: number): { from: string; to: string } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return { from: formatDay(new Date(midnight - (days - 1) * DAY_MS)), to: formatDay(today) };
}
