import { describe, expect, it } from 'vitest';
import { ageByDays, ageNearest } from './ages';
import {
  beneficiaryLines,
  churchPart,
  displaySmokeClass,
  formatCurrency,
  formatIsoDate,
  formatPercent2,
  formatPhone,
  formatSin,
  isDeceased,
  loanNotPermitted,
  maximumPayout,
  nameParts,
  renderParts,
  sexKey,
  smokerKey,
} from './display';

const t = (k: string, p?: Record<string, string | number>) => (p ? `${k}${JSON.stringify(p)}` : k);

describe('spec 5: "Social insurance number: left-padded to 9 digits and shown 3-3-3. Blank or all zeros shows \'Not Available\'."', () => {
  it.each([
    ['046454286', '046 454 286'],
    ['46454286', '046 454 286'],
    ['1', '000 000 001'],
    ['046-454-286', '046 454 286'],
    ['', null],
    [null, null],
    ['000000000', null],
    ['0', null],
  ])('%s → %s', (sin, shown) => expect(formatSin(sin)).toBe(shown));
});

describe('spec 5: "Phone: (xxx) xxx-xxxx. Null or empty gives an empty result."', () => {
  it.each([
    ['4165550123', '(416) 555-0123'],
    ['(416) 555-0123', '(416) 555-0123'],
    ['14165550123', '(416) 555-0123'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});

describe('spec 5: "Smoker: S or R gives Regular; N gives Non-Smoker; other gives N/A."', () => {
  it.each([
    ['S', 'values.regular'],
    ['R', 'values.regular'],
    ['N', 'values.nonSmoker'],
    ['C', 'values.na'],
    [null, 'values.na'],
  ])('%s → %s', (c, k) => expect(smokerKey(c)).toBe(k));
});

describe('spec 5: "Sex: F Female, M Male, J Joint."', () => {
  it.each([
    ['F', 'values.female'],
    ['M', 'values.male'],
    ['J', 'values.joint'],
    ['X', 'values.na'],
  ])('%s → %s', (g, k) => expect(sexKey(g)).toBe(k));
});

describe('spec 5: "Church empty shows \'NAME NOT ON FILE\'."', () => {
  it('empty and blank use the fallback, a name is shown', () => {
    expect(churchPart('')).toEqual({ t: 'key', v: 'values.churchNotOnFile' });
    expect(churchPart('   ')).toEqual({ t: 'key', v: 'values.churchNotOnFile' });
    expect(churchPart("St. Mary's")).toEqual({ t: 'text', v: "St. Mary's" });
  });
});

describe('spec 5: "A beneficiary or party with date of death after 1900 gets \' (Deceased)\' appended."', () => {
  it.each([
    ['2020-03-04', true],
    ['1901-01-01', true],
    ['1900-12-31', false],
    ['1900-01-01', false],
    [null, false],
  ])('%s → %s', (d, dead) => expect(isDeceased(d)).toBe(dead));
  it('appends the suffix key', () => {
    expect(renderParts(nameParts('Paul Roy', '2021-05-06'), 'en-CA', t)).toBe(
      'Paul Royvalues.deceasedSuffix',
    );
    expect(renderParts(nameParts('Paul Roy', null), 'en-CA', t)).toBe('Paul Roy');
  });
});

describe('spec 5: "A minor under 18 who is not a child smoke class is shown as class R."', () => {
  it.each([
    ['N', 17, 'R'],
    ['S', 5, 'R'],
    ['C', 10, 'C'],
    ['N', 18, 'N'],
    ['N', null, 'N'],
  ])('%s at %s → %s', (c, age, shown) => expect(displaySmokeClass(c, age)).toBe(shown));
});

describe('spec 5: "A beneficiary list of at most 5 is shown in full; more than 5 shows only the class of the first."', () => {
  const b = (i: number) => ({
    name: `B${i}`,
    dateOfDeath: null,
    beneficiaryTypeCode: 'Primary',
    beneficiaryRelationship: i === 0 ? 'Children' : 'Other',
    beneficiaryPercent: 10,
  });
  it('5 in full', () => expect(beneficiaryLines([0, 1, 2, 3, 4].map(b))).toHaveLength(5));
  it('6 gives the class of the first', () => {
    expect(beneficiaryLines([0, 1, 2, 3, 4, 5].map(b))).toEqual([
      [{ t: 'key', v: 'values.beneficiaryClass', params: { relationship: 'Children' } }],
    ]);
  });
});

describe('spec 5: "Maximum payout is shown only for locked-in funds when it lies strictly between 0 and 100000; otherwise N/A."', () => {
  it.each([
    [true, 5000, 5000],
    [true, 99_999.99, 99_999.99],
    [true, 100_000, null],
    [true, 0, null],
    [true, -1, null],
    [false, 5000, null],
    [true, null, null],
  ])('locked %s, %s → %s', (locked, max, shown) => expect(maximumPayout(locked, max)).toBe(shown));
});

describe('spec 5: "A loan on a registered policy, or on a policy with no loan available, shows \'Not permitted on this policy\'."', () => {
  it.each([
    [true, true, true],
    [false, false, true],
    [true, false, true],
    [false, true, false],
  ])('registered %s, available %s → %s', (isRegistered, isLoanAvailable, no) =>
    expect(loanNotPermitted({ isRegistered, isLoanAvailable })).toBe(no),
  );
});

describe('spec 5: "Currency … with negatives in parentheses. Percent with 2 decimals." and long/short dates', () => {
  it('money', () => {
    expect(formatCurrency(1234.5, 'en-CA')).toBe('$1,234.50');
    expect(formatCurrency(-1234.5, 'en-CA')).toBe('($1,234.50)');
    expect(formatCurrency(-1234.5, 'fr-CA')).toBe('(1\u00a0234,50\u00a0$)');
  });
  it('percent', () => {
    expect(formatPercent2(4.5, 'en-CA')).toBe('4.50%');
    expect(formatPercent2(4.5, 'fr-CA')).toBe('4,50\u00a0%');
  });
  it('dates', () => {
    expect(formatIsoDate('2026-03-05', 'long', 'en-CA')).toBe('March 5, 2026');
    expect(formatIsoDate('2026-03-05', 'short', 'en-CA')).toBe('Mar 5, 2026');
    expect(formatIsoDate('2026-03-05', 'long', 'fr-CA')).toBe('5 mars 2026');
  });
});

describe('spec 9: "Age by days divides by 365 and truncates. Age nearest rounds at 6 months."', () => {
  it.each([
    ['2000-01-01', '2018-01-01', 18],
    ['2000-01-01', '2017-12-26', 17],
    // Leap days are not special: 6574 days / 365 is 18 the day before the 18th birthday.
    ['2000-01-01', '2017-12-31', 18],
    ['1980-06-15', '2026-06-14', 46],
  ])('by days %s on %s → %s', (b, on, age) => expect(ageByDays(b, on)).toBe(age));
  it.each([
    ['1980-06-15', '2026-12-14', 46],
    ['1980-06-15', '2026-12-15', 47],
    ['1980-06-15', '2026-06-15', 46],
    // A month ends on the month's last day when it is shorter than the birth day (issue 24 §5).
    ['1980-10-31', '2026-04-29', 45],
    ['1980-10-31', '2026-04-30', 46],
  ])('nearest %s on %s → %s', (b, on, age) => expect(ageNearest(b, on)).toBe(age));
});

describe('issue 5 §2: "Prefix and case/accent-insensitive matching"', async () => {
  const { foldName, likePrefix } = await import('./names');
  it.each([
    ['Bélanger', 'belanger'],
    ['  ÉLISE  Thériault ', 'elise theriault'],
    ['O’Neil', "o'neil"],
  ])('%s → %s', (n, f) => expect(foldName(n)).toBe(f));
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('50%_a\\')).toBe('50\\%\\_a\\\\%');
  });
});
