// Beneficiary relationships (the relationship to the insured, which also names a class of
// beneficiaries) by code, in both languages (decision 0031). The data carry either the code
// (Shared Ownership's EM, SP) or the admin system's English word ('Children').
import { labelTable } from './table';

export const RELATIONSHIPS = labelTable([
  { codes: ['SP'], en: 'Spouse', fr: 'Conjoint' },
  { codes: ['CH'], en: 'Children', fr: 'Enfants' },
  { codes: ['CD', 'CHILD'], en: 'Child', fr: 'Enfant' },
  { codes: ['SO'], en: 'Son', fr: 'Fils' },
  { codes: ['DA'], en: 'Daughter', fr: 'Fille' },
  { codes: ['FA'], en: 'Father', fr: 'Père' },
  { codes: ['MO'], en: 'Mother', fr: 'Mère' },
  { codes: ['PA'], en: 'Parents', fr: 'Parents' },
  { codes: ['BR'], en: 'Brother', fr: 'Frère' },
  { codes: ['SI'], en: 'Sister', fr: 'Sœur' },
  { codes: ['GC'], en: 'Grandchildren', fr: 'Petits-enfants' },
  { codes: ['ES'], en: 'Estate', fr: 'Succession' },
  { codes: ['EM'], en: 'Employer', fr: 'Employeur' },
  { codes: ['BP'], en: 'Business Partner', fr: 'Associé' },
  { codes: ['CO'], en: 'Corporation', fr: 'Société' },
  { codes: ['TR'], en: 'Trust', fr: 'Fiducie' },
  { codes: ['CY'], en: 'Charity', fr: 'Organisme de bienfaisance' },
  { codes: ['CR'], en: 'Creditor', fr: 'Créancier' },
  { codes: ['OT'], en: 'Other', fr: 'Autre' },
]);
