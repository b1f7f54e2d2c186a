import type { ErrorResponse } from '@portal/contracts/errors';
import { type FieldValue, type Language, languageCode } from '@portal/domain/fields/control-item';
import { errorMessage, fieldErrorText } from '@portal/domain/fields/message-text';
import { validateForm } from '@portal/domain/fields/validate';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { listFormItems } from '../../repositories/control-items';
import { catalogueOf, toEngineItems } from './engine-items';

function asFieldValue(value: unknown): FieldValue | null {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  return null;
}

/**
 * The server's half of "one source of truth for fields": a submitted form is checked with
 * the same engine and the same stored control items as the browser's. Refuses with a 400
 * `validation` whose issues name each field (path) with its text in the user's language
 * ('{field}-error', else the caption, then the rule's message), and whose message is the
 * first of them, so a client that only shows the message still says what is wrong.
 */
export async function validateSubmittedForm(
  db: Db,
  formName: string,
  values: Readonly<Record<string, unknown>>,
  language: Language,
): Promise<void> {
  const stored = await listFormItems(db, formName);
  const items = toEngineItems(stored, language);
  const formValues: Record<string, FieldValue | null> = {};
  for (const name of Object.keys(items)) formValues[name] = asFieldValue(values[name]);
  const errors = validateForm(items, formValues, { language });
  const names = Object.keys(errors);
  if (names.length === 0) return;
  const catalogue = catalogueOf(stored, language);
  const issues: NonNullable<ErrorResponse['issues']> = names.map((name) => {
    const field = fieldErrorText(catalogue, name) || name;
    const message = errorMessage(catalogue, errors[name] as NonNullable<(typeof errors)[string]>);
    return {
      path: name,
      message: language === 'fr' ? `${field}\u00a0: ${message}` : `${field}: ${message}`,
    };
  });
  throw new ApiError(400, 'validation', issues.map((issue) => issue.message).join(' '), issues);
}

/**
 * The profile form (issue 4 §2): when an update touches any field of the 'profile' form, the
 * record as it would be saved (stored values with the update over them) is checked against
 * the profile's control items, in the user's input language. Updates of other things only
 * (form data, widgets, the first-run flag) are not checked.
 */
export async function validateProfileUpdate(
  db: Db,
  stored: Readonly<Record<string, unknown>>,
  update: Readonly<Record<string, unknown>>,
  inputLanguage: 'English' | 'French',
): Promise<void> {
  const names = new Set((await listFormItems(db, 'profile')).map((item) => item.fieldName));
  if (!Object.keys(update).some((key) => names.has(key) && update[key] !== undefined)) return;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  await validateSubmittedForm(db, 'profile', merged, languageCode(inputLanguage));
}
