// The e-application's control items (issue 20 §1) and the e-app settings' (decision 0062):
// reference data every install is seeded with, so the developer area can change captions,
// requirements and lengths. The spec's exact-length numbers take their length from the
// item's maxLength (decision 0060).

import { productIds } from '@portal/actuarial/products/types';
import { BENEFICIARY_ITEMS, eAppItemName, healthItemName } from '@portal/domain/eapp/field-items';
import {
  ACCOUNT_TYPES,
  ADDRESS_LOOKUPS,
  type EAppForm,
  HEALTH_QUESTIONS,
  OWNER_TYPES,
  PAYMENT_MODES,
  PROVINCES,
} from '@portal/domain/eapp/form';
import { EAPP_LENGTHS, type ExactLengthField } from '@portal/domain/eapp/validate';
import type { FieldType } from '@portal/domain/fields/control-item';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { fieldItem } from './control-item-seed';
import type { StoredControlItem } from './fields';
import { eapplicationEn as en, eapplicationFr as fr } from './i18n/areas/eapplication';

export const EAPP_FORM = 'eApp';
export const EAPP_SETTINGS_FORM = 'eAppSettings';

export { eAppItemName };

type Attributes = Parameters<typeof fieldItem>[4];
const item = (
  field: keyof EAppForm | string,
  type: FieldType,
  caption: [string, string],
  attributes: Attributes = {},
): StoredControlItem => fieldItem(eAppItemName(field), EAPP_FORM, type, { caption }, attributes);

const digits = (field: ExactLengthField, caption: [string, string]) =>
  item(field, 'text', caption, { maxLength: EAPP_LENGTHS[field] });

const yesNo = (): [string, string, string][] => [
  ['Y', en.health.answers.Y, fr.health.answers.Y],
  ['N', en.health.answers.N, fr.health.answers.N],
];

const modes = PAYMENT_MODES.map(
  (mode) => [mode, en.fields.modes[mode], fr.fields.modes[mode]] as [string, string, string],
);

/**
 * The products the illustration engine has (products are data in packages/actuarial), named
 * as the engine names them; the ids alone, so the browser does not load the product data.
 */
const productOptions = productIds.map((id) => {
  const name = PRODUCT_LABELS.byCode(id);
  return [id, name.en, name.fr] as [string, string, string];
});

export const EAPP_ITEMS: readonly StoredControlItem[] = [
  item('ownerType', 'radio', [en.fields.ownerType, fr.fields.ownerType], {
    required: true,
    options: OWNER_TYPES.map(
      (v) => [v, en.fields.ownerTypes[v], fr.fields.ownerTypes[v]] as [string, string, string],
    ),
  }),
  item('ownerFirstName', 'name', [en.fields.firstName, fr.fields.firstName], { maxLength: 60 }),
  item('ownerLastName', 'name', [en.fields.lastName, fr.fields.lastName], { maxLength: 60 }),
  item('ownerCompanyName', 'text', [en.fields.companyName, fr.fields.companyName], {
    maxLength: 120,
  }),
  digits('ownerHomePhone', [en.fields.ownerHomePhone, fr.fields.ownerHomePhone]),
  digits('ownerSin', [en.fields.ownerSin, fr.fields.ownerSin]),
  digits('ownerBusinessNumber', [en.fields.businessNumber, fr.fields.businessNumber]),
  digits('ownerBusinessPhone', [en.fields.businessPhone, fr.fields.businessPhone]),
  item('insuredFirstName', 'name', [en.fields.firstName, fr.fields.firstName], { maxLength: 60 }),
  item('insuredLastName', 'name', [en.fields.lastName, fr.fields.lastName], { maxLength: 60 }),
  item('insuredBirthDate', 'date', [en.fields.birthDate, fr.fields.birthDate]),
  digits('insuredHomePhone', [en.fields.insuredHomePhone, fr.fields.insuredHomePhone]),
  item('joint', 'check', [en.fields.joint, fr.fields.joint]),
  item('insured2FirstName', 'name', [en.fields.firstName, fr.fields.firstName], { maxLength: 60 }),
  item('insured2LastName', 'name', [en.fields.lastName, fr.fields.lastName], { maxLength: 60 }),
  item('addressLookup', 'radio', [en.fields.addressLookup, fr.fields.addressLookup], {
    required: true,
    options: ADDRESS_LOOKUPS.map(
      (v) => [v, en.fields.lookups[v], fr.fields.lookups[v]] as [string, string, string],
    ),
  }),
  item('addressLine', 'text', [en.fields.addressLine, fr.fields.addressLine], { maxLength: 120 }),
  item('city', 'text', [en.fields.city, fr.fields.city], { maxLength: 60 }),
  item('postalCode', 'text', [en.fields.postalCode, fr.fields.postalCode], { maxLength: 7 }),
  item('province', 'combo', [en.fields.province, fr.fields.province], {
    options: PROVINCES.map((p) => [p, p, p] as [string, string, string]),
  }),
  item('productId', 'combo', [en.fields.productId, fr.fields.productId], {
    required: true,
    options: productOptions,
  }),
  item('faceAmount', 'text', [en.fields.faceAmount, fr.fields.faceAmount], {
    required: true,
    maxLength: 15,
  }),
  item('premiumMode', 'combo', [en.fields.premiumMode, fr.fields.premiumMode], {
    required: true,
    options: modes,
  }),
  fieldItem(
    BENEFICIARY_ITEMS.name,
    EAPP_FORM,
    'text',
    {
      caption: [en.beneficiaries.name, fr.beneficiaries.name],
    },
    { maxLength: 120 },
  ),
  fieldItem(
    BENEFICIARY_ITEMS.relationship,
    EAPP_FORM,
    'text',
    {
      caption: [en.beneficiaries.relationship, fr.beneficiaries.relationship],
    },
    { maxLength: 60 },
  ),
  item('crimeDetails', 'textarea', [en.fields.crimeDetails, fr.fields.crimeDetails], {
    maxLength: 1000,
  }),
  item('illnessNature', 'textarea', [en.fields.illnessNature, fr.fields.illnessNature], {
    maxLength: 1000,
  }),
  digits('transit', [en.fields.transit, fr.fields.transit]),
  digits('institution', [en.fields.institution, fr.fields.institution]),
  item('accountType', 'radio', [en.fields.accountType, fr.fields.accountType], {
    required: true,
    options: ACCOUNT_TYPES.map(
      (v) => [v, en.fields.accountTypes[v], fr.fields.accountTypes[v]] as [string, string, string],
    ),
  }),
  digits('accountNumber', [en.fields.accountNumber, fr.fields.accountNumber]),
  ...HEALTH_QUESTIONS.map((q) =>
    fieldItem(
      healthItemName(q),
      EAPP_FORM,
      'radio',
      { caption: [en.health[q], fr.health[q]] },
      {
        options: yesNo(),
      },
    ),
  ),
  item('paymentDeclaration', 'check', [en.fields.paymentDeclaration, fr.fields.paymentDeclaration]),
  item('declarationAuthorization', 'check', [
    en.fields.declarationAuthorization,
    fr.fields.declarationAuthorization,
  ]),
];

