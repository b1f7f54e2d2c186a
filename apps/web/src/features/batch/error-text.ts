import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';

/** The refusals the batch calls word for the user (decision 0086): 400, 413 and 429. */
const WORDED = [400, 413, 429];

/**
 * What a refused or failed batch call says to the user: why the file or the list was refused
 * (a 400 or 413), or to wait for a batch to finish (a 429), in the server's words, as every
 * refusal the server words for the user is shown (decision 0011); anything else, and a call
 * that never reached the server, in the catalogue's.
 */
export function batchErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && WORDED.includes(error.status) && error.message.trim() !== '') {
    return error.message;
  }
  return t(errorMessageKey(error));
}
