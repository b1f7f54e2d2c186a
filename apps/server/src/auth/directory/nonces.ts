// Sign-in nonces the portal issues for directory sign-in (decision 0049, revised by 0030):
// the browser fetches one before it opens the directory's pop-up or silent frame, the
// directory copies it into the id token, and the exchange accepts only a token whose nonce
// this server (or any instance sharing its secret) issued within the lifetime. A token
// obtained by another application for the same audience, or by a sign-in the portal did not
// start, cannot open a portal session. Stateless, so any instance of a fleet can check it;
// single use is enforced at the exchange.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough for a user to finish the directory's sign-in page, short enough to leak little. */
export const DIRECTORY_NONCE_LIFETIME_MS = 10 * 60 * 1000;

const RANDOM_BYTES = 16;
const MAC_BYTES = 32;

export class DirectoryNonces {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('portal directory nonces v1').digest();
  }

  issue(now: Date): string {
    const random = randomBytes(RANDOM_BYTES).toString('base64url');
    const expires = Math.floor((now.getTime() + DIRECTORY_NONCE_LIFETIME_MS) / 1000);
    return `${random}.${expires}.${this.#mac(random, expires).toString('base64url')}`;
  }

  /** Why a token's nonce is refused (for the log), or null when this server issued it in time. */
  refusal(nonce: string | undefined, now: Date): string | null {
    if (nonce === undefined) return 'no nonce';
    const parts = nonce.split('.');
    if (parts.length !== 3) return 'nonce not issued by the portal';
    const [random, expiresText, macText] = parts as [string, string, string];
    if (!/^\d{1,12}$/.test(expiresText)) return 'nonce not issued by the portal';
    const given = Buffer.from(macText, 'base64url');
    if (given.length !== MAC_BYTES || given.toString('base64url') !== macText) {
      return 'nonce not issued by the portal';
    }
    const expires = Number(expiresText);
    if (!timingSafeEqual(given, this.#mac(random, expires)))
      return 'nonce not issued by the portal';
    if (expires * 1000 <= now.getTime()) return 'nonce expired';
    return null;
  }

  #mac(random: string, expires: number): Buffer {
    return createHmac('sha256', this.#key).update(`${random}\n${expires}`).digest();
  }
}
