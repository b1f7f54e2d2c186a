// Report scalar values (inforce-and-illustration spec 3; platform spec 7): a name, a data
// type, one typed value and a format. Booleans travel as 1 or 0; dates as midday UTC,
// shown day/month/year.

export const SCALAR_DATA_TYPES = [
  'String',
  'Integer',
  'Long',
  'Double',
  'Boolean',
  'Date',
  'Single',
] as const;
export type ScalarDataType = (typeof SCALAR_DATA_TYPES)[number];

export const REPORT_DATE_FORMAT = 'dd/MM/yyyy';

export type ReportScalar =
  | { name: string; dataType: 'String'; value: string; format: string }
  | { name: string; dataType: 'Integer' | 'Long'; value: number; format: string }
  | { name: string; dataType: 'Double' | 'Single'; value: number; format: string }
  | { name: string; dataType: 'Boolean'; value: 0 | 1; format: string }
  | { name: string; dataType: 'Date'; value: string; format: string };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The report form of a calendar day: that day at 12:00 UTC, so that no time zone between
 * UTC−12 and UTC+11 moves it to another day. Accepts 'YYYY-MM-DD' or a Date (its local day).
 */
export function toReportDate(day: string | Date): string {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError('invalid date');
    return new Date(
      Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 12, 0, 0, 0),
    ).toISOString();
  }
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d, 12, 0, 0, 0));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new RangeError(`no such day: ${day}`);
  return date.toISOString();
}

/** True when the value is an ISO instant at exactly 12:00:00.000 UTC. */
export function isMiddayUtc(value: string): boolean {
  const date = new Date(value);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString() === value &&
    date.getUTCHours() === 12 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0
  );
}

/** dd/MM/yyyy of a report date (its UTC day). */
export function formatReportDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${value}`);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

export const scalar = {
  string: (name: string, value: string, format = ''): ReportScalar => ({
    name,
    dataType: 'String',
    value,
    format,
  }),
  integer: (name: string, value: number, format = ''): ReportScalar => {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${name}: not a whole number`);
    return { name, dataType: 'Integer', value, format };
  },
  double: (name: string, value: number, format = ''): ReportScalar => {
    if (!Number.isFinite(value)) throw new RangeError(`${name}: not a finite number`);
    return { name, dataType: 'Double', value, format };
  },
  boolean: (name: string, value: boolean): ReportScalar => ({
    name,
    dataType: 'Boolean',
    value: value ? 1 : 0,
    format: '',
  }),
  date: (name: string, day: string | Date): ReportScalar => ({
    name,
    dataType: 'Date',
    value: toReportDate(day),
    format: REPORT_DATE_FORMAT,
  }),
};

/** The plain JavaScript value of a scalar (booleans back to true/false). */
export function scalarValue(s: ReportScalar): string | number | boolean {
  return s.dataType === 'Boolean' ? s.value === 1 : s.value;
}
