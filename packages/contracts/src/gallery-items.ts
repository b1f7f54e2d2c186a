// The building-block gallery's control items (/template, issue 22): one item per block of
// platform spec 2.11, seeded like every form's items so that a developer who changes one in
// /developer/controlItems sees the change in the gallery (signed in). Visitors see the seeded
// items (the stored ones need a session; decision 0068).

import { fieldItem } from './control-item-seed';
import type { StoredControlItem } from './fields';

export const GALLERY_FORM = 'template';

type Attributes = Parameters<typeof fieldItem>[4];
type Texts = Parameters<typeof fieldItem>[3];
type FieldType = Parameters<typeof fieldItem>[2];

const item = (name: string, type: FieldType, texts: Texts, attributes: Attributes = {}) =>
  fieldItem(name, GALLERY_FORM, type, texts, attributes);

const PROVINCES: [string, string, string][] = [
  ['ON', 'Ontario', 'Ontario'],
  ['QC', 'Quebec', 'Québec'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
];

const withInfo = (
  stored: StoredControlItem,
  info: Record<string, [en: string, fr: string]>,
): StoredControlItem => ({
  ...stored,
  optionItems: stored.optionItems.map((option) => ({
    ...option,
    infoEn: info[option.value]?.[0] ?? '',
    infoFr: info[option.value]?.[1] ?? '',
  })),
});

const FREQUENCY_INFO: Record<string, [string, string]> = {
  '012': ['Twelve payments a year', 'Douze paiements par année'],
  '001': ['One payment a year', 'Un paiement par année'],
};

export const GALLERY_ITEMS: readonly StoredControlItem[] = [
  item(
    'btnTemplateDelay',
    'button',
    {
      caption: ['Send (off 3 seconds after a click)', 'Envoyer (inactif 3 secondes après un clic)'],
    },
    { delayTime: 3000 },
  ),
  item(
    'chkTemplateConsent',
    'check',
    { caption: ['I have read the notice', 'J’ai lu l’avis'] },
    { required: true },
  ),
  item(
    'rdoTemplateProvince',
    'radio',
    { caption: ['Province (radio group)', 'Province (boutons radio)'] },
    { required: true, options: PROVINCES },
  ),
  item(
    'rdoTemplateSmoker',
    'radio',
    { caption: ['Smoker class (pills)', 'Usage du tabac (pastilles)'] },
    {
      options: [
        ['N', 'Non-smoker', 'Non-fumeur'],
        ['S', 'Smoker', 'Fumeur'],
      ],
    },
  ),
  withInfo(
    item(
      'rdoTemplateFrequency',
      'radio',
      { caption: ['Payment frequency (tiles)', 'Fréquence des paiements (tuiles)'] },
      {
        options: [
          ['012', 'Monthly', 'Mensuelle'],
          ['001', 'Annual', 'Annuelle'],
        ],
      },
    ),
    FREQUENCY_INFO,
  ),
  withInfo(
    item(
      'cboTemplateFrequency',
      'combo',
      {
        caption: ['Payment frequency (modal list)', 'Fréquence des paiements (liste modale)'],
      },
      {
        required: true,
        options: [
          ['012', 'Monthly', 'Mensuelle'],
          ['001', 'Annual', 'Annuelle'],
        ],
      },
    ),
    FREQUENCY_INFO,
  ),
  item(
    'cboTemplateOnlyOne',
    'combo',
    { caption: ['A select with one option', 'Une liste à une seule option'] },
    { options: [['ON', 'Ontario', 'Ontario']] },
  ),
  item('dtTemplateDate', 'date', { caption: ['Date of birth', 'Date de naissance'] }),
  item('txtTemplatePhone', 'phone', { caption: ['Phone', 'Téléphone'] }),
  item('txtTemplatePostalCode', 'postalCode', { caption: ['Postal code', 'Code postal'] }),
  item('txtTemplateZip', 'zipCode', { caption: ['ZIP code', 'Code ZIP'] }),
  item('txtTemplateSin', 'sin', {
    caption: ['Social insurance number', 'Numéro d’assurance sociale'],
  }),
  item('txtTemplateSsn', 'ssn', {
    caption: ['Social security number', 'Numéro de sécurité sociale (É.-U.)'],
  }),
  item('txtTemplateName', 'name', { caption: ['Name', 'Nom'] }, { maxLength: 60 }),
  item(
    'txtTemplateUpper',
    'upperCase',
    { caption: ['Plan code', 'Code du régime'] },
    { maxLength: 10 },
  ),
  item('txtTemplateEmail', 'email', { caption: ['E-mail', 'Courriel'] }, { maxLength: 254 }),
  item(
    'txtTemplateAge',
    'integer',
    { caption: ['Age (18 to 85)', 'Âge (18 à 85)'] },
    { useLimits: true, min: 18, max: 85, maxLength: 2 },
  ),
  item(
    'txtTemplateAmount',
    'dollar',
    { caption: ['Amount', 'Montant'] },
    { useLimits: true, min: 0, max: 1_000_000, allowZero: true, decimalPlaces: 2, maxLength: 12 },
  ),
  item(
    'txtTemplateRate',
    'percent',
    { caption: ['Rate', 'Taux'] },
    { useLimits: true, min: 0, max: 15, allowZero: true, decimalPlaces: 2, maxLength: 5 },
  ),
  item(
    'txtTemplateNotes',
    'textarea',
    { caption: ['Notes', 'Notes'] },
    { maxLength: 500, isOptional: true },
  ),
  item(
    'mchTemplateRiders',
    'multiCheck',
    {
      caption: [
        'Riders (values joined by a pipe)',
        'Avenants (valeurs jointes par un trait vertical)',
      ],
    },
    {
      options: [
        ['T10', 'Term 10', 'Temporaire 10 ans'],
        ['ADB', 'Accidental death', 'Décès accidentel'],
        ['CHILD', 'Child rider', 'Avenant pour enfants'],
      ],
    },
  ),
  item(
    'txtTemplateSearch',
    'text',
    { caption: ['Policy number (text with submit)', 'Numéro de police (texte avec bouton)'] },
    { maxLength: 20 },
  ),
  item(
    'txtTemplateTooltip',
    'text',
    {
      caption: ['Agent code (help in a tooltip)', 'Code d’agent (aide dans une infobulle)'],
      status: [
        'The code on your contract, such as BA10234.',
        'Le code de votre contrat, comme BA10234.',
      ],
    },
    { showTooltip: true, maxLength: 10 },
  ),
  item(
    'tabTemplateDisabled',
    'button',
    { caption: ['Disabled by its control item', 'Désactivé par son élément de contrôle'] },
    { disabled: true },
  ),
];
