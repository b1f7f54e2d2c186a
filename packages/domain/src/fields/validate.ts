import {
  type ControlItem,
  type ControlItemMap,
  DECIMAL_TYPES,
  type FieldValue,
  type FormValues,
  type Language,
  PATTERN_LENGTHS,
  TEXT_LENGTH_TYPES,
  UNVALIDATED_TYPES,
  WHOLE_NUMBER_TYPES,
} from './control-item';
import { applyMask } from './masks';
import type { FieldError } from './messages';
import { formatNumber, readNumber } from './numbers';

export interface ValidationContext {
  /** The user's input language: how numbers are read and limits written. */
  language: Language;
  /** The field the user is typing in, if any: some checks wait until they leave it. */
  editingField?: string | null;
}

/**
 * Spec 5, for the browser and the server alike. A field is checked when it is enabled and
 * shown; then required fields are checked when empty, and any field with a value is checked
 * for its form (an optional e-mail, once filled in, must still be an e-mail). Fields the user
 * cannot change (disabled, displayDisabled, readOnly, locked) are not checked: an error they
 * cannot clear would block the form for good. Date, file, list and button fields are skipped.
 */
export function validateField(
  item: ControlItem,
  value: FieldValue | null | undefined,
  context: ValidationContext,
): FieldError | null {
  if (!isValidated(item)) return null;
  const editing = context.editingField === item.fieldName;
  switch (item.fieldType) {
    case 'check':
      return item.required && !isTicked(value) ? { key: 'msg-checked' } : null;
    case 'combo':
    case 'radio':
      return item.required && isBlank(value) ? { key: 'msg-Option' } : null;
    case 'email':
      return editing ? null : checkEmail(item, value);
    case 'phone':
      return editing ? null : checkPhone(item, value, context.language);
    default:
      return checkOther(item, value, editing, context.language);
  }
}

/** Every field's error, keyed by field name; fields without an error are absent. */
export function validateForm(
  items: ControlItemMap,
  values: FormValues,
  context: ValidationContext,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const name of Object.keys(items)) {
    const item = items[name];
    if (item === undefined) continue;
    const error = validateField(item, values[name], context);
    if (error !== null) errors[name] = error;
  }
  return errors;
}

export function isValidated(item: ControlItem): boolean {
  return (
    !UNVALIDATED_TYPES.has(item.fieldType) &&
    !item.disabled &&
    !item.displayDisabled &&
    !item.readOnly &&
    !item.locked &&
    !item.displayHidden
  );
}

/** A check box's value: true, or 'true' / '1' as forms and report parameters send it. */
export function isTicked(value: FieldValue | null | undefined): boolean {
  return value === true || value === 'true' || value === '1';
}

function isBlank(value: FieldValue | null | undefined): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asText(value: FieldValue | null | undefined): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join('|');
  return value === true ? 'true' : '';
}

const required: FieldError = { key: 'msg-required' };

/**
 * The browser's own e-mail rule (WHATWG), widened to accented letters, and narrowed to
 * require a dot in the domain: an agent's client has no address at a bare host name.
 */
const EMAIL =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

function checkEmail(item: ControlItem, value: FieldValue | null | undefined): FieldError | null {
  if (isBlank(value)) return item.required ? required : null;
  return isEmailAddress(asText(value).trim()) ? null : { key: 'msg-ValidEmail' };
}

/**
 * Spec 5 compares the length with maxLength (the full mask, 14, when none is set). The value
 * must also be what the mask would make of it, since the server sees raw requests.
 */
function checkPhone(
  item: ControlItem,
  value: FieldValue | null | undefined,
  language: Language,
): FieldError | null {
  if (isBlank(value)) return item.required ? required : null;
  const text = asText(value);
  const length =
    item.maxLength !== null && item.maxLength > 0 ? item.maxLength : PATTERN_LENGTHS.phone;
  const valid = text.length === length && applyMask(item, text, language) === text;
  return valid ? null : { key: 'msg-ValidPhone' };
}

function checkOther(
  item: ControlItem,
  value: FieldValue | null | undefined,
  editing: boolean,
  language: Language,
): FieldError | null {
  if (isBlank(value)) return item.required ? required : null;
  const text = asText(value);
  if (
    item.useMinLength &&
    !editing &&
    TEXT_LENGTH_TYPES.has(item.fieldType) &&
    text.length < item.minLength
  ) {
    const params: Record<string, string> = { min: formatNumber(item.minLength, language) };
    if (item.maxLength !== null && item.maxLength > 0) {
      params.max = formatNumber(item.maxLength, language);
    }
    return { key: 'msg-TextLength', params };
  }
  return checkNumber(item, text, language);
}

/**
 * A numeric field must always hold a number of its kind (whole, or at most decimalPlaces
 * decimals), else msg-Limits. With useLimits it must also be within min..max, and zero is
 * refused unless allowZero, which accepts it even outside the range: zero there means "none".
 * The message names the limits: msg-Range with both, msg-min or msg-max with one.
 */
function checkNumber(item: ControlItem, text: string, language: Language): FieldError | null {
  const whole = WHOLE_NUMBER_TYPES.has(item.fieldType);
  if (!whole && !DECIMAL_TYPES.has(item.fieldType)) return null;
  const read = readNumber(text, language);
  const places = whole ? 0 : Math.max(0, item.decimalPlaces);
  const wellFormed = read !== null && read.decimals <= places;
  if (!item.useLimits) return wellFormed ? null : { key: 'msg-Limits' };
  if (wellFormed && withinLimits(item, read.value)) return null;
  return limitsError(item, language);
}

function withinLimits(item: ControlItem, value: number): boolean {
  if (value === 0) return item.allowZero;
  if (item.min !== null && value < item.min) return false;
  if (item.max !== null && value > item.max) return false;
  return true;
}

function limitsError(item: ControlItem, language: Language): FieldError {
  const { min, max } = item;
  if (min !== null && max !== null) {
    return {
      key: 'msg-Range',
      params: { min: formatNumber(min, language), max: formatNumber(max, language) },
    };
  }
  if (min !== null) return { key: 'msg-min', params: { min: formatNumber(min, language) } };
  if (max !== null) return { key: 'msg-max', params: { max: formatNumber(max, language) } };
  return { key: 'msg-Limits' };
}
