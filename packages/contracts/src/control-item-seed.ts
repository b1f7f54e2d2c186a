import { controlItem, type FieldType } from '@portal/domain/fields/control-item';
import { LOGIN_ITEMS } from '@portal/domain/fields/login';
import type { StoredControlItem } from './fields';

/**
 * The control items every install is seeded with (issue 4 §1): the login form and the profile
 * dialog. Data, not logic: the server inserts them at start-up and the web app's tests answer
 * with the same list, so the two never drift apart.
 */

interface Texts {
  caption: [en: string, fr: string];
  status?: [en: string, fr: string];
  error?: [en: string, fr: string];
}

type Option = [value: string, en: string, fr: string];

/** A stored control item: the engine's defaults, the given attributes, both languages' texts. */
export function fieldItem(
  fieldName: string,
  formName: string,
  fieldType: FieldType,
  texts: Texts,
  attributes: Partial<
    Omit<StoredControlItem, 'fieldName' | 'formName' | 'fieldType' | 'optionItems'>
  > & {
    options?: readonly Option[];
  } = {},
): StoredControlItem {
  const { options = [], ...rest } = attributes;
  const base = controlItem(fieldName, fieldType);
  return {
    ...base,
    optionItems: options.map(([value, labelEn, labelFr]) => ({
      value,
      labelEn,
      labelFr,
      infoEn: '',
      infoFr: '',
    })),
    formName,
    captionEn: texts.caption[0],
    captionFr: texts.caption[1],
    statusEn: texts.status?.[0] ?? '',
    statusFr: texts.status?.[1] ?? '',
    errorEn: texts.error?.[0] ?? '',
    errorFr: texts.error?.[1] ?? '',
    ...rest,
  };
}

const login = (name: 'username' | 'password', texts: Texts): StoredControlItem => {
  const {
    fieldName: _n,
    fieldType,
    optionItems: _o,
    ...attributes
  } = LOGIN_ITEMS[name] ??
  (() => {
    throw new Error(`LOGIN_ITEMS has no ${name}`);
  })();
  return fieldItem(name, 'login', fieldType, texts, attributes);
};

const LANGUAGES: Option[] = [
  ['English', 'English', 'Anglais'],
  ['French', 'French', 'Français'],
];

/** The login form (spec 2.2 and 5) and the profile dialog (spec 2.7), keyed as the user is. */
export const FIELD_SEED: readonly StoredControlItem[] = [
  login('username', { caption: ['User name', 'Nom d’utilisateur'] }),
  login('password', {
    caption: ['Password', 'Mot de passe'],
    status: ['At least 5 characters.', 'Au moins 5 caractères.'],
  }),
  fieldItem(
    'profileName',
    'profile',
    'text',
    { caption: ['Name', 'Nom'] },
    {
      required: true,
      maxLength: 100,
    },
  ),
  fieldItem(
    'emailAddress',
    'profile',
    'email',
    { caption: ['E-mail address', 'Adresse courriel'] },
    {
      maxLength: 254,
    },
  ),
  fieldItem(
    'agentID',
    'profile',
    'text',
    { caption: ['Agent ID', 'Code d’agent'] },
    {
      readOnly: true,
      maxLength: 30,
    },
  ),
  fieldItem('phoneNumberPrimary', 'profile', 'phone', {
    caption: ['Primary phone', 'Téléphone principal'],
    status: ['Ten digits, such as (416) 555-0123.', 'Dix chiffres, comme (514) 555-0123.'],
  }),
  fieldItem('isMobilePrimary', 'profile', 'check', { caption: ['Mobile', 'Cellulaire'] }),
  fieldItem('phoneNumberSecondary', 'profile', 'phone', {
    caption: ['Secondary phone', 'Téléphone secondaire'],
    status: ['Ten digits, such as (416) 555-0123.', 'Dix chiffres, comme (514) 555-0123.'],
  }),
  fieldItem('isMobileSecondary', 'profile', 'check', { caption: ['Mobile', 'Cellulaire'] }),
  fieldItem('faxNumber', 'profile', 'phone', { caption: ['Fax number', 'Numéro de télécopieur'] }),
  fieldItem(
    'inputLanguage',
    'profile',
    'radio',
    { caption: ['Input language', 'Langue de saisie'] },
    {
      required: true,
      options: LANGUAGES,
    },
  ),
  fieldItem(
    'reportLanguage',
    'profile',
    'radio',
    { caption: ['Report language', 'Langue des rapports'] },
    { required: true, options: LANGUAGES },
  ),
  fieldItem(
    'fontSize',
    'profile',
    'radio',
    { caption: ['Font size', 'Taille des caractères'] },
    {
      required: true,
      options: [
        ['Large', 'Large', 'Grande'],
        ['Small', 'Small', 'Petite'],
      ],
    },
  ),
  fieldItem(
    'defaultApplication',
    'profile',
    'radio',
    { caption: ['Default application at startup', 'Application par défaut au démarrage'] },
    {
      required: true,
      options: [
        ['New Business', 'New Business', 'Affaires nouvelles'],
        ['Inforce', 'Inforce', 'Polices en vigueur'],
        ['Admin', 'Admin', 'Administration'],
      ],
    },
  ),
];
