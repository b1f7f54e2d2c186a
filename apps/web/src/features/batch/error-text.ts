import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';

/** The refusals the batch calls word for the user, in their language (decision 0086). */
const WORDED = [400, 413, 429];

/**
 * What a refused or failed batch call says to the user: a 400 names why the file or the list
 * was refused, and a 429 says to wait for a batch to finish, in the server's words; anything
 * else, and a call that never reached the server, in the catalogue's. A body the contract
 * refused (code `validation`: the screen checks the same limits first) has only the schema's
 * words, so the catalogue's sentence is shown.
 */
export function batchErrorText(error: unknown, t: TFunction): string {
  if (
    error instanceof ApiError &&
    WORDED.includes(error.status) &&
    error.code !== 'validation' &&
    error.message.trim() !== ''
  ) {
    return error.message;
  }
  return t(errorMessageKey(error));
}
