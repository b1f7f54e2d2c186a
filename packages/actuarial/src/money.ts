// Units kept apart by the type checker: money is a whole number of cents, rates are
// decimals per year (0.04 = 4 %). The brands cost nothing at run time.

declare const centsBrand: unique symbol;
declare const rateBrand: unique symbol;

/** A whole number of cents. Amounts are held and shown this way; dollars only at the edge. */
export type Cents = number & { readonly [centsBrand]: true };
/** An annual rate as a decimal: 0.0125 is 1.25 %. */
export type Rate = number & { readonly [rateBrand]: true };

export const ZERO = 0 as Cents;

/**
 * Rounds half away from zero at `places` decimals. The tiny nudge undoes binary
 * representation error (1.005 is stored as 1.00499999…), so a value that is a half in
 * decimal rounds the way a person working by hand would round it.
 */
export function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  const scaled = Math.abs(value) * scale;
  const rounded = Math.floor(scaled + 0.5 + scaled * 1e-13);
  return (value < 0 ? -rounded : rounded) / scale;
}

/** The spec's rounding helper: 2 decimals. */
export function round2(value: number): number {
  return roundTo(value, 2);
}

/** Dollars (possibly fractional) to whole cents, rounded half away from zero. */
export function toCents(dollars: number): Cents {
  const scaled = Math.abs(dollars) * 100;
  const rounded = Math.floor(scaled + 0.5 + scaled * 1e-13);
  return (dollars < 0 ? -rounded : rounded) as Cents;
}

/** A fractional number of cents to whole cents, half away from zero. */
export function roundCents(cents: number): Cents {
  const a = Math.abs(cents);
  const rounded = Math.floor(a + 0.5 + a * 1e-13);
  return (cents < 0 ? -rounded : rounded) as Cents;
}

export function dollars(cents: Cents): number {
  return cents / 100;
}

export function rate(decimal: number): Rate {
  return decimal as Rate;
}

/** Percent as written in product data (1.25) to a decimal rate (0.0125), exactly to 10 places. */
export function percentToRate(percent: number): Rate {
  return roundTo(percent / 100, 10) as Rate;
}
