// One census life through the engine (issue 23 §2, decision 0086), as the illustration screen
// runs it: the case issued on the illustration date, checked by the engine's own input rules,
// and for a premium row the face that premium buys (the engine's face solve). Kept apart and
// exported so the benchmark can time the engine's part of a batch alone. Runs in an engine
// thread (engine/jobs.ts `batchLife`); answers plain data.
import { illustrateResolved } from '@portal/actuarial/illustrate';
import { type IllustrationInput, validateIllustrationInput } from '@portal/actuarial/input';
import type { Ledger } from '@portal/actuarial/ledger';
import { type InputProblem, type ProblemLang, problemText } from '@portal/actuarial/problems';
import { productById } from '@portal/actuarial/products/catalogue';
import { solveFaceForPremium } from '@portal/actuarial/solve/level-solves';
import { solveFaceForDeposit, solveMinimumDeposit } from '@portal/actuarial/solve/ul-solves';
import type { CensusColumn, CensusRow } from '@portal/contracts/batch';
import { onIllustrationDate } from '../illustration/new-business';

/** Guaranteed cash value and death benefit at one point of the ledger, in cents. */
export interface KeyValue {
  year: number;
  age: number;
  cashValue: number;
  deathBenefit: number;
}

export interface LifeValues {
  faceAmount: number;
  /** True when the face was solved from the row's premium. */
  solvedFace: boolean;
  /** First-year premium, cents: by the row's mode and a year's worth. */
  modalPremium: number;
  annualPremium: number;
  /** Guaranteed values at years 10 and 20 and at age 65, null where the ledger has none. */
  year10: KeyValue | null;
  year20: KeyValue | null;
  age65: KeyValue | null;
}

export type LifeOutcome =
  | { ok: true; value: LifeValues }
  | {
      ok: false;
      code: 'engineRefused' | 'noFaceForPremium';
      column: CensusColumn | null;
      message: string;
    };

const COLUMN_OF: Record<string, CensusColumn> = {
  productId: 'productId',
  faceAmount: 'faceAmount',
  premiumMode: 'premiumMode',
  'ul.annualDeposit': 'premium',
  'insureds.0.issueAge': 'issueAge',
  'insureds[0].issueAge': 'issueAge',
  'insureds.0.sex': 'sex',
  'insureds.0.smokeClass': 'smokeClass',
};

function refusedBy(problem: InputProblem, lang: ProblemLang, noFace = false): LifeOutcome {
  return {
    ok: false,
    code: noFace ? 'noFaceForPremium' : 'engineRefused',
    column: COLUMN_OF[problem.field] ?? (noFace ? 'premium' : null),
    message: problemText(problem, lang).slice(0, 300),
  };
}

function keyValue(ledger: Ledger, index: number): KeyValue | null {
  if (index < 0 || index >= ledger.years) return null;
  return {
    year: index + 1,
    age: ledger.issueAge + index + 1,
    cashValue: Math.round(ledger.cashSurrenderValue[index] ?? 0),
    deathBenefit: Math.round(ledger.deathBenefit[index] ?? 0),
  };
}

/** The engine input of a census row with a given face (and, for UL, annual deposit). */
function inputOf(row: CensusRow, face: number, deposit: number | undefined, today: Date) {
  const input: IllustrationInput = {
    productId: row.productId,
    faceAmount: face,
    premiumMode: row.premiumMode,
    insureds: [{ sex: row.sex, smokeClass: row.smokeClass, issueAge: row.issueAge }],
    ...(deposit === undefined ? {} : { ul: { annualDeposit: deposit } }),
  };
  return onIllustrationDate(input, today);
}

/**
 * The row's illustration: its face (given, or solved from its premium), its first-year
 * premium and its key guaranteed values; or the engine's refusal in the batch's language.
 */
export function illustrateLife(row: CensusRow, today: Date, lang: ProblemLang): LifeOutcome {
  const product = productById(row.productId);
  const isUl = product.family === 'ul';
  let face = row.faceAmount ?? product.face.min;
  let deposit: number | undefined = isUl ? (row.premium ?? 0) : undefined;
  let solvedFace = false;
  const first = validateIllustrationInput(inputOf(row, face, deposit, today));
  if (!first.ok) return refusedBy(first.problems[0] as InputProblem, lang);
  if (row.premium !== undefined) {
    const solved = isUl
      ? solveFaceForDeposit(first.value)
      : solveFaceForPremium(inputOf(row, face, deposit, today), Math.round(row.premium * 100));
    if (!solved.ok) return refusedBy(solved.problem, lang, true);
    face = solved.faceAmount;
    solvedFace = true;
  } else if (isUl) {
    // A UL row with a face: the level deposit that carries it to the cease age.
    const solved = solveMinimumDeposit(first.value);
    if (!solved.ok) return refusedBy(solved.problem, lang);
    deposit = solved.annualDeposit / 100;
  }
  const checked = validateIllustrationInput(inputOf(row, face, deposit, today));
  if (!checked.ok) return refusedBy(checked.problems[0] as InputProblem, lang);
  const illustration = illustrateResolved(checked.value);
  const guaranteed = illustration.ledgers.guaranteed;
  return {
    ok: true,
    value: {
      faceAmount: face,
      solvedFace,
      modalPremium: illustration.premiumSummary.modalPremium,
      annualPremium: illustration.premiumSummary.annualPremium,
      year10: keyValue(guaranteed, 9),
      year20: keyValue(guaranteed, 19),
      age65: keyValue(guaranteed, 65 - guaranteed.issueAge - 1),
    },
  };
}
