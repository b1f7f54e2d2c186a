/** The message keys of spec 5, exactly as the spec spells them (catalogues are keyed by them). */
export const MESSAGE_KEYS = [
  'msg-Range',
  'msg-TextLength',
  'msg-checked',
  'msg-required',
  'msg-min',
  'msg-max',
  'msg-Option',
  'msg-ValidEmail',
  'msg-ValidPhone',
  'msg-Limits',
  'msg-Status',
  'msg-Error(s)',
  'msg-NoErrors',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/**
 * The form summary needs a singular and a plural text. They sit beside 'msg-Error(s)' under
 * i18next's plural suffixes (_one, _other), so the web app's i18next reads them as plurals
 * too; 'msg-Error(s)' itself stays as the fallback a catalogue may be limited to.
 */
export const SUMMARY_PLURAL_KEYS = ['msg-Error(s)_one', 'msg-Error(s)_other'] as const;
export type CatalogueKey = MessageKey | (typeof SUMMARY_PLURAL_KEYS)[number];

/** A validation failure: the message key and the values its text interpolates. */
export interface FieldError {
  key: MessageKey;
  params?: Record<string, string>;
}

/**
 * Default texts. Placeholders are {name}: {min} and {max} come already formatted in the
 * user's input language, {count} is the number of errors.
 * msg-min and msg-max serve limits open on one side, msg-Limits a value that is not a number
 * of the field's kind, msg-Status labels the form's status line.
 */
const en = {
  'msg-Range': 'Enter a value from {min} to {max}.',
  'msg-TextLength': 'Enter at least {min} characters.',
  'msg-checked': 'Check this box to continue.',
  'msg-required': 'This field is required.',
  'msg-min': 'Enter a value of at least {min}.',
  'msg-max': 'Enter a value of at most {max}.',
  'msg-Option': 'Select an option.',
  'msg-ValidEmail': 'Enter a valid email address, such as name@example.com.',
  'msg-ValidPhone': 'Enter a 10-digit phone number, such as (416) 555-0123.',
  'msg-Limits': 'Enter a valid number.',
  'msg-Status': 'Form status',
  'msg-Error(s)': '{count} error(s)',
  'msg-Error(s)_one': '{count} error',
  'msg-Error(s)_other': '{count} errors',
  'msg-NoErrors': 'No errors',
} as const satisfies Record<CatalogueKey, string>;

/** Canadian French (OQLF usage: courriel, no space before the final period). */
const fr: Record<keyof typeof en, string> = {
  'msg-Range': 'Entrez une valeur de {min} à {max}.',
  'msg-TextLength': 'Entrez au moins {min} caractères.',
  'msg-checked': 'Cochez cette case pour continuer.',
  'msg-required': 'Ce champ est obligatoire.',
  'msg-min': 'Entrez une valeur d’au moins {min}.',
  'msg-max': 'Entrez une valeur d’au plus {max}.',
  'msg-Option': 'Sélectionnez une option.',
  'msg-ValidEmail': 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
  'msg-ValidPhone': 'Entrez un numéro de téléphone à 10 chiffres, comme (514) 555-0123.',
  'msg-Limits': 'Entrez un nombre valide.',
  'msg-Status': 'État du formulaire',
  'msg-Error(s)': '{count} erreur(s)',
  'msg-Error(s)_one': '{count} erreur',
  'msg-Error(s)_other': '{count} erreurs',
  'msg-NoErrors': 'Aucune erreur',
};

export const FIELD_MESSAGES: Readonly<Record<'en' | 'fr', Readonly<Record<CatalogueKey, string>>>> =
  { en, fr };
