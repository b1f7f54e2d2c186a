import { describe, expect, it } from 'vitest';
import { type AgeMethod, ageAt, defaultRetirementAge } from './ages';
import { modalFactor, premiumModeFromCode, rateClassSuffix } from './modes';

const age = (birth: string, on: string, method: AgeMethod = 'nearest') => {
  const result = ageAt(birth, on, method);
  return result.ok ? result.age : result.problem;
};

describe('ages', () => {
  it('age nearest rounds up from 6 months past the birthday', () => {
    expect(age('1980-06-15', '2020-12-14')).toBe(40);
    expect(age('1980-06-15', '2020-12-15')).toBe(41);
    expect(age('1980-06-15', '2020-12-15', 'lastBirthday')).toBe(40);
    expect(age('1980-06-15', '2021-06-14', 'lastBirthday')).toBe(40);
  });
  it('age by days divides by 365 and truncates, so leap days make it run early', () => {
    // 40 years from 1980-06-15 is 14 610 days (10 leap days): 14 610 / 365 = 40.03.
    expect(age('1980-06-15', '2020-06-15', 'days')).toBe(40);
    // 14 600 days = 40 × 365 exactly, ten days before the 40th birthday.
    expect(age('1980-06-15', '2020-06-05', 'days')).toBe(40);
    expect(age('1980-06-15', '2020-06-04', 'days')).toBe(39);
  });
  it('issue 24 §5: a birth after the date is a problem, never age −1, by every method', () => {
    for (const method of ['nearest', 'lastBirthday', 'days'] as const) {
      expect(age('2024-06-02', '2024-06-01', method)).toBe('birthAfterIssue');
      expect(age('2024-06-01', '2024-06-01', method)).toBe(0);
    }
  });
  it('issue 24 §5: a date the calendar does not have is a problem, never a thrown RangeError', () => {
    expect(() => ageAt('1980-02-31', '2024-01-01', 'nearest')).not.toThrow();
    expect(age('1980-02-31', '2024-01-01')).toBe('birthDate');
    expect(age('1980-13-01', '2024-01-01', 'days')).toBe('birthDate');
    expect(age('1980-01-01', '2023-02-29', 'lastBirthday')).toBe('issueDate');
    expect(age('01/01/1980', '2024-01-01')).toBe('birthDate');
    expect(ageAt(undefined, '2024-01-01', 'nearest')).toEqual({ ok: false, problem: 'birthDate' });
  });
  it('issue 24 §5: a month ends on its last day when it is shorter than the birth day', () => {
    // Born 31 October: six whole months on 30 April, so age nearest rounds up that day.
    expect(age('1980-10-31', '2021-04-29')).toBe(40);
    expect(age('1980-10-31', '2021-04-30')).toBe(41);
    // Born 31 August: six months on 28 February (29 in a leap year).
    expect(age('1980-08-31', '2021-02-27')).toBe(40);
    expect(age('1980-08-31', '2021-02-28')).toBe(41);
    expect(age('1980-08-31', '2024-02-28')).toBe(43);
    expect(age('1980-08-31', '2024-02-29')).toBe(44);
    // Born 29 February: a year is complete on 28 February of a common year.
    expect(age('2000-02-29', '2001-02-27', 'lastBirthday')).toBe(0);
    expect(age('2000-02-29', '2001-02-28', 'lastBirthday')).toBe(1);
    // A birth day the month has: nothing changes (15th to 14th is not a month).
    expect(age('1980-06-15', '2020-12-14')).toBe(40);
  });
  it('retirement age default', () => {
    expect(defaultRetirementAge(40)).toBe(60);
    expect(defaultRetirementAge(64)).toBe(84);
    expect(defaultRetirementAge(65)).toBe(86);
    expect(defaultRetirementAge(75)).toBe(86);
    expect(defaultRetirementAge(76)).toBe(96);
  });
});

describe('modes and codes', () => {
  it('modal factor is 12 over the months per mode', () => {
    expect(modalFactor('Annual')).toBe(1);
    expect(modalFactor('SemiAnnual')).toBe(2);
    expect(modalFactor('Quarterly')).toBe(4);
    expect(modalFactor('Monthly')).toBe(12);
  });
  it('mode codes 012, 06, 03, anything else monthly', () => {
    expect(premiumModeFromCode('012')).toBe('Annual');
    expect(premiumModeFromCode('06')).toBe('SemiAnnual');
    expect(premiumModeFromCode('03')).toBe('Quarterly');
    expect(premiumModeFromCode('12')).toBe('Monthly');
    expect(premiumModeFromCode('')).toBe('Monthly');
  });
  it('rate-class suffixes', () => {
    expect([rateClassSuffix('P'), rateClassSuffix('S'), rateClassSuffix('U')]).toEqual([
      'HP',
      'HS',
      'HU',
    ]);
  });
});
