// A generated new-business census (issue 23 §3): the lives the batch benchmark and the kill -9
// drill upload. Deterministic (a fixed seed, one generator per row, so any slice is built
// alone) and valid for each product's limits: the mix of products, ages, sexes, smoker
// classes, modes and faces a group case or a block of sales would show, with one row in ten
// asking for the face an annual premium buys instead of a face.
import { firstYearPremium } from '@portal/actuarial/premium';
import { productLimits } from '@portal/actuarial/products/limits';
import type { ProductId } from '@portal/actuarial/products/types';
import { CENSUS_COLUMNS, type CensusColumn, type CensusRow } from '@portal/contracts/batch';
import { FIRST_F, FIRST_M, rng } from './inforce';

type Rng = () => number;

/**
 * Products and their share of the lives: level term sells most, then whole life and universal
 * life. Term 100 Joint (0562) is left out: it insures two lives and a census row is one.
 */
const PRODUCT_MIX: readonly (readonly [ProductId, number])[] = [
  ['0131', 0.18],
  ['0132', 0.22],
  ['0133', 0.12],
  ['0563', 0.08],
  ['0900', 0.12],
  ['0902', 0.08],
  ['0602', 0.12],
  ['0603', 0.08],
];

/** The products a premium row may name: those whose face follows from a level premium. */
const PREMIUM_PRODUCTS = new Set<ProductId>(['0131', '0132', '0133', '0563', '0900', '0902']);

/** Smoker classes of adults (a child is always N): S and R are both smokers. */
const SMOKERS = [
  ['N', 0.82],
  ['S', 0.13],
  ['R', 0.05],
] as const;

const MODES = [
  ['Monthly', 0.55],
  ['Annual', 0.3],
  ['Quarterly', 0.08],
  ['SemiAnnual', 0.07],
] as const;

function weighted<T>(r: Rng, choices: readonly (readonly [T, number])[]): T {
  let u = r() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of choices) {
    u -= w;
    if (u < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** A standard normal draw (Box–Muller). */
function normal(r: Rng): number {
  const u = Math.max(r(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Ages as buyers are: most between 30 and 50; whole and universal life also insure children. */
function ageFor(r: Rng, productId: ProductId): number {
  const { issueAge } = productLimits(productId);
  if (issueAge.min === 0 && r() < 0.06) return Math.floor(r() * 18);
  const age = Math.round(41 + 11 * normal(r));
  return clamp(age, Math.max(issueAge.min, 18), issueAge.max);
}

/** Faces log-normal around what each family sells, rounded as agents quote them. */
function faceFor(r: Rng, productId: ProductId): number {
  const { face, family } = productLimits(productId);
  const [median, step] =
    family === 'term' ? [500_000, 25_000] : family === 'ul' ? [250_000, 10_000] : [150_000, 5_000];
  const raw = median * Math.exp(0.7 * normal(r));
  // Twice the minimum at least, so a premium row's face never falls under it by rounding.
  return clamp(Math.round(raw / step) * step, face.min * 2, Math.min(face.max, 5_000_000));
}

export interface GeneratedLife extends CensusRow {
  /** The face a premium row was priced from (null for a face row): what the engine should buy. */
  pricedFace: number | null;
}

/** Generated life `index` (0-based): its own seed, so any slice can be built alone. */
export function generatedLife(index: number): GeneratedLife {
  const r = rng(0xce05 ^ Math.imul(index + 1, 0x9e3779b1));
  const productId = weighted(r, PRODUCT_MIX);
  const issueAge = ageFor(r, productId);
  const sex = r() < 0.52 ? 'M' : 'F';
  const smokeClass = issueAge < 18 ? 'N' : weighted(r, SMOKERS);
  const premiumMode = weighted(r, MODES);
  const face = faceFor(r, productId);
  const names = sex === 'M' ? FIRST_M : FIRST_F;
  const reference = `L${String(index + 1).padStart(6, '0')} ${names[index % names.length]}`;
  const life = { reference, productId, issueAge, sex, smokeClass, premiumMode } as const;
  if (PREMIUM_PRODUCTS.has(productId) && r() < 0.1) {
    const priced = firstYearPremium({
      productId,
      faceAmount: face,
      premiumMode: 'Annual',
      insureds: [{ sex, smokeClass, issueAge }],
      ...(productLimits(productId).family === 'wholeLife'
        ? { wholeLife: { dividendOption: 'PUA' as const } }
        : {}),
    });
    if (!priced.ok) throw new Error(`census life ${index}: ${JSON.stringify(priced.problems)}`);
    // Whole dollars, rounded up: the face it buys is the priced face or a little more.
    const premium = Math.ceil(priced.firstYearPremium.annualPremium / 100);
    return { ...life, premium, pricedFace: face };
  }
  return { ...life, faceAmount: face, pricedFace: null };
}

export function generatedCensus(count: number, from = 0): GeneratedLife[] {
  return Array.from({ length: count }, (_, k) => generatedLife(from + k));
}

const cell = (value: unknown) => {
  const text = value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The census as the CSV file a user uploads: a header of the contract's column names. */
export function censusCsv(lives: readonly CensusRow[]): string {
  const columns: readonly CensusColumn[] = CENSUS_COLUMNS;
  const lines = [columns.join(',')];
  for (const life of lives) lines.push(columns.map((column) => cell(life[column])).join(','));
  return `${lines.join('\n')}\n`;
}
