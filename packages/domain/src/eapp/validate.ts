// E-application validation (inforce-and-illustration spec 5): the form-level rules shared with
// the illustration, and the e-application's own, each with the spec's sentence (English
// verbatim) and its French. One pure function, run by the browser as the agent types and by
// the server on Submit, so the two can never disagree.

import type { ControlItemMap, Language } from '../fields/control-item';
import { type FormRule, formRuleMessage, formRuleProblems } from '../fields/form-rules';
import type { Catalogue } from '../fields/message-text';
import { eAppFieldIssues } from './field-items';
import {
  BENEFICIARY_COVERAGES,
  type Beneficiary,
  type BeneficiaryClass,
  type BeneficiaryCoverage,
  digitsOf,
  type EAppForm,
} from './form';

/** The numbers that must be exactly their field's maximum length, in the spec's order. */
export const EXACT_LENGTH_FIELDS = [
  'insuredHomePhone',
  'ownerHomePhone',
  'ownerSin',
  'ownerBusinessNumber',
  'ownerBusinessPhone',
  'transit',
  'institution',
  'accountNumber',
] as const;
export type ExactLengthField = (typeof EXACT_LENGTH_FIELDS)[number];

/**
 * The maximum lengths the spec leaves unshown (decision 0060), in digits: the defaults of the
 * control items; a developer who changes an item's maxLength changes the rule with it.
 */
export const EAPP_LENGTHS: Readonly<Record<ExactLengthField, number>> = {
  insuredHomePhone: 10,
  ownerHomePhone: 10,
  ownerSin: 9,
  ownerBusinessNumber: 9,
  ownerBusinessPhone: 10,
  transit: 5,
  institution: 3,
  accountNumber: 7,
};

export type EAppRule =
  | FormRule
  | 'paymentDeclaration'
  | 'declarationAuthorization'
  | ExactLengthField
  | 'crimeDetails'
  | 'illnessNature'
  | 'primaryShares'
  | 'contingentShares'
  /** A field's control item (required, length, choices) as the developer area set it. */
  | 'controlItem';

type OwnRule = Exclude<EAppRule, FormRule | 'primaryShares' | 'contingentShares' | 'controlItem'>;

/** The spec's sentences and their French (the share message takes the coverage's name). */
export const EAPP_MESSAGES: Readonly<Record<Language, Readonly<Record<OwnRule, string>>>> = {
  en: {
    paymentDeclaration: 'You must check payment declaration',
    declarationAuthorization: 'You must check declaration and authorization',
    insuredHomePhone: 'You must enter valid Insured Home Phone Number',
    ownerHomePhone: 'You must enter valid Owner Home phone number',
    ownerSin: 'You must enter valid SIN number',
    ownerBusinessNumber: 'You must enter valid Business Number',
    ownerBusinessPhone: 'You must enter valid Business Phone Number',
    transit: 'You must enter valid Transit Number',
    institution: 'You must enter valid Institution Number',
    accountNumber: 'You must enter valid Account Number',
    crimeDetails: 'Please enter asked details for Health Questions',
    illnessNature: 'You must provide nature of illness',
  },
  fr: {
    paymentDeclaration: 'Vous devez cocher la déclaration de paiement',
    declarationAuthorization: 'Vous devez cocher la déclaration et autorisation',
    insuredHomePhone: 'Vous devez entrer un numéro de téléphone à domicile de l’assuré valide',
    ownerHomePhone: 'Vous devez entrer un numéro de téléphone à domicile du titulaire valide',
    ownerSin: 'Vous devez entrer un numéro d’assurance sociale valide',
    ownerBusinessNumber: 'Vous devez entrer un numéro d’entreprise valide',
    ownerBusinessPhone: 'Vous devez entrer un numéro de téléphone d’affaires valide',
    transit: 'Vous devez entrer un numéro de domiciliation valide',
    institution: 'Vous devez entrer un numéro d’institution valide',
    accountNumber: 'Vous devez entrer un numéro de compte valide',
    crimeDetails: 'Veuillez entrer les détails demandés pour les questions sur la santé',
    illnessNature: 'Vous devez indiquer la nature de la maladie',
  },
};

export const COVERAGE_NAMES: Readonly<
  Record<Language, Readonly<Record<BeneficiaryCoverage, string>>>
> = {
  en: {
    base: 'Base',
    childRider1: 'Child Rider 1',
    childRider2: 'Child Rider 2',
    termRider1: 'Term Rider 1',
    termRider2: 'Term Rider 2',
  },
  fr: {
    base: 'de base',
    childRider1: 'Avenant pour enfants 1',
    childRider2: 'Avenant pour enfants 2',
    termRider1: 'Avenant temporaire 1',
    termRider2: 'Avenant temporaire 2',
  },
};

