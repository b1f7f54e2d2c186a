import { describe, expect, it } from 'vitest';
import { FORM_RULE_MESSAGES, FORM_RULES, formRuleMessage, formRuleProblems } from './form-rules';

describe('the form-level rules (inforce spec 5, e-application and illustration)', () => {
  it('say the spec’s sentences in English and have French for each', () => {
    expect(FORM_RULE_MESSAGES.en.postalCodeEmpty).toBe('Postal Code cannot be empty');
    expect(FORM_RULE_MESSAGES.en.cityEmpty).toBe('City cannot be empty');
    expect(FORM_RULE_MESSAGES.en.birthdayRange).toBe(
      "'From' date must be less or equal to 'To' date",
    );
    for (const rule of FORM_RULES) {
      expect(formRuleMessage(rule, 'fr')).not.toBe('');
      expect(formRuleMessage(rule, 'fr')).not.toBe(formRuleMessage(rule, 'en'));
      expect(formRuleMessage(rule, 'fr')).not.toMatch(/['"]/);
    }
  });

  it('checks nothing the form does not have', () => {
    expect(formRuleProblems({})).toEqual([]);
  });

  it('Postal selected and postal code empty: "Postal Code cannot be empty"', () => {
    expect(formRuleProblems({ postal: { selected: true, code: ' ' } })).toEqual([
      'postalCodeEmpty',
    ]);
    expect(formRuleProblems({ postal: { selected: true, code: 'H3B 1K9' } })).toEqual([]);
    expect(formRuleProblems({ postal: { selected: false, code: '' } })).toEqual([]);
  });

  it('City selected and city empty: "City cannot be empty"', () => {
    expect(formRuleProblems({ city: { selected: true, name: '' } })).toEqual(['cityEmpty']);
    expect(formRuleProblems({ city: { selected: true, name: 'Laval' } })).toEqual([]);
    expect(formRuleProblems({ city: { selected: false, name: '' } })).toEqual([]);
  });

  it('Birthday on, range not Age, To before From: the From/To message', () => {
    const birthday = (
      over: Partial<{ checked: boolean; rangeKind: string; from: string; to: string }>,
    ) => ({
      birthday: { checked: true, rangeKind: 'Date', from: '1980-05-02', to: '1980-05-01', ...over },
    });
    expect(formRuleProblems(birthday({}))).toEqual(['birthdayRange']);
    expect(formRuleProblems(birthday({ to: '1980-05-02' }))).toEqual([]);
    expect(formRuleProblems(birthday({ checked: false }))).toEqual([]);
    expect(formRuleProblems(birthday({ rangeKind: 'Age', from: '60', to: '40' }))).toEqual([]);
    expect(formRuleProblems(birthday({ rangeKind: 'age' }))).toEqual([]);
    // An unfinished date is the date field's own business, not this rule's.
    expect(formRuleProblems(birthday({ to: '' }))).toEqual([]);
  });

  it('names before a report, and every insured’s on a joint policy', () => {
    expect(formRuleProblems({ names: { owner: '', insured: 'B' } })).toEqual([
      'ownerAndInsuredNames',
    ]);
    expect(
      formRuleProblems({
        names: { owner: 'A', insured: 'B' },
        secondInsured: { required: true, name: ' ' },
      }),
    ).toEqual(['allInsuredNames']);
    expect(
      formRuleProblems({
        names: { owner: 'A', insured: 'B' },
        secondInsured: { required: false, name: '' },
      }),
    ).toEqual([]);
  });

  it('lists every rule broken, in the spec’s order', () => {
    expect(
      formRuleProblems({
        names: { owner: '', insured: '' },
        city: { selected: true, name: '' },
        postal: { selected: true, code: '' },
      }),
    ).toEqual(['postalCodeEmpty', 'cityEmpty', 'ownerAndInsuredNames']);
  });
});
