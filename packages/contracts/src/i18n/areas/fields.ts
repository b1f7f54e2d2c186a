import type { CatalogueShape } from '../catalogue';

/** The shared building blocks' own words (field texts come from the control items). */
export const fieldsEn = {
  optional: '(optional)',
  moreAbout: 'More about {{field}}',
  cancel: 'Cancel',
  choose: 'Choose',
  chooseOption: 'Choose an option',
  submit: 'Submit',
  loading: 'Loading…',
  show: 'Show {{group}}',
  hide: 'Hide {{group}}',
  noRows: 'No results.',
  // Counts have their plural forms (i18next picks by Intl.PluralRules); French needs _many
  // (a million and more), so English carries it too.
  rowCount_one: '{{count, number}} row',
  rowCount_other: '{{count, number}} rows',
  rowCount_many: '{{count, number}} rows',
  errorsTitle: 'Please correct the following:',
  errorLine: '{{field}}: {{message}}',
  dateFormat: 'Type the date as YYYY-MM-DD.',
  leftOut: 'Left out, as this field does not take it: “{{chars}}”.',
  cutTo: 'Cut to {{max}} characters, the most this field holds.',
  close: 'Close',
  clearField: 'Clear {{field}}',
  alerts: { Success: 'Success', Error: 'Error', Secondary: 'Notice' },
} as const;

export const fieldsFr: CatalogueShape<typeof fieldsEn> = {
  optional: '(facultatif)',
  moreAbout: 'En savoir plus sur {{field}}',
  cancel: 'Annuler',
  choose: 'Choisir',
  chooseOption: 'Choisissez une option',
  submit: 'Soumettre',
  loading: 'Chargement…',
  show: 'Afficher {{group}}',
  hide: 'Masquer {{group}}',
  noRows: 'Aucun résultat.',
  rowCount_one: '{{count, number}} ligne',
  rowCount_other: '{{count, number}} lignes',
  rowCount_many: '{{count, number}} de lignes',
  errorsTitle: 'Veuillez corriger ce qui suit :',
  errorLine: '{{field}} : {{message}}',
  dateFormat: 'Tapez la date sous la forme AAAA-MM-JJ.',
  leftOut: 'Laissé de côté, car ce champ ne l’accepte pas : « {{chars}} ».',
  cutTo: 'Coupé à {{max}} caractères, le maximum de ce champ.',
  close: 'Fermer',
  clearField: 'Effacer {{field}}',
  alerts: { Success: 'Succès', Error: 'Erreur', Secondary: 'Avis' },
};
