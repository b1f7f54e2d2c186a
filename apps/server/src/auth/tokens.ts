import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';
import { verifyHs256 } from './hs256';
import { JWT_LIFETIME_MS } from './limits';
import { verifiedOnce } from './verified-once';

/** 32 random bytes, base64url: refresh tokens and session challenges. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash; the raw value never reaches the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  username: string;
  sessionId: string;
}

export class JwtSigner {
  // A key object made once: handing jose the raw bytes would import them on every call.
  readonly #key: KeyObject;
  // The signature of a token text is checked once; its expiry on every call (decision 0088).
  readonly #verified = verifiedOnce<AccessClaims>((jwt, nowSeconds) => {
    const payload = verifyHs256(jwt, this.#key, nowSeconds);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      claims: Object.freeze({ username: payload.sub, sessionId: payload.sid }),
      // verifyHs256 has checked that exp is a number and nbf, when present, one too.
      exp: payload.exp as number,
      nbf: payload.nbf as number | undefined,
    };
  });

  constructor(secret: string) {
    this.#key = createSecretKey(new TextEncoder().encode(secret));
  }

  async sign(claims: AccessClaims, now: Date): Promise<{ jwt: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + JWT_LIFETIME_MS);
    const jwt = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.username)
      // Two tokens issued in the same second must still differ.
      .setJti(randomUUID())
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(expiresAt))
      .sign(this.#key);
    return { jwt, expiresAt };
  }

  /**
   * A keyed MAC of `value` for one purpose (`label` keeps purposes apart): the successor of a
   * refresh token and the device cookie's signature, which only this server can compute.
   */
  mac(label: string, value: string): string {
    return createHmac('sha256', this.#key).update(`${label}\0${value}`).digest('base64url');
  }

  /** Whether `mac` is this server's MAC of `value` for `label`, compared in constant time. */
  macMatches(label: string, value: string, mac: string): boolean {
    const a = Buffer.from(this.mac(label, value));
    const b = Buffer.from(mac);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** The claims of a valid, unexpired jwt, or null for anything else. */
  verify(jwt: string, now: Date): AccessClaims | null {
    return this.#verified.check(jwt, seconds(now));
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
