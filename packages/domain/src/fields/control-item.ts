/**
 * Field definitions ("control items", platform spec section 3). One definition drives the
 * browser's mask, display format and validation, and the server's validation of the same form.
 */

/**
 * The closed list of field types. Spec 5 names most of them; the rest come from the building
 * blocks of spec 2.11 and the login rule:
 * - text entry: text, textarea, password (login), upperCase, email, name;
 * - patterned text ("masked text inputs"): phone, postalCode, zipCode, sin, ssn;
 * - whole numbers: integer, dollarInteger, number; decimals: real, dollar, percent;
 * - choices: check, multiCheck (values joined by a pipe), combo (select), radio (also drawn
 *   as pill or tile choosers);
 * - not validated (spec 5): date, file, list, button.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'password',
  'upperCase',
  'email',
  'name',
  'phone',
  'postalCode',
  'zipCode',
  'sin',
  'ssn',
  'integer',
  'dollarInteger',
  'number',
  'real',
  'dollar',
  'percent',
  'check',
  'multiCheck',
  'combo',
  'radio',
  'date',
  'file',
  'list',
  'button',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Spec 5: "date, file, list and button fields are skipped". */
export const UNVALIDATED_TYPES: ReadonlySet<FieldType> = new Set([
  'date',
  'file',
  'list',
  'button',
]);

/** Must hold whole numbers (spec 5, useLimits). */
export const WHOLE_NUMBER_TYPES: ReadonlySet<FieldType> = new Set([
  'integer',
  'dollarInteger',
  'number',
]);

/** Decimals with at most decimalPlaces digits (spec 5, useLimits). */
export const DECIMAL_TYPES: ReadonlySet<FieldType> = new Set(['real', 'dollar', 'percent']);

/** Fields that hold free or patterned text, where useMinLength means something. */
export const TEXT_LENGTH_TYPES: ReadonlySet<FieldType> = new Set([
  'text',
  'textarea',
  'password',
  'upperCase',
  'name',
  'postalCode',
  'zipCode',
  'sin',
  'ssn',
]);

export function isNumericType(type: FieldType): boolean {
  return WHOLE_NUMBER_TYPES.has(type) || DECIMAL_TYPES.has(type);
}

/** One choice of a combo, radio or multi-check; `info` is the select's optional info line. */
export interface OptionItem {
  value: string;
  label: string;
  info?: string;
}

/** Every attribute of spec section 3's control item, keyed by fieldName. */
export interface ControlItem {
  fieldName: string;
  fieldType: FieldType;
  required: boolean;
  disabled: boolean;
  displayHidden: boolean;
  useLimits: boolean;
  /** Lower limit when useLimits; null leaves that side open. */
  min: number | null;
  /** Upper limit when useLimits; null leaves that side open. */
  max: number | null;
  /** Decimals allowed for real, dollar and percent. */
  decimalPlaces: number;
  /** With useLimits, zero is accepted even outside min..max (it means "none"), else refused. */
  allowZero: boolean;
  useMinLength: boolean;
  minLength: number;
  /** Input is cut to this many characters; null (or 0, as legacy rows hold it) is no limit. */
  maxLength: number | null;
  isDirty: boolean;
  isError: boolean;
  readOnly: boolean;
  displayDisabled: boolean;
  showLabel: boolean;
  showTooltip: boolean;
  /** Presentation only: the label says "optional". It does not change validation. */
  isOptional: boolean;
  locked: boolean;
  optionItems: OptionItem[];
  /** A button with this flag is disabled while the form has errors. */
  disableOnError: boolean;
  /** Milliseconds a button stays disabled after a click; 0 for none. */
  delayTime: number;
}

export type ControlItemMap = Record<string, ControlItem>;

/** What an input holds: text, a check box's state, or a multi-check's chosen values. */
export type FieldValue = string | boolean | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue | null | undefined>>;

/** The user's input language as a language code, as the catalogues and Intl want it. */
export type Language = 'en' | 'fr';

/** The session stores the input language as 'English' or 'French' (spec section 3). */
export function languageCode(inputLanguage: 'English' | 'French'): Language {
  return inputLanguage === 'French' ? 'fr' : 'en';
}

/** Full length of each patterned mask, punctuation included; phone validation compares to it. */
export const PATTERN_LENGTHS: Partial<Record<FieldType, number>> = {
  phone: 14,
  postalCode: 7,
  zipCode: 10,
  sin: 11,
  ssn: 11,
};

const DEFAULT_DECIMALS: Partial<Record<FieldType, number>> = { real: 2, dollar: 2, percent: 2 };

/** A control item with everything off, so callers name only what matters to them. */
export function controlItem(
  fieldName: string,
  fieldType: FieldType,
  overrides: Partial<Omit<ControlItem, 'fieldName' | 'fieldType'>> = {},
): ControlItem {
  return {
    fieldName,
    fieldType,
    required: false,
    disabled: false,
    displayHidden: false,
    useLimits: false,
    min: null,
    max: null,
    decimalPlaces: DEFAULT_DECIMALS[fieldType] ?? 0,
    allowZero: false,
    useMinLength: false,
    minLength: 0,
    maxLength: PATTERN_LENGTHS[fieldType] ?? null,
    isDirty: false,
    isError: false,
    readOnly: false,
    displayDisabled: false,
    showLabel: true,
    showTooltip: false,
    isOptional: false,
    locked: false,
    optionItems: [],
    disableOnError: false,
    delayTime: 0,
    ...overrides,
  };
}

/** Builds a map keyed by field name, the shape the database and the forms use. */
export function controlItemMap(items: readonly ControlItem[]): ControlItemMap {
  return Object.fromEntries(items.map((item) => [item.fieldName, item]));
}

/** Spec 9: multi-check values are joined with a pipe. */
export const MULTI_CHECK_SEPARATOR = '|';

export function joinMultiCheck(values: readonly string[]): string {
  return values.join(MULTI_CHECK_SEPARATOR);
}

export function splitMultiCheck(joined: string): string[] {
  return joined === '' ? [] : joined.split(MULTI_CHECK_SEPARATOR);
}
