import { describe, expect, it } from 'vitest';
import { ageByDays, ageLastBirthday, ageNearest, defaultRetirementAge } from './ages';
import { modalFactor, premiumModeFromCode, rateClassSuffix } from './modes';

describe('ages', () => {
  it('age nearest rounds up from 6 months past the birthday', () => {
    expect(ageNearest('1980-06-15', '2020-12-14')).toBe(40);
    expect(ageNearest('1980-06-15', '2020-12-15')).toBe(41);
    expect(ageLastBirthday('1980-06-15', '2020-12-15')).toBe(40);
    expect(ageLastBirthday('1980-06-15', '2021-06-14')).toBe(40);
  });
  it('age by days divides by 365 and truncates, so leap days make it run early', () => {
    // 40 years from 1980-06-15 is 14 610 days (10 leap days): 14 610 / 365 = 40.03.
    expect(ageByDays('1980-06-15', '2020-06-15')).toBe(40);
    // 14 600 days = 40 × 365 exactly, ten days before the 40th birthday.
    expect(ageByDays('1980-06-15', '2020-06-05')).toBe(40);
    expect(ageByDays('1980-06-15', '2020-06-04')).toBe(39);
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
