// The form-level rules of inforce-and-illustration spec 5 ("E-application validation:
// form-level, also used on the illustration form"): checks across fields that no single
// control item can make. One function and one set of texts, so the e-application and the
// illustration form say the same thing in the same words.

import type { Language } from './control-item';

export const FORM_RULES = [
  'postalCodeEmpty',
  'cityEmpty',
  'birthdayRange',
  'ownerAndInsuredNames',
  'allInsuredNames',
] as const;
export type FormRule = (typeof FORM_RULES)[number];

/** The spec's sentences (English verbatim) and their French. */
export const FORM_RULE_MESSAGES: Readonly<Record<Language, Readonly<Record<FormRule, string>>>> = {
  en: {
    postalCodeEmpty: 'Postal Code cannot be empty',
    cityEmpty: 'City cannot be empty',
    birthdayRange: "'From' date must be less or equal to 'To' date",
    ownerAndInsuredNames:
      'You must enter the name of the policy owner and the insured before you can generate the illustration report.',
    allInsuredNames:
      'You must enter the name of all insureds before you can generate the illustration report.',
  },
  fr: {
    postalCodeEmpty: 'Le code postal ne peut pas être vide',
    cityEmpty: 'La ville ne peut pas être vide',
    birthdayRange:
      'La date «\u00a0Du\u00a0» doit être antérieure ou égale à la date «\u00a0Au\u00a0»',
    ownerAndInsuredNames:
      'Vous devez entrer le nom du titulaire et celui de l’assuré avant de produire le rapport d’illustration.',
    allInsuredNames:
      'Vous devez entrer le nom de tous les assurés avant de produire le rapport d’illustration.',
  },
};

/**
 * What a form has of the fields the rules read; a form leaves out what it does not have,
 * and the rules about it are then not checked ("where those fields exist").
 */
export interface FormRuleInput {
  /** The Postal choice is selected, and the postal code typed. */
  postal?: { selected: boolean; code: string };
  /** The City choice is selected, and the city typed. */
  city?: { selected: boolean; name: string };
  /**
   * The Birthday checkbox, the range kind ('Age' ranges are ages, not dates, and are not
   * compared) and the From and To dates as YYYY-MM-DD.
   */
  birthday?: { checked: boolean; rangeKind: string; from: string; to: string };
  /** The policy owner's and the insured's names. */
  names?: { owner: string; insured: string };
  /** The second insured's name, when the policy is not on a single life. */
  secondInsured?: { required: boolean; name: string };
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rules the form breaks, in the order the spec lists them; [] when it breaks none. */
export function formRuleProblems(input: FormRuleInput): FormRule[] {
  const problems: FormRule[] = [];
  if (input.postal?.selected && blank(input.postal.code)) problems.push('postalCodeEmpty');
  if (input.city?.selected && blank(input.city.name)) problems.push('cityEmpty');
  const birthday = input.birthday;
  if (
    birthday?.checked &&
    birthday.rangeKind.trim().toLowerCase() !== 'age' &&
    ISO_DAY.test(birthday.from) &&
    ISO_DAY.test(birthday.to) &&
    birthday.to < birthday.from
  ) {
    problems.push('birthdayRange');
  }
  if (input.names && (blank(input.names.owner) || blank(input.names.insured))) {
    problems.push('ownerAndInsuredNames');
  }
  if (input.secondInsured?.required && blank(input.secondInsured.name)) {
    problems.push('allInsuredNames');
  }
  return problems;
}

export function formRuleMessage(rule: FormRule, language: Language): string {
  return FORM_RULE_MESSAGES[language][rule];
}
