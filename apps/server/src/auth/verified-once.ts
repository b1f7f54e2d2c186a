// Every signed-in call presents the same access token for its 15 minutes, and checking its
// HS256 signature (an HMAC and two JSON parses) was the largest piece of what POST
// /api/getpolicy does beyond its two reads (decision 0088). The signature of a given text
// under this process's key cannot change, so it is checked once per text; what can change with
// time, the token's validity window, is checked on every call. Nothing about the session or
// the user is kept here: the guard still reads them on every call (decision 0015).

/** What a verified token carries: its claims and the window in which it is valid. */
export interface VerifiedToken<C> {
  claims: C;
  /** Seconds since the epoch: valid while now < exp. */
  exp: number;
  /** Seconds since the epoch, when present: valid once nbf <= now. */
  nbf: number | undefined;
}

/** At most this many token texts are remembered per process; the oldest make room. */
export const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * `verify` (the full check) memoised by the token's exact text, for verified tokens only: a
 * refused text is checked in full every time it comes back, so nobody can fill the memory
 * with texts that were never signed. A remembered token is refused once outside its window,
 * and forgotten then.
 */
export function verifiedOnce<C>(
  verify: (token: string, nowSeconds: number) => VerifiedToken<C> | null,
  max = MAX_REMEMBERED_TOKENS,
): { check(token: string, nowSeconds: number): C | null; readonly size: number } {
  const known = new Map<string, VerifiedToken<C>>();
  const inWindow = (t: VerifiedToken<C>, now: number) =>
    now < t.exp && (t.nbf === undefined || t.nbf <= now);
  return {
    check(token, nowSeconds) {
      const seen = known.get(token);
      if (seen) {
        if (inWindow(seen, nowSeconds)) return seen.claims;
        known.delete(token);
        return null;
      }
      const verified = verify(token, nowSeconds);
      if (!verified || !inWindow(verified, nowSeconds)) return null;
      if (known.size >= max) {
        // Map keeps insertion order: the first key is the oldest.
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      known.set(token, verified);
      return verified.claims;
    },
    get size() {
      return known.size;
    },
  };
}
