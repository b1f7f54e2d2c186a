import { products } from '@portal/actuarial/products/catalogue';
import type { SetupItem, StoredControlItem } from '@portal/contracts/fields';
import { controlItem, type FieldType } from '@portal/domain/fields/control-item';
import { LOGIN_ITEMS } from '@portal/domain/fields/login';
import type { Db } from '../database';
import { controlItems, interfaceSetupItems } from '../tables/fields';

/**
 * Reference data every install has (issue 4 §1): the control items of the login and profile
 * forms, and the interface setup of every product. Inserted when missing and never
 * overwritten, so a developer's change survives restarts; a second run changes nothing.
 * Later areas seed their own forms' items with `seedControlItems` and `fieldItem`.
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

/** Inserts the items that are missing; existing ones (perhaps edited) are left alone. */
export async function seedControlItems(
  db: Db,
  items: readonly StoredControlItem[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(controlItems)
    .values(items.map(({ isDirty: _d, isError: _e, ...item }) => ({ ...item, updatedAt: now })))
    .onConflictDoNothing({ target: controlItems.fieldName });
}

interface FundData {
  id: string;
  name: { en: string; fr: string };
  illustratedRate: number;
}

/**
 * Every product of the actuarial catalogue (products are data: 0131, 0132, 0133, 0562,
 * 0563, 0900, 0902, 0602, 0603): its name, plan code, family, issue ages and face limits,
 * and for universal life its funds with their default rates (0602: DI 1.25, CBF 1.50,
 * CEFI 5.95, APEF 4.15).
 */
export function productSetupSeed(): SetupItem[] {
  const rows: SetupItem[] = [];
  for (const product of Object.values(products)) {
    const setting = (setupKey: string, value: string, en: string, fr: string) =>
      rows.push({
        prodID: product.id,
        setupType: 'product',
        setupKey,
        value,
        captionEn: en,
        captionFr: fr,
        displayOrder: rows.filter((row) => row.prodID === product.id).length + 1,
        isActive: true,
      });
    setting('productName', product.planCode, product.name.en, product.name.fr);
    setting('family', product.family, 'Product family', 'Famille de produits');
    setting(
      'minIssueAge',
      String(product.issueAge.min),
      'Minimum issue age',
      'Âge minimal à l’établissement',
    );
    setting(
      'maxIssueAge',
      String(product.issueAge.max),
      'Maximum issue age',
      'Âge maximal à l’établissement',
    );
    setting(
      'minFaceAmount',
      String(product.face.min),
      'Minimum face amount',
      'Capital assuré minimal',
    );
    setting(
      'maxFaceAmount',
      String(product.face.max),
      'Maximum face amount',
      'Capital assuré maximal',
    );
    const funds: readonly FundData[] =
      'funds' in product && Array.isArray(product.funds) ? product.funds : [];
    funds.forEach((fund, index) => {
      rows.push({
        prodID: product.id,
        setupType: 'fund',
        setupKey: fund.id,
        value: fund.illustratedRate.toFixed(2),
        captionEn: fund.name.en,
        captionFr: fund.name.fr.replaceAll("'", '’'),
        displayOrder: index + 1,
        isActive: true,
      });
    });
  }
  return rows;
}

export async function seedSetupItems(
  db: Db,
  items: readonly SetupItem[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(interfaceSetupItems)
    .values(items.map((item) => ({ ...item, updatedAt: now })))
    .onConflictDoNothing({
      target: [
        interfaceSetupItems.prodID,
        interfaceSetupItems.setupType,
        interfaceSetupItems.setupKey,
      ],
    });
}

/** The field engine's reference data, run at every start. */
export async function seedFields(db: Db, now: Date): Promise<void> {
  await seedControlItems(db, FIELD_SEED, now);
  await seedSetupItems(db, productSetupSeed(), now);
}
