import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; its default costs are OWASP's minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, made once per process with the same costs as the
 * real ones: an unknown user name is checked against it so that it takes as long to refuse
 * as a wrong password.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  return dummyHash;
}
