// The e-application's fields checked against their control items (issue 20 §1): what a
// developer sets in the developer area — required, maximum length, caption, the choices — is
// enforced by the shared field engine (fields/validate) on the fields the agent can see, in
// the browser as the agent types and on the server's Submit, with the same items.

import type { ControlItem, ControlItemMap, FieldValue, Language } from '../fields/control-item';
import { type Catalogue, errorMessage, fieldErrorText } from '../fields/message-text';
import { formatNumber } from '../fields/numbers';
import { isValidated, validateField } from '../fields/validate';
import { BENEFICIARY_COVERAGES, type EAppForm, HEALTH_QUESTIONS } from './form';

/** The control item of a form field: `eApp` and the field's name ('ownerSin' → 'eAppOwnerSin'). */
export const eAppItemName = (field: string) =>
  `eApp${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/** The item of a health question ('q2a' → 'eAppHealthQ2A'). */
export const healthItemName = (question: string) => eAppItemName(`health${question.toUpperCase()}`);

/** The items each beneficiary row's name and relationship follow. */
export const BENEFICIARY_ITEMS = {
  name: eAppItemName('beneficiaryName'),
  relationship: eAppItemName('beneficiaryRelationship'),
} as const;

/**
 * The numbers spec 5 wants at exactly their item's maxLength, counted in digits (validate.ts):
 * their own rule says what is wrong, so the engine adds nothing about them but "required".
 */
const DIGIT_FIELDS: ReadonlySet<string> = new Set([
  'insuredHomePhone',
  'ownerHomePhone',
  'ownerSin',
  'ownerBusinessNumber',
  'ownerBusinessPhone',
  'transit',
  'institution',
  'accountNumber',
]);

type When = (form: EAppForm) => boolean;
const always: When = () => true;
const person: When = (form) => form.ownerType !== 'Company';
const company: When = (form) => form.ownerType === 'Company';
const joint: When = (form) => form.joint;
const bank: When = (form) => form.premiumMode === 'Monthly' && form.accountType === 'B';

/** A field of the form: where its value is (the summary focuses that key) and when it is shown. */
interface CheckedField {
  field: string;
  item: string;
  value: (form: EAppForm) => FieldValue;
  shown: When;
}

const scalar = (field: keyof EAppForm, shown: When = always): CheckedField => ({
  field,
  item: eAppItemName(field),
  value: (form) => {
    const value = form[field];
    return typeof value === 'string' || typeof value === 'boolean' ? value : '';
  },
  shown,
});

/** Every field of the screen with a value of its own, in the screen's order, and when it shows. */
const SCALAR_FIELDS: readonly CheckedField[] = [
  scalar('ownerType'),
  scalar('ownerFirstName', person),
  scalar('ownerLastName', person),
  scalar('ownerHomePhone', person),
  scalar('ownerSin', person),
  scalar('ownerCompanyName', company),
  scalar('ownerBusinessNumber', company),
  scalar('ownerBusinessPhone', company),
  scalar('insuredFirstName'),
  scalar('insuredLastName'),
  scalar('insuredBirthDate'),
  scalar('insuredHomePhone'),
  scalar('joint'),
  scalar('insured2FirstName', joint),
  scalar('insured2LastName', joint),
  scalar('addressLookup'),
  scalar('addressLine'),
  scalar('postalCode'),
  scalar('city'),
  scalar('province'),
  scalar('productId'),
  scalar('faceAmount'),
  scalar('premiumMode'),
];

const AFTER_BENEFICIARIES: readonly CheckedField[] = [
  ...HEALTH_QUESTIONS.map(
    (question): CheckedField => ({
      field: `health.${question}`,
      item: healthItemName(question),
      value: (form) => form.health[question] ?? '',
      shown: always,
    }),
  ),
  scalar('crimeDetails'),
  scalar('illnessNature'),
  scalar('accountType'),
  scalar('transit', bank),
  scalar('institution', bank),
  scalar('accountNumber', bank),
  scalar('paymentDeclaration'),
  scalar('declarationAuthorization'),
];

/** The beneficiary rows' fields, keyed 'beneficiaries.base.0.name' as the screen's inputs are. */
function beneficiaryFields(form: EAppForm): CheckedField[] {
  const fields: CheckedField[] = [];
  for (const coverage of BENEFICIARY_COVERAGES) {
    (form.beneficiaries[coverage] ?? []).forEach((_row, index) => {
      for (const part of ['name', 'relationship'] as const) {
        fields.push({
          field: `beneficiaries.${coverage}.${index}.${part}`,
          item: BENEFICIARY_ITEMS[part],
          value: (f) => f.beneficiaries[coverage]?.[index]?.[part] ?? '',
          shown: always,
        });
      }
    });
  }
  return fields;
}

const TOO_LONG: Readonly<Record<Language, string>> = {
  en: 'Enter at most {max} characters.',
  fr: 'Entrez au plus {max} caractères.',
};

export interface EAppFieldIssue {
  field: string;
  message: string;
}

/** The item's name as the developer area captions it ('{item}-error', else '{item}-caption'). */
function named(catalogue: Catalogue, item: string, message: string, language: Language): string {
  const name = fieldErrorText(catalogue, item);
  if (!name) return message;
  return language === 'fr' ? `${name}\u00a0: ${message}` : `${name}: ${message}`;
}

function choiceIsOffered(item: ControlItem, value: FieldValue): boolean {
  if (item.fieldType !== 'combo' && item.fieldType !== 'radio') return true;
  if (item.optionItems.length === 0 || typeof value !== 'string' || value === '') return true;
  return item.optionItems.some((option) => option.value === value);
}

/**
 * Each shown field checked with its control item: the engine's rule for its type (required,
 * minimum length, number), a maximum length (the server sees raw requests, so the input's own
 * cut is not enough), and a choice the item offers. A field without an item is not checked
 * here; the spec's own rules (validate.ts) still apply to it.
 */
export function eAppFieldIssues(
  form: EAppForm,
  items: ControlItemMap,
  catalogue: Catalogue,
  language: Language,
): EAppFieldIssue[] {
  const issues: EAppFieldIssue[] = [];
  const fields = [...SCALAR_FIELDS, ...beneficiaryFields(form), ...AFTER_BENEFICIARIES];
  for (const { field, item: name, value: read, shown } of fields) {
    const item = items[name];
    if (!item || !shown(form) || !isValidated(item)) continue;
    const value = read(form);
    const digits = DIGIT_FIELDS.has(field);
    const error = validateField(digits ? { ...item, useMinLength: false } : item, value, {
      language,
    });
    if (error) {
      issues.push({
        field,
        message: named(catalogue, name, errorMessage(catalogue, error), language),
      });
      continue;
    }
    const text = typeof value === 'string' ? value : '';
    const max = item.maxLength ?? 0;
    if (!digits && max > 0 && text.length > max) {
      const message = TOO_LONG[language].replace('{max}', formatNumber(max, language));
      issues.push({ field, message: named(catalogue, name, message, language) });
    } else if (!choiceIsOffered(item, value)) {
      const message = errorMessage(catalogue, { key: 'msg-Option' });
      issues.push({ field, message: named(catalogue, name, message, language) });
    }
  }
  return issues;
}
