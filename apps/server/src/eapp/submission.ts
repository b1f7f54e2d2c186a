// Submit, between the call and the store: the whole validation of spec 5 with the lengths the
// stored control items give, the secret fields sealed and masked (decisions 0060, 0061).

import { EAPP_FORM, lengthsFromItems } from '@portal/contracts/eapp-items';
import type { ErrorResponse } from '@portal/contracts/errors';
import { type EAppForm, maskAccount, type SecretField } from '@portal/domain/eapp/form';
import { validateEApplication } from '@portal/domain/eapp/validate';
import type { Language } from '@portal/domain/fields/control-item';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { listFormItems } from '../repositories/control-items';
import { catalogueOf, toEngineItems } from '../routes/controls/engine-items';
import { seal } from './secrets';

/** Refuses with a 400 naming each field in the user's language; changes nothing. */
export async function checkApplication(db: Db, form: EAppForm, language: Language): Promise<void> {
  const stored = await listFormItems(db, EAPP_FORM);
  const problems = validateEApplication(form, {
    language,
    lengths: lengthsFromItems(stored),
    // Each field's item as the developer area left it: required, length, choices, caption.
    items: toEngineItems(stored, language),
    catalogue: catalogueOf(stored, language),
  });
  if (problems.length === 0) return;
  const issues: NonNullable<ErrorResponse['issues']> = problems.map((problem) => ({
    path: problem.field,
    message: problem.message,
  }));
  throw new ApiError(400, 'validation', problems.map((p) => p.message).join('. '), issues);
}

/** All but the last 3 digits hidden, or every digit for the short bank routing numbers. */
function masked(field: SecretField, value: string): string {
  if (field === 'transit' || field === 'institution')
    return '•'.repeat(value.replace(/\D/g, '').length);
  return maskAccount(value);
}

/** The form as stored (secret fields masked) and the sealed envelope of those fields. */
export function sealSecrets<F extends EAppForm>(
  key: Buffer,
  form: F,
  id: string,
): { stored: F; secrets: string } {
  const plain: Record<SecretField, string> = {
    ownerSin: form.ownerSin,
    transit: form.transit,
    institution: form.institution,
    accountNumber: form.accountNumber,
  };
  const stored: F = { ...form };
  for (const field of Object.keys(plain) as SecretField[])
    stored[field] = masked(field, plain[field]);
  return { stored, secrets: seal(key, plain, id) };
}

export function clientNameOf(form: EAppForm): string {
  if (form.ownerType === 'Company') return form.ownerCompanyName.trim();
  return `${form.ownerFirstName.trim()} ${form.ownerLastName.trim()}`.trim();
}
