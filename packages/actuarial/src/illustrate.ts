// One call for a whole illustration: validate, price, project each basis, derive tax and IRR.
import { priceCoverages } from './coverages';
import { finishLedger as finish } from './finish';
import { validateIllustrationInput } from './input';
import type { ResolvedInput } from './input-types';
import type { BasisName, Ledger } from './ledger';
import { bases } from './ledger';
import { toCents } from './money';
import type { PremiumSummary } from './premium';
import { premiumSummary } from './premium';
import type { InputProblem } from './problems';
import { ncpiQ } from './tax/acb';
import type { ExemptStatus } from './tax/exempt';
import {
  exemptionTestReserves,
  exemptTestStatus,
  firstExemptTestFailure,
  isBeforeDec2_1982,
} from './tax/exempt';
import { termLedger } from './term/ledger';
import { ulLedger } from './ul/ledger';
import { prepareUl } from './ul/prepare';
import { wholeLifeLedger } from './wholelife/ledger';

export interface Illustration {
  readonly input: ResolvedInput;
  readonly premiumSummary: PremiumSummary;
  /** Guaranteed, illustrated (current) and alternate (illustrated less 1 point) side by side. */
  readonly ledgers: Readonly<Record<BasisName, Ledger>>;
  readonly tax: TaxSummary;
}

export interface TaxSummary {
  /** Null without an issue date. */
  readonly exemptStatus: ExemptStatus | null;
  readonly isBeforeDec2_1982: boolean | null;
  /** First policy-year index whose illustrated cash value exceeds the exemption test policy's reserve. */
  readonly exemptTestFirstFailure: number | null;
}

/** Tested: policies whose cash value can grow beyond the base (UL, par with additions). */
function taxSummary(input: ResolvedInput, illustrated: Ledger, q: Float64Array): TaxSummary {
  const product = input.product;
  const option = input.wholeLife?.dividendOption ?? 'PUA';
  const tested =
    product.family === 'ul' ||
    (product.family === 'wholeLife' && (option === 'PUA' || option === 'ENH'));
  const issueDate = input.issueDate;
  // An in-force projection has no history to test (README §In-force projection).
  if (!issueDate || input.inforce)
    return { exemptStatus: null, isBeforeDec2_1982: null, exemptTestFirstFailure: null };
  const reserves = exemptionTestReserves(q, illustrated.issueAge, issueDate);
  const failure = firstExemptTestFailure(
    illustrated.cashSurrenderValue,
    input.faceAmount * 100,
    reserves,
    illustrated.years,
  );
  return {
    exemptStatus: exemptTestStatus(issueDate, failure === null, tested),
    isBeforeDec2_1982: isBeforeDec2_1982(issueDate),
    exemptTestFirstFailure: failure,
  };
}

function byBasis(project: (basis: BasisName) => Ledger): Record<BasisName, Ledger> {
  const out = {} as Record<BasisName, Ledger>;
  for (const basis of bases) out[basis] = project(basis);
  return out;
}

export function illustrateResolved(input: ResolvedInput): Illustration {
  const q = ncpiQ(input);
  const paid = toCents(input.inforce?.premiumsPaid ?? 0);
  const finishLedger = (ledger: Ledger, ncpi: Float64Array) => finish(ledger, ncpi, paid);
  const product = input.product;
  let ledgers: Record<BasisName, Ledger>;
  switch (product.family) {
    case 'term':
    case 'term100': {
      const priced = priceCoverages(input);
      // No non-guaranteed element: one projection, shown under each basis name.
      const ledger = finishLedger(termLedger(input, priced, 'guaranteed'), q);
      ledgers = {
        guaranteed: ledger,
        illustrated: { ...ledger, basis: 'illustrated' },
        alternate: { ...ledger, basis: 'alternate' },
      };
      break;
    }
    case 'wholeLife': {
      const priced = priceCoverages(input);
      ledgers = byBasis((basis) => finishLedger(wholeLifeLedger(input, priced, basis), q));
      break;
    }
    case 'ul': {
      const prepared = prepareUl(input);
      ledgers = byBasis((basis) => finishLedger(ulLedger(input, prepared, basis), q));
      break;
    }
  }
  return {
    input,
    premiumSummary: premiumSummary(input),
    ledgers,
    tax: taxSummary(input, ledgers.illustrated, q),
  };
}

/** An illustration, or every problem of its input: never a thrown error (README §Entry points). */
export type IllustrationOutcome =
  | { readonly ok: true; readonly value: Illustration }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

/** Validates the input (an `IllustrationInput`, or anything a caller was given) and illustrates it. */
export function illustrate(raw: unknown): IllustrationOutcome {
  const checked = validateIllustrationInput(raw);
  return checked.ok ? { ok: true, value: illustrateResolved(checked.value) } : checked;
}