/** The exact lengths as the stored items say them (a developer may have changed them). */
export function lengthsFromItems(
  items: readonly Pick<StoredControlItem, 'fieldName' | 'maxLength'>[],
): Partial<Record<ExactLengthField, number>> {
  const lengths: Partial<Record<ExactLengthField, number>> = {};
  for (const field of Object.keys(EAPP_LENGTHS) as ExactLengthField[]) {
    const stored = items.find((entry) => entry.fieldName === eAppItemName(field));
    if (stored?.maxLength && stored.maxLength > 0) lengths[field] = stored.maxLength;
  }
  return lengths;
}

/** The e-app settings (decision 0062), keyed as the settings object is. */
export const EAPP_SETTINGS_FIELDS = {
  defaultProvince: 'eAppDefaultProvince',
  defaultPaymentMode: 'eAppDefaultPaymentMode',
  signatureMethod: 'eAppSignatureMethod',
  notificationEmail: 'eAppNotificationEmail',
} as const;

export const EAPP_SETTINGS_ITEMS: readonly StoredControlItem[] = [
  fieldItem(
    EAPP_SETTINGS_FIELDS.defaultProvince,
    EAPP_SETTINGS_FORM,
    'combo',
    { caption: [en.settings.defaultProvince, fr.settings.defaultProvince] },
    { required: true, options: PROVINCES.map((p) => [p, p, p] as [string, string, string]) },
  ),
  fieldItem(
    EAPP_SETTINGS_FIELDS.defaultPaymentMode,
    EAPP_SETTINGS_FORM,
    'radio',
    { caption: [en.settings.defaultPaymentMode, fr.settings.defaultPaymentMode] },
    { required: true, options: modes },
  ),
  fieldItem(
    EAPP_SETTINGS_FIELDS.signatureMethod,
    EAPP_SETTINGS_FORM,
    'radio',
    { caption: [en.settings.signatureMethod, fr.settings.signatureMethod] },
    {
      required: true,
      options: [
        ['InPerson', en.settings.signatureMethods.InPerson, fr.settings.signatureMethods.InPerson],
        [
          'Electronic',
          en.settings.signatureMethods.Electronic,
          fr.settings.signatureMethods.Electronic,
        ],
      ],
    },
  ),
  fieldItem(
    EAPP_SETTINGS_FIELDS.notificationEmail,
    EAPP_SETTINGS_FORM,
    'email',
    {
      caption: [en.settings.notificationEmail, fr.settings.notificationEmail],
      status: [en.settings.notificationHint, fr.settings.notificationHint],
    },
    { maxLength: 254 },
  ),
];
