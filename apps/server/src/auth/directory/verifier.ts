import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { z } from 'zod';
import type { DirectoryConfig } from './config';

/** Asymmetric algorithms only: never `none`, never a shared secret (HS*). */
export const DIRECTORY_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
/** How far the provider's clock may be from ours. */
export const CLOCK_SKEW_SECONDS = 60;
/** The key set is kept this long when no unknown key asks for it sooner. */
const JWKS_MAX_AGE_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_MS = 5_000;

const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.string().url(),
  authorization_endpoint: z.string().url(),
  end_session_endpoint: z.string().url().optional(),
  scopes_supported: z.array(z.string()).optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** Why a directory token was refused: for the log, never for the caller. */
export class DirectoryTokenError extends Error {
  override name = 'DirectoryTokenError';
}

export interface DirectoryIdentity {
  username: string;
  /** The token's nonce, when it has one (one exchange per sign-in). */
  nonce: string | undefined;
  /** When the token expires, ms since the epoch. */
  expiresAt: number;
  /** The profile claims a user created at first sign-in starts with (decision 0030). */
  name: string | undefined;
  givenName: string | undefined;
  email: string | undefined;
}

/** Whether a bearer token is signed asymmetrically (a directory token, not a portal jwt). */
export function looksLikeDirectoryToken(token: string): boolean {
  try {
    const { alg } = decodeProtectedHeader(token);
    return typeof alg === 'string' && !alg.startsWith('HS');
  } catch {
    return false;
  }
}

/**
 * Verifies the provider's id tokens against its published key set: signature, issuer,
 * audience, expiry (with a small clock skew), and the username claim. Keys are cached and
 * fetched again for an unknown kid at most once per `jwksMinRefreshMs` (jose's cooldown).
 */
export class DirectoryVerifier {
  readonly #config: DirectoryConfig;
  #discovery: Promise<Discovery> | null = null;
  #keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(config: DirectoryConfig) {
    this.#config = config;
  }

  get config(): DirectoryConfig {
    return this.#config;
  }

  /** The provider's description, fetched once; a failed fetch is tried again next time. */
  discovery(): Promise<Discovery> {
    if (!this.#discovery) {
      this.#discovery = this.#fetchDiscovery().catch((error: unknown) => {
        this.#discovery = null;
        throw error;
      });
    }
    return this.#discovery;
  }

  async #fetchDiscovery(): Promise<Discovery> {
    const response = await fetch(this.#config.discoveryUrl, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      throw new Error(`directory discovery answered ${response.status}`);
    }
    const discovery = discoverySchema.parse(await response.json());
    if (discovery.issuer !== this.#config.issuer) {
      throw new Error(
        `directory discovery names issuer ${discovery.issuer}, not ${this.#config.issuer}`,
      );
    }
    return discovery;
  }

  /** The scopes the browser asks for: User.Read only when the provider lists it. */
  async scopes(): Promise<string[]> {
    const { scopes_supported: supported } = await this.discovery();
    return this.#config.scopes.filter(
      (scope) => scope !== 'User.Read' || supported === undefined || supported.includes(scope),
    );
  }

  async #keySet() {
    if (!this.#keys) {
      const { jwks_uri: uri } = await this.discovery();
      this.#keys = createRemoteJWKSet(new URL(uri), {
        cooldownDuration: this.#config.jwksMinRefreshMs,
        cacheMaxAge: JWKS_MAX_AGE_MS,
        timeoutDuration: DISCOVERY_TIMEOUT_MS,
      });
    }
    return this.#keys;
  }

  async verify(token: string, now: Date): Promise<DirectoryIdentity> {
    const keys = await this.#keySet();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: DIRECTORY_ALGORITHMS,
        issuer: this.#config.issuer,
        audience: this.#config.audience,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: now,
        requiredClaims: ['exp', 'iat'],
      }));
    } catch (error) {
      throw new DirectoryTokenError(describe(error));
    }
    const username = payload[this.#config.usernameClaim];
    if (typeof username !== 'string' || username.trim() === '') {
      throw new DirectoryTokenError(`no ${this.#config.usernameClaim} claim`);
    }
    return {
      username: username.trim(),
      nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined,
      expiresAt: (payload.exp ?? 0) * 1000,
      name: claimText(payload.name),
      givenName: claimText(payload.given_name),
      email: claimText(payload.email),
    };
  }
}

const claimText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return `claim ${error.claim}: ${error.reason}`;
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'signed by a key not in the key set';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof Error) return error.message;
  return String(error);
}
