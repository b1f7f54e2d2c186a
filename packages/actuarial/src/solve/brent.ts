// Brent's method (inverse quadratic interpolation with bisection as a safeguard), as lmi's
// solves use: robust on the kinked, step-like functions a projection in cents produces.

export interface BrentResult {
  readonly root: number;
  readonly value: number;
  readonly iterations: number;
  readonly converged: boolean;
}

/**
 * A root of f in [a, b]; f(a) and f(b) must differ in sign (else throws). Stops when the
 * bracket is narrower than `tolerance` or f is exactly 0.
 */
export function brent(
  f: (x: number) => number,
  lower: number,
  upper: number,
  tolerance = 1e-9,
  maxIterations = 200,
): BrentResult {
  let a = lower;
  let b = upper;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return { root: a, value: 0, iterations: 0, converged: true };
  if (fb === 0) return { root: b, value: 0, iterations: 0, converged: true };
  if (fa * fb > 0) throw new Error(`brent: no sign change on [${lower}, ${upper}]`);
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tolerance;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0)
      return { root: b, value: fb, iterations: iteration, converged: true };
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * m * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = d;
      }
    } else {
      d = m;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return { root: b, value: fb, iterations: maxIterations, converged: false };
}
