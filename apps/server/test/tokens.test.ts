// The access token's verifier refuses every token we did not issue as we issue it. Tokens are
// made by jose (a standard signer), so these tests also hold the verifier to the standard.
import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../src/auth/hs256';
import { JwtSigner } from '../src/auth/tokens';

const SECRET = 's'.repeat(48);
const key = createSecretKey(new TextEncoder().encode(SECRET));
const NOW = new Date('2026-11-21T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

async function jose(header: Record<string, unknown>, claims: Record<string, unknown>) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(key);
}

describe('JwtSigner', () => {
  it('verifies what it signs, until the token expires (spec: jwt lasts 15 minutes)', async () => {
    const signer = new JwtSigner(SECRET);
    const { jwt, expiresAt } = await signer.sign({ username: 'agent', sessionId: 'S1' }, NOW);
    expect(signer.verify(jwt, NOW)).toEqual({ username: 'agent', sessionId: 'S1' });
    expect(signer.verify(jwt, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(signer.verify(jwt, expiresAt)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = new JwtSigner('t'.repeat(48));
    const { jwt } = await other.sign({ username: 'agent', sessionId: 'S1' }, NOW);
    expect(new JwtSigner(SECRET).verify(jwt, NOW)).toBeNull();
  });

  it('refuses a token without the subject or the session', async () => {
    const signer = new JwtSigner(SECRET);
    const exp = NOW_S + 60;
    expect(signer.verify(await jose({}, { sid: 'S1', exp }), NOW)).toBeNull();
    expect(signer.verify(await jose({}, { sub: 'agent', exp }), NOW)).toBeNull();
    expect(signer.verify(await jose({}, { sub: 7, sid: 'S1', exp }), NOW)).toBeNull();
  });
});

describe('verifyHs256', () => {
  const claims = { sub: 'agent', sid: 'S1', exp: NOW_S + 60 };

  it('accepts a standard HS256 token and returns its claims', async () => {
    expect(verifyHs256(await jose({ typ: 'JWT' }, claims), key, NOW_S)).toMatchObject(claims);
  });

  it('refuses a changed payload or signature', async () => {
    const [h, , s] = (await jose({}, claims)).split('.');
    const forgedPayload = b64({ ...claims, sub: 'admin' });
    expect(verifyHs256(`${h}.${forgedPayload}.${s}`, key, NOW_S)).toBeNull();
    const [h2, p2] = (await jose({}, claims)).split('.');
    expect(verifyHs256(`${h2}.${p2}.${'A'.repeat(43)}`, key, NOW_S)).toBeNull();
  });

  it('refuses "none", other algorithms and critical header parameters', async () => {
    const payload = b64(claims);
    expect(verifyHs256(`${b64({ alg: 'none' })}.${payload}.`, key, NOW_S)).toBeNull();
    // Signed correctly with the key, but declaring another algorithm: still refused.
    const hs512Header = b64({ alg: 'HS512' });
    const sig = createHmac('sha256', key).update(`${hs512Header}.${payload}`).digest('base64url');
    expect(verifyHs256(`${hs512Header}.${payload}.${sig}`, key, NOW_S)).toBeNull();
    const critHeader = b64({ alg: 'HS256', crit: ['exp'] });
    const critSig = createHmac('sha256', key)
      .update(`${critHeader}.${payload}`)
      .digest('base64url');
    expect(verifyHs256(`${critHeader}.${payload}.${critSig}`, key, NOW_S)).toBeNull();
  });

  it('refuses expired, not-yet-valid and exp-less tokens', async () => {
    expect(verifyHs256(await jose({}, { ...claims, exp: NOW_S }), key, NOW_S)).toBeNull();
    expect(verifyHs256(await jose({}, { ...claims, exp: '9999999999' }), key, NOW_S)).toBeNull();
    expect(verifyHs256(await jose({}, { sub: 'agent', sid: 'S1' }), key, NOW_S)).toBeNull();
    expect(verifyHs256(await jose({}, { ...claims, nbf: NOW_S + 5 }), key, NOW_S)).toBeNull();
    expect(verifyHs256(await jose({}, { ...claims, nbf: NOW_S }), key, NOW_S)).not.toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const sig = 'A'.repeat(43);
    for (const token of [
      '',
      'a.b',
      'a.b.c.d',
      `${b64({ alg: 'HS256' })}.${b64(claims)}`,
      `${b64({ alg: 'HS256' })}.${b64(claims)}.${sig}.`,
      `${b64({ alg: 'HS256' })}.not json!.${sig}`,
      `${b64({ alg: 'HS256' })}.${b64('[1,2]')}.${sig}`,
      `${b64('not json')}.${b64(claims)}.${sig}`,
      `${'x'.repeat(10_000)}.${'y'.repeat(10_000)}.${sig}`,
      `${b64({ alg: 'HS256' })}.${b64(claims)}.${'A'.repeat(44)}`,
    ])
      expect(verifyHs256(token, key, NOW_S)).toBeNull();
  });
});
