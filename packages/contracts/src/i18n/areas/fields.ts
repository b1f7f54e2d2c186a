import type { CatalogueShape } from '../catalogue';

/** The shared building blocks' own words (field texts come from the control items). */
export const fieldsEn = {
  optional: '(optional)',
  moreAbout: 'More about {{field}}',
  cancel: 'Cancel',
  choose: 'Choose',
  chooseOption: 'Choose an option',
  noChoice: 'None chosen',
  submit: 'Submit',
  loading: 'Loading…',
  show: 'Show {{group}}',
  hide: 'Hide {{group}}',
  noRows: 'No results.',
  rowCount: '{{count}} rows',
  errorsTitle: 'Please correct the following:',
  errorLine: '{{field}}: {{message}}',
  dateFormat: 'Type the date as YYYY-MM-DD.',
  close: 'Close',
  alerts: { Success: 'Success', Error: 'Error', Secondary: 'Notice' },
} as const;

export const fieldsFr: CatalogueShape<typeof fieldsEn> = {
  optional: '(facultatif)',
  moreAbout: 'En savoir plus sur {{field}}',
  cancel: 'Annuler',
  choose: 'Choisir',
  chooseOption: 'Choisissez une option',
  noChoice: 'Aucun choix',
  submit: 'Soumettre',
  loading: 'Chargement…',
  show: 'Afficher {{group}}',
  hide: 'Masquer {{group}}',
  noRows: 'Aucun résultat.',
  rowCount: '{{count}} lignes',
  errorsTitle: 'Veuillez corriger ce qui suit :',
  errorLine: '{{field}} : {{message}}',
  dateFormat: 'Tapez la date sous la forme AAAA-MM-JJ.',
  close: 'Fermer',
  alerts: { Success: 'Succès', Error: 'Erreur', Secondary: 'Avis' },
};
