import type { Language } from './control-item';
import type { CatalogueKey, FieldError } from './messages';
import { formatNumber } from './numbers';

/** Any flat catalogue: the defaults of messages.ts, or per-field texts from the database. */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  return Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
}

/**
 * The text of a key with {name} placeholders filled in. Spec 5: a missing translation
 * yields an empty string (never the key, which would show code to a user); a placeholder
 * without a value also becomes empty rather than showing braces.
 */
export function resolveMessage(
  catalogue: Catalogue,
  key: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const text = lookUp(catalogue, key);
  if (text === undefined) return '';
  return text.replace(PLACEHOLDER, (_, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? '') : '',
  );
}

/** The text of a validation error. */
export function errorMessage(catalogue: Catalogue, error: FieldError): string {
  return resolveMessage(catalogue, error.key, error.params);
}

/** Spec 5: a field's help text comes from '{field}-status'. */
export function fieldHelpText(catalogue: Catalogue, fieldName: string): string {
  return resolveMessage(catalogue, `${fieldName}-status`);
}

/**
 * Spec 5: a field's error text comes from '{field}-error', falling back to '{field}-caption'
 * (an empty '-error' text counts as missing, so the caption still names the field).
 */
export function fieldErrorText(catalogue: Catalogue, fieldName: string): string {
  return (
    resolveMessage(catalogue, `${fieldName}-error`) ||
    resolveMessage(catalogue, `${fieldName}-caption`)
  );
}

/**
 * Spec 5: 'n Error(s)' with singular or plural text, msg-NoErrors when none. Both English and
 * French use the singular for exactly one (zero never reaches it), so no plural rules are
 * needed; a catalogue without the _one/_other forms falls back to 'msg-Error(s)'.
 */
export function formSummary(errorCount: number, catalogue: Catalogue, language: Language = 'en') {
  if (errorCount <= 0) return resolveMessage(catalogue, 'msg-NoErrors');
  const plural: CatalogueKey = errorCount === 1 ? 'msg-Error(s)_one' : 'msg-Error(s)_other';
  const key = lookUp(catalogue, plural) === undefined ? 'msg-Error(s)' : plural;
  return resolveMessage(catalogue, key, { count: formatNumber(errorCount, language) });
}
