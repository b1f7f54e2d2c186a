// The needs analysis's control items (issue 22): reference data every install is seeded with,
// and what an anonymous visitor's form runs on (the stored items need a session; decision
// 0068), so both sides validate the same fields with the same engine.

import type { FieldType } from '@portal/domain/fields/control-item';
import { NEEDS_FIELDS as F } from '@portal/domain/needs/form';
import { fieldItem } from './control-item-seed';
import type { StoredControlItem } from './fields';

type Attributes = Parameters<typeof fieldItem>[4];
type Texts = Parameters<typeof fieldItem>[3];

const item = (
  form: string,
  name: string,
  type: FieldType,
  texts: Texts,
  attributes: Attributes = {},
): StoredControlItem => fieldItem(name, form, type, texts, attributes);

/** Dollars, whole cents, up to $100 million; an empty or zero amount means "none". */
const money = (form: string, name: string, texts: Texts, required = false) =>
  item(form, name, 'dollar', texts, {
    required,
    useLimits: true,
    min: 0,
    max: 100_000_000,
    allowZero: true,
    decimalPlaces: 2,
    maxLength: 14,
    isOptional: !required,
  });

/** A yearly rate in percent, two decimals, 0 to 15 %. */
const rate = (form: string, name: string, texts: Texts) =>
  item(form, name, 'percent', texts, {
    required: true,
    useLimits: true,
    min: 0,
    max: 15,
    allowZero: true,
    decimalPlaces: 2,
    maxLength: 5,
  });

export const NEEDS_ITEMS: readonly StoredControlItem[] = [
  item(
    'needs',
    F.clientName,
    'name',
    { caption: ['Client name', 'Nom du client'] },
    { required: true, maxLength: 120 },
  ),
  money(
    'needs',
    F.annualIncome,
    {
      caption: ['Yearly income to replace', 'Revenu annuel à remplacer'],
      status: [
        'What the family needs each year, before the survivor’s own income.',
        'Ce dont la famille a besoin chaque année, avant le revenu propre du survivant.',
      ],
    },
    true,
  ),
  item(
    'needs',
    F.incomeYears,
    'integer',
    { caption: ['Years of income', 'Nombre d’années de revenu'] },
    { required: true, useLimits: true, min: 1, max: 60, maxLength: 2 },
  ),
  money('needs', F.debts, { caption: ['Debts', 'Dettes'] }),
  money('needs', F.mortgage, { caption: ['Mortgage balance', 'Solde hypothécaire'] }),
  money('needs', F.finalExpenses, { caption: ['Final expenses', 'Frais funéraires'] }),
  money('needs', F.education, {
    caption: ['Children’s education', 'Études des enfants'],
  }),
  money('needs', F.emergencyFund, { caption: ['Emergency fund', 'Fonds d’urgence'] }),
  money('needs', F.existingCoverage, {
    caption: ['Existing life insurance', 'Assurance vie existante'],
  }),
  money('needs', F.liquidAssets, { caption: ['Liquid assets', 'Actifs liquides'] }),
  rate('needsLite', F.indexation, {
    caption: ['Income indexation (%)', 'Indexation du revenu (%)'],
  }),
  rate('needsLite', F.discount, {
    caption: ['Discount rate (%)', 'Taux d’actualisation (%)'],
    status: [
      'What the capital is assumed to earn each year.',
      'Ce que le capital est supposé rapporter chaque année.',
    ],
  }),
  money('needsFull', F.spouseIncome, {
    caption: ['Spouse’s yearly income', 'Revenu annuel du conjoint'],
  }),
  money('needsFull', F.survivorPension, {
    caption: [
      'CPP/QPP survivor’s pension (yearly)',
      'Rente de conjoint survivant RPC/RRQ (annuelle)',
    ],
    status: [
      'From the client’s Service Canada or Retraite Québec statement.',
      'Selon le relevé de Service Canada ou de Retraite Québec du client.',
    ],
  }),
  rate('needsFull', F.inflation, { caption: ['Inflation (%)', 'Inflation (%)'] }),
  rate('needsFull', F.afterTaxReturn, {
    caption: ['After-tax return (%)', 'Rendement après impôt (%)'],
  }),
  item(
    'needsFull',
    F.method,
    'radio',
    { caption: ['Use of the capital', 'Utilisation du capital'] },
    {
      required: true,
      options: [
        ['depletion', 'Capital depletion', 'Épuisement du capital'],
        ['preservation', 'Capital preservation', 'Préservation du capital'],
      ],
    },
  ),
  money('needsFull', F.disabilityNeed, {
    caption: ['Monthly income needed if disabled', 'Revenu mensuel requis en cas d’invalidité'],
  }),
  money('needsFull', F.disabilityCoverage, {
    caption: ['Monthly disability benefit held', 'Prestation d’invalidité mensuelle détenue'],
  }),
  money('needsFull', F.criticalIllnessNeed, {
    caption: ['Lump sum needed on a critical illness', 'Somme requise en cas de maladie grave'],
  }),
  money('needsFull', F.criticalIllnessCoverage, {
    caption: ['Critical illness cover held', 'Couverture maladies graves détenue'],
  }),
];
