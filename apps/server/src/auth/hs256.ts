// Verifying our own HS256 access tokens with node:crypto, synchronously. jose's verifier goes
// through WebCrypto (a key import and an async job per call): on every signed-in request that
// was an eighth of the server's CPU under load. Signing stays with jose; this checks only the
// one shape we issue, and refuses everything else.
import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const HS256_SIGNATURE_BYTES = 32;

export interface VerifiedPayload {
  [claim: string]: unknown;
}

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The payload of a compact JWS signed with HS256 under `key` whose `exp` is after `nowSeconds`
 * (and `nbf`, when present, not after it); null for anything else: another algorithm
 * (including "none"), critical header parameters, a bad signature, malformed segments.
 */
export function verifyHs256(
  jwt: string,
  key: KeyObject,
  nowSeconds: number,
): VerifiedPayload | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!SEGMENT.test(header) || !SEGMENT.test(payload) || !SEGMENT.test(signature)) return null;

  const given = Buffer.from(signature, 'base64url');
  if (given.length !== HS256_SIGNATURE_BYTES) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (!timingSafeEqual(given, expected)) return null;

  const protectedHeader = jsonObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const claims = jsonObject(payload);
  if (!claims) return null;
  if (typeof claims.exp !== 'number' || !(claims.exp > nowSeconds)) return null;
  if (claims.nbf !== undefined && !(typeof claims.nbf === 'number' && claims.nbf <= nowSeconds))
    return null;
  return claims;
}
