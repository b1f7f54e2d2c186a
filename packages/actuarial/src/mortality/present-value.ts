// Present values on a q vector, by explicit loops (the README writes the same sums).
// Year t of the vector is policy year t + 1; payments at the end of the year of death,
// premiums at the start of each year; v = 1 / (1 + i).

/** A: Σ_{t=from}^{from+years−1} v^{t−from+1} · (t−from)p · q_t, plus the endowment at the end if asked. */
export function insurance(
  q: Float64Array,
  from: number,
  years: number,
  i: number,
  endowment = false,
): number {
  const v = 1 / (1 + i);
  let survival = 1;
  let discount = v;
  let sum = 0;
  for (let t = from; t < from + years; t++) {
    const qt = t < q.length ? (q[t] ?? 1) : 1;
    sum += discount * survival * qt;
    survival *= 1 - qt;
    discount *= v;
  }
  if (endowment) sum += (discount / v) * survival;
  return sum;
}

/** ä: Σ_{t=from}^{from+years−1} v^{t−from} · (t−from)p. */
export function annuityDue(q: Float64Array, from: number, years: number, i: number): number {
  const v = 1 / (1 + i);
  let survival = 1;
  let discount = 1;
  let sum = 0;
  for (let t = from; t < from + years; t++) {
    sum += discount * survival;
    survival *= 1 - (t < q.length ? (q[t] ?? 1) : 1);
    discount *= v;
  }
  return sum;
}

/**
 * Whole-life single premiums at every duration by backward recursion:
 * A[n] = 1 (age 121, certain death, pays the face) and A[t] = v · (q_t + p_t · A[t+1]).
 * Length q.length + 1.
 */
export function wholeLifeSinglePremiums(q: Float64Array, i: number): Float64Array {
  const v = 1 / (1 + i);
  const n = q.length;
  const a = new Float64Array(n + 1);
  a[n] = 1;
  for (let t = n - 1; t >= 0; t--) {
    const qt = q[t] ?? 1;
    a[t] = v * (qt + (1 - qt) * (a[t + 1] ?? 1));
  }
  return a;
}

/**
 * Temporary annuities-due to the end of the premium period at every duration:
 * ä[t] = 1 + v · p_t · ä[t+1] for t < payYears, 0 from payYears on. Length q.length + 1.
 */
export function temporaryAnnuitiesDue(q: Float64Array, payYears: number, i: number): Float64Array {
  const v = 1 / (1 + i);
  const n = q.length;
  const a = new Float64Array(n + 1);
  for (let t = Math.min(payYears, n) - 1; t >= 0; t--) {
    a[t] = 1 + v * (1 - (q[t] ?? 1)) * (a[t + 1] ?? 0);
  }
  return a;
}
