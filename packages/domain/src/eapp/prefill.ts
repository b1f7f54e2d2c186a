// "Apply" on an illustration (issue 20 §1): the application starts with the illustration's
// client, product, coverages and premium, so nothing is typed twice. The illustration form is
// read as plain values (its field names), so this does not depend on the illustration screen.

import {
  type EAppForm,
  emptyEAppForm,
  PAYMENT_MODES,
  type PaymentMode,
  PROVINCES,
  type Province,
} from './form';

/** Session storage key of the e-application form (inforce spec 4, "Form persistence"). */
export const EAPP_STORAGE_KEY = 'eAppFormData';

type Values = Readonly<Record<string, unknown>>;

const text = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** 'Camille Roy' → first 'Camille', last 'Roy'; one word is a last name. */
export function splitName(full: string): { first: string; last: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: '', last: words[0] ?? '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IllustrationSource {
  /** The illustration form's values (insuredName, ownerName, productId, faceAmount…). */
  values: Values;
  /** The engine input the illustration priced (null when it could not be priced). */
  input: Readonly<Record<string, unknown>> | null;
  /** The saved case's id, when the illustration is a saved one. */
  savedId?: string;
}

/** The application an illustration opens. */
export function prefillFromIllustration(source: IllustrationSource): EAppForm {
  const { values, input } = source;
  const form = emptyEAppForm();
  const insured = splitName(text(values, 'insuredName'));
  const owner = splitName(text(values, 'ownerName') || text(values, 'insuredName'));
  const insured2 = splitName(text(values, 'insured2Name'));
  const insureds = Array.isArray(input?.insureds) ? input.insureds : [];
  const mode = text(values, 'premiumMode');
  const province = text(values, 'province');
  const savedId = source.savedId ?? text(values, 'savedId');
  const riders = Array.isArray(input?.riders)
    ? (input.riders as { riderId?: unknown; faceAmount?: unknown }[]).map((rider) => ({
        riderId: String(rider.riderId ?? ''),
        faceAmount: typeof rider.faceAmount === 'number' ? rider.faceAmount : null,
      }))
    : [];
  return {
    ...form,
    illustrationId: UUID.test(savedId) ? savedId : '',
    ownerFirstName: owner.first,
    ownerLastName: owner.last,
    insuredFirstName: insured.first,
    insuredLastName: insured.last,
    insuredBirthDate: /^\d{4}-\d{2}-\d{2}$/.test(text(values, 'insuredBirthDate'))
      ? text(values, 'insuredBirthDate')
      : '',
    insuredSex: text(values, 'insuredSex') === 'F' ? 'F' : 'M',
    joint: insureds.length > 1,
    insured2FirstName: insureds.length > 1 ? insured2.first : '',
    insured2LastName: insureds.length > 1 ? insured2.last : '',
    insured2Sex: text(values, 'insured2Sex') === 'M' ? 'M' : 'F',
    province: (PROVINCES as readonly string[]).includes(province)
      ? (province as Province)
      : form.province,
    productId: typeof input?.productId === 'string' ? input.productId : text(values, 'productId'),
    faceAmount:
      typeof input?.faceAmount === 'number' ? String(input.faceAmount) : text(values, 'faceAmount'),
    premiumMode: (PAYMENT_MODES as readonly string[]).includes(mode)
      ? (mode as PaymentMode)
      : form.premiumMode,
    pricing: input,
    riders,
  };
}
