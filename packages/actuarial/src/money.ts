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

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * The exact value of a decimal amount in units of 10^−places (places 2: cents; 3:
 * thousandths), or null when it is not a non-negative decimal with at most `places` decimals
 * that fits a safe integer. A number is read from its shortest round-trip decimal form, which
 * is the decimal the person typed (19.99 is read as "19.99", never as 19.989999…), so
 * nothing is multiplied in binary floating point: 8315.03 is 831 503 cents exactly. A string
 * must be plain digits with an optional decimal point ("8315.03"). Read once, at the edge.
 */
export function parseDecimal(value: unknown, places: number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  // Exponent forms are beyond 1e21 or below 1e-6: too large, or finer than any unit here.
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > places) return null;
  const scaled = Number(whole) * 10 ** places + Number(significant.padEnd(places, '0') || '0');
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** A decimal dollar amount as whole cents, exactly, or null (see parseDecimal). */
export function exactCents(value: unknown): Cents | null {
  return parseDecimal(value, 2) as Cents | null;
}
