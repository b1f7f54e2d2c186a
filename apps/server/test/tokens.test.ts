// The access token's verifier refuses every token we did not issue as we issue it. Tokens are
// made by jose (a standard signer), so these tests also hold the verifier to the standard.
import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { verifyHs256 } from '../src/auth/hs256';
import { JwtSigner } from '../src/auth/tokens';
import { type VerifiedToken, verifiedOnce } from '../src/auth/verified-once';

// The real verifier, counted: the signer must check a token's signature once (decision 0088).
vi.mock('../src/auth/hs256', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/auth/hs256')>();
  return { ...real, verifyHs256: vi.fn(real.verifyHs256) };
});

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

describe('JwtSigner remembers verified tokens (decision 0088)', () => {
  it('checks the signature of a token once, however many calls present it', async () => {
    const signer = new JwtSigner(SECRET);
    const { jwt } = await signer.sign({ username: 'agent', sessionId: 'S1' }, NOW);
    const counted = vi.mocked(verifyHs256);
    counted.mockClear();
    for (let i = 0; i < 5; i++) expect(signer.verify(jwt, NOW)).not.toBeNull();
    expect(counted).toHaveBeenCalledTimes(1);
    // Another signer (another key) remembers nothing of this one's.
    expect(new JwtSigner('t'.repeat(48)).verify(jwt, NOW)).toBeNull();
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it('refuses a token changed in any way after the original was verified and remembered', async () => {
    const signer = new JwtSigner(SECRET);
    const { jwt } = await signer.sign({ username: 'agent', sessionId: 'S1' }, NOW);
    expect(signer.verify(jwt, NOW)).toEqual({ username: 'agent', sessionId: 'S1' });
    const [h, p, sig] = jwt.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${b64({ ...payload, sub: 'admin' })}.${sig}`;
    const flipped = `${h}.${p}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const token of [forged, flipped, `${jwt} `, jwt.slice(0, -1), `${jwt}.`]) {
      expect(signer.verify(token, NOW)).toBeNull();
    }
    expect(signer.verify(jwt, NOW)).toEqual({ username: 'agent', sessionId: 'S1' });
  });

  it('keeps the validity window of a remembered token: not before nbf, not from exp', async () => {
    const signer = new JwtSigner(SECRET);
    const jwt = await jose({}, { sub: 'agent', sid: 'S1', nbf: NOW_S, exp: NOW_S + 60 });
    expect(signer.verify(jwt, NOW)).not.toBeNull();
    // A clock set back before nbf (another instance's, a test's) refuses it again.
    expect(signer.verify(jwt, new Date(NOW.getTime() - 1000))).toBeNull();
    expect(signer.verify(jwt, new Date(NOW.getTime() + 59_000))).not.toBeNull();
    expect(signer.verify(jwt, new Date(NOW.getTime() + 60_000))).toBeNull();
  });

  it('hands out claims no caller can change for the next one', async () => {
    const signer = new JwtSigner(SECRET);
    const { jwt } = await signer.sign({ username: 'agent', sessionId: 'S1' }, NOW);
    const first = signer.verify(jwt, NOW);
    expect(() => {
      (first as { username: string }).username = 'admin';
    }).toThrow();
    expect(signer.verify(jwt, NOW)).toEqual({ username: 'agent', sessionId: 'S1' });
  });
});

describe('verifiedOnce', () => {
  /** A full check that counts its calls: texts starting with "ok" verify, until exp 100. */
  function counting() {
    const calls: string[] = [];
    const verify = (token: string): VerifiedToken<string> | null => {
      calls.push(token);
      if (!token.startsWith('ok')) return null;
      return {
        claims: token.toUpperCase(),
        exp: 100,
        nbf: token.includes('late') ? 50 : undefined,
      };
    };
    return { calls, verify };
  }

  it('checks a token text in full once, then only its window', () => {
    const { calls, verify } = counting();
    const memo = verifiedOnce(verify);
    expect(memo.check('ok-1', 10)).toBe('OK-1');
    expect(memo.check('ok-1', 20)).toBe('OK-1');
    expect(memo.check('ok-1', 99)).toBe('OK-1');
    expect(calls).toEqual(['ok-1']);
    expect(memo.check('ok-2', 10)).toBe('OK-2');
    expect(calls).toEqual(['ok-1', 'ok-2']);
  });

  it('never remembers a refused text: it is checked in full every time', () => {
    const { calls, verify } = counting();
    const memo = verifiedOnce(verify);
    expect(memo.check('forged', 10)).toBeNull();
    expect(memo.check('forged', 10)).toBeNull();
    expect(calls).toEqual(['forged', 'forged']);
    expect(memo.size).toBe(0);
  });

  it('refuses a remembered text outside its window and forgets it', () => {
    const { calls, verify } = counting();
    const memo = verifiedOnce(verify);
    expect(memo.check('ok-late', 60)).toBe('OK-LATE');
    expect(memo.check('ok-late', 49)).toBeNull();
    expect(memo.size).toBe(0);
    expect(memo.check('ok-late', 60)).toBe('OK-LATE');
    expect(memo.check('ok-late', 100)).toBeNull();
    expect(memo.size).toBe(0);
    // Checked in full again when it comes back, and refused: the full check sees the window too.
    expect(memo.check('ok-late', 100)).toBeNull();
    expect(calls).toEqual(['ok-late', 'ok-late', 'ok-late']);
    expect(memo.size).toBe(0);
  });

  it('holds at most its bound, the oldest text making room', () => {
    const { calls, verify } = counting();
    const memo = verifiedOnce(verify, 3);
    for (const t of ['ok-a', 'ok-b', 'ok-c', 'ok-d']) memo.check(t, 10);
    expect(memo.size).toBe(3);
    calls.length = 0;
    memo.check('ok-d', 10);
    memo.check('ok-b', 10);
    expect(calls).toEqual([]);
    expect(memo.check('ok-a', 10)).toBe('OK-A');
    expect(calls).toEqual(['ok-a']);
    expect(memo.size).toBe(3);
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