export function shareMessage(
  beneficiaryClass: BeneficiaryClass,
  coverage: BeneficiaryCoverage,
  language: Language,
): string {
  const name = COVERAGE_NAMES[language][coverage];
  if (language === 'fr') {
    const kind = beneficiaryClass === 'Primary' ? 'principaux' : 'subsidiaires';
    return `La part en pourcentage des bénéficiaires ${kind} pour la garantie ${name} doit être inférieure ou égale à 100`;
  }
  return `${beneficiaryClass} beneficiary percentage share for ${name} Coverage should be less than or equal to 100`;
}

export interface EAppIssue {
  rule: EAppRule;
  /** The form's key the issue is about (the field the summary focuses). */
  field: string;
  message: string;
}

/** A share as typed ('33.33', '33,33', '100') in hundredths of a percent; null if not one. */
export function shareHundredths(share: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(share);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The total of a class's shares in hundredths. Whole hundredths, not floating point, so that
 * 33.33 + 33.33 + 33.34 is exactly 100 and never 100.00000000000001.
 */
export function classTotal(beneficiaries: readonly Beneficiary[], kind: BeneficiaryClass): number {
  let total = 0;
  for (const beneficiary of beneficiaries) {
    if (beneficiary.beneficiaryClass !== kind) continue;
    total += shareHundredths(beneficiary.share) ?? 0;
  }
  return total;
}

const blank = (text: string) => text.trim() === '';
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export interface EAppValidationOptions {
  language: Language;
  /** Lengths read from the control items; the decision's defaults otherwise. */
  lengths?: Partial<Record<ExactLengthField, number>>;
  /**
   * The form's control items (engine form) and the texts naming them: each shown field is
   * then checked with its item too (field-items.ts). Without them only the spec's rules run.
   */
  items?: ControlItemMap;
  catalogue?: Catalogue;
}

/** Every problem of the application, in the spec's order; [] when it may be submitted. */
export function validateEApplication(form: EAppForm, options: EAppValidationOptions): EAppIssue[] {
  const { language } = options;
  const lengths = { ...EAPP_LENGTHS, ...options.lengths };
  const issues: EAppIssue[] = [];
  const own = (rule: OwnRule, field: string = rule) =>
    issues.push({ rule, field, message: EAPP_MESSAGES[language][rule] });

  // Form-level, also used on the illustration form.
  const company = form.ownerType === 'Company';
  const ownerName = company
    ? form.ownerCompanyName.trim()
    : fullName(form.ownerFirstName, form.ownerLastName);
  const formFields: Record<FormRule, string> = {
    postalCodeEmpty: 'postalCode',
    cityEmpty: 'city',
    birthdayRange: 'insuredBirthDate',
    ownerAndInsuredNames: company ? 'ownerCompanyName' : 'ownerLastName',
    allInsuredNames: 'insured2LastName',
  };
  for (const rule of formRuleProblems({
    postal: { selected: form.addressLookup === 'Postal', code: form.postalCode },
    city: { selected: form.addressLookup === 'City', name: form.city },
    names: { owner: ownerName, insured: fullName(form.insuredFirstName, form.insuredLastName) },
    secondInsured: {
      required: form.joint,
      name: fullName(form.insured2FirstName, form.insured2LastName),
    },
  })) {
    issues.push({ rule, field: formFields[rule], message: formRuleMessage(rule, language) });
  }

  // E-application only.
  if (!form.paymentDeclaration) own('paymentDeclaration');
  if (!form.declarationAuthorization) own('declarationAuthorization');
  const exact = (field: ExactLengthField) => {
    if (digitsOf(form[field]).length !== lengths[field]) own(field);
  };
  exact('insuredHomePhone');
  // Owner phone and SIN apply unless owner type is Company; business number and phone for Company.
  if (!company) {
    exact('ownerHomePhone');
    exact('ownerSin');
  } else {
    exact('ownerBusinessNumber');
    exact('ownerBusinessPhone');
  }
  // Bank checks apply only when payment is monthly and account type is B.
  if (form.premiumMode === 'Monthly' && form.accountType === 'B') {
    exact('transit');
    exact('institution');
    exact('accountNumber');
  }
  const { health } = form;
  if ((health.q2a === 'Y' || health.q2b === 'Y') && blank(form.crimeDetails)) own('crimeDetails');
  if (
    (health.q3a === 'Y' || health.q3b === 'Y' || health.q3c === 'Y') &&
    blank(form.illnessNature)
  ) {
    own('illnessNature');
  }
  for (const coverage of BENEFICIARY_COVERAGES) {
    const list = form.beneficiaries[coverage] ?? [];
    for (const kind of ['Primary', 'Contingent'] as const) {
      if (classTotal(list, kind) > 100_00) {
        issues.push({
          rule: kind === 'Primary' ? 'primaryShares' : 'contingentShares',
          field: `beneficiaries.${coverage}`,
          message: shareMessage(kind, coverage, language),
        });
      }
    }
  }
  // A field the spec's rules already name is not named twice.
  if (options.items) {
    const named = new Set(issues.map((issue) => issue.field));
    for (const issue of eAppFieldIssues(form, options.items, options.catalogue ?? {}, language))
      if (!named.has(issue.field)) issues.push({ rule: 'controlItem', ...issue });
  }
  return issues;
}
