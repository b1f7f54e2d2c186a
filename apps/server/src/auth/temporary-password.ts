import { randomInt } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

/** Letters and digits that cannot be mistaken for each other when read aloud or copied. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = Math.max(12, PASSWORD_MIN_LENGTH);

/** A one-time password for an administrator's reset: about 69 bits from the system's CSPRNG. */
export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
