import type { StoredControlItem, StoredControlItemMap } from '@portal/contracts/fields';
import { controlItem, type FieldType } from '@portal/domain/fields/control-item';
import { LOGIN_ITEMS } from '@portal/domain/fields/login';

type Texts = { caption: [string, string]; status?: [string, string]; error?: [string, string] };
type Option = [value: string, en: string, fr: string];

/** A stored control item as GET /api/GetControlItems answers it (the seed's shape). */
export function storedItem(
  fieldName: string,
  formName: string,
  fieldType: FieldType,
  texts: Texts,
  attributes: Partial<
    Omit<StoredControlItem, 'fieldName' | 'formName' | 'fieldType' | 'optionItems'>
  > & { options?: readonly Option[] } = {},
): StoredControlItem {
  const { options = [], ...rest } = attributes;
  return {
    ...controlItem(fieldName, fieldType),
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

const LANGUAGES: Option[] = [
  ['English', 'English', 'Anglais'],
  ['French', 'French', 'Français'],
];
const PHONE_HELP: [string, string] = [
  'Ten digits, such as (416) 555-0123.',
  'Dix chiffres, comme (514) 555-0123.',
];

const login = (name: 'username' | 'password', caption: [string, string]) => {
  const {
    fieldName: _n,
    fieldType,
    optionItems: _o,
    ...attributes
  } = LOGIN_ITEMS[name] ?? {
    fieldName: name,
    fieldType: 'text' as const,
    optionItems: [],
  };
  return storedItem(name, 'login', fieldType, { caption }, attributes);
};

/**
 * The control items every install is seeded with (apps/server/src/db/seeds/fields.ts): the
 * login form and the profile dialog. Tests of other areas add their own items over these.
 */
export const SEEDED_ITEMS: readonly StoredControlItem[] = [
  login('username', ['User name', 'Nom d’utilisateur']),
  login('password', ['Password', 'Mot de passe']),
  storedItem(
    'profileName',
    'profile',
    'text',
    { caption: ['Name', 'Nom'] },
    { required: true, maxLength: 100 },
  ),
  storedItem(
    'emailAddress',
    'profile',
    'email',
    { caption: ['E-mail address', 'Adresse courriel'] },
    { maxLength: 254 },
  ),
  storedItem(
    'agentID',
    'profile',
    'text',
    { caption: ['Agent ID', 'Code d’agent'] },
    { readOnly: true, maxLength: 30 },
  ),
  storedItem('phoneNumberPrimary', 'profile', 'phone', {
    caption: ['Primary phone', 'Téléphone principal'],
    status: PHONE_HELP,
  }),
  storedItem('isMobilePrimary', 'profile', 'check', { caption: ['Mobile', 'Cellulaire'] }),
  storedItem('phoneNumberSecondary', 'profile', 'phone', {
    caption: ['Secondary phone', 'Téléphone secondaire'],
    status: PHONE_HELP,
  }),
  storedItem('isMobileSecondary', 'profile', 'check', { caption: ['Mobile', 'Cellulaire'] }),
  storedItem('faxNumber', 'profile', 'phone', {
    caption: ['Fax number', 'Numéro de télécopieur'],
  }),
  storedItem(
    'inputLanguage',
    'profile',
    'radio',
    { caption: ['Input language', 'Langue de saisie'] },
    { required: true, options: LANGUAGES },
  ),
  storedItem(
    'reportLanguage',
    'profile',
    'radio',
    { caption: ['Report language', 'Langue des rapports'] },
    { required: true, options: LANGUAGES },
  ),
  storedItem(
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
  storedItem(
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

/** The answer of GET /api/GetControlItems: the seeded items, with `changes` over them. */
export function controlItemMap(
  changes: Record<string, Partial<StoredControlItem>> = {},
  extra: readonly StoredControlItem[] = [],
): StoredControlItemMap {
  const map: Record<string, StoredControlItem> = {};
  for (const item of [...SEEDED_ITEMS, ...extra]) map[item.fieldName] = item;
  for (const [name, change] of Object.entries(changes)) {
    const item = map[name];
    if (!item) throw new Error(`No control item ${name} to change`);
    map[name] = { ...item, ...change };
  }
  return map;
}
