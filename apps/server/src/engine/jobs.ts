// The engine's work, as jobs a worker thread can run: each takes plain data (what a request
// carried, already checked at the edge) and answers plain data, so that it crosses a thread
// by structured clone. The same functions run inline where a job is provably small
// (decision 0021), and in the tests of the pool.
import {
  charitableGiving,
  incomePayout,
  insuranceAsInvestment,
  internalRateOfReturn,
} from '@portal/actuarial/concepts';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { validateIllustrationInput } from '@portal/actuarial/input';
import { columnValues, type Ledger } from '@portal/actuarial/ledger';
import { type PremiumSummary, premiumSummary } from '@portal/actuarial/premium';
import { type InputProblem, problem } from '@portal/actuarial/problems';
import { sharedOwnership } from '@portal/actuarial/shared-ownership';
import {
  type ConceptsRequest,
  type ConceptsResponse,
  type FirstYearPremiumResponse,
  type IllustrationResult,
  LEDGER_COLUMNS,
  type LedgerBody,
} from '@portal/contracts/illustration';
import {
  type SharedOwnershipData,
  type SharedOwnershipResponse,
  sharedEngineInput,
  sharedFormField,
} from '@portal/contracts/shared-ownership';
import { illustrateLife } from '../batch/life';
import { policyValues } from '../batch/policy-values';
import { compareWithCase } from '../illustration/new-business';
import type { ChartSpec } from '../reports/charts';
import { illustrationSheets } from '../reports/excel-model';
import {
  buildIllustrationDocument,
  type IllustrationDocument,
} from '../reports/illustration-model';
import type { SheetSpec } from '../reports/pool';
import { buildProgressDocument, type ProgressDocument } from '../reports/progress-model';

/** What a job answers: its value, or the engine's refusal of the input (a 400). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

const summaryBody = (summary: PremiumSummary) => ({
  ...summary,
  coverages: [...summary.coverages],
});

function ledgerBody(ledger: Ledger): LedgerBody {
  const columns = {} as Record<string, (number | null)[]>;
  // IRR cells that are not meaningful come out as null (engine README §IRR).
  for (const column of LEDGER_COLUMNS) columns[column] = columnValues(ledger, column);
  return {
    basis: ledger.basis,
    issueAge: ledger.issueAge,
    years: ledger.years,
    lapseYear: ledger.lapseYear,
    endReason: ledger.endReason,
    columns: columns as LedgerBody['columns'],
    funds: ledger.funds.map((fund) => ({
      fundId: fund.fundId,
      values: Array.from(fund.values.subarray(0, ledger.years)),
    })),
    limitedFlows: ledger.limitedFlows.map((flow) => ({ ...flow })),
  };
}

/** Every number in these rows (or values) is a safe integer or a finite fraction. */
function exact(values: unknown): boolean {
  if (typeof values === 'number')
    return Number.isInteger(values) ? Number.isSafeInteger(values) : Number.isFinite(values);
  if (Array.isArray(values)) return values.every(exact);
  if (values && typeof values === 'object') return Object.values(values).every(exact);
  return true;
}

/**
 * The answer, or the engine's refusal when a value passed 2⁵³ cents (the largest deposit at
 * the highest fund rates over 120 years does): such a number is no longer exact, and the
 * answer's schema would refuse it as a server fault. Refused on the deposit for a UL case (the
 * lever that grows the fund), else on the face.
 */
function checkedExact<T>(input: IllustrationInput, value: T): Outcome<T> {
  if (exact(value)) return { ok: true, value };
  return refused([problem(input.ul ? 'ul.annualDeposit' : 'faceAmount', 'ledgerTooLarge')]);
}

const refused = (problems: readonly InputProblem[]) => ({
  ok: false as const,
  problems: problems.map((p) => ({ ...p, params: { ...p.params } })),
});

/** POST /api/GetFirstYearPremium: the premium summary. */
export function premiumJob(input: IllustrationInput): Outcome<FirstYearPremiumResponse> {
  const checked = validateIllustrationInput(input);
  if (!checked.ok) return refused(checked.problems);
  return { ok: true, value: { firstYearPremium: summaryBody(premiumSummary(checked.value)) } };
}

/** POST /api/illustrations/run: the premium summary, the three ledgers and the tax status. */
export function illustrationJob(input: IllustrationInput): Outcome<IllustrationResult> {
  const checked = validateIllustrationInput(input);
  if (!checked.ok) return refused(checked.problems);
  const result = illustrateResolved(checked.value);
  return checkedExact(input, {
    premiumSummary: summaryBody(result.premiumSummary),
    ledgers: {
      guaranteed: ledgerBody(result.ledgers.guaranteed),
      illustrated: ledgerBody(result.ledgers.illustrated),
      alternate: ledgerBody(result.ledgers.alternate),
    },
    tax: result.tax,
  });
}

/** POST /api/illustrations/concepts: the concepts on the illustrated basis. */
export function conceptsJob(
  request: Omit<ConceptsRequest, 'input'> & { input: IllustrationInput },
): Outcome<ConceptsResponse> {
  const checked = validateIllustrationInput(request.input);
  if (!checked.ok) return refused(checked.problems);
  const ledger = illustrateResolved(checked.value).ledgers.illustrated;
  const { compareProductIds, incomePayout: payout } = request;
  const income =
    payout &&
    incomePayout(ledger, {
      startAge: payout.startAge,
      payoutYears: payout.payoutYears,
      loanRate: payout.loanRate / 100,
      intRate: payout.intRate / 100,
      taxRate: payout.taxRate / 100,
    });
  if (income && !income.ok) return refused([income.problem]);
  const rates = (r: { intRate: number; taxRate: number } | undefined) =>
    r && { intRate: r.intRate / 100, taxRate: r.taxRate / 100 };
  const charity = rates(request.charitableGiving);
  const investment = rates(request.insuranceInvestment);
  const charitable = charity ? charitableGiving(ledger, charity) : null;
  const asInvestment = investment ? insuranceAsInvestment(ledger, investment) : null;
  // Compounded at a high rate over a long ledger, an amount can pass 2⁵³ cents, where it is no
  // longer exact: that concept is refused on its rate, with the engine's words, never a wrong
  // number (nor a 500 from the answer's schema).
  const tooLarge = [
    ['charitableGiving.intRate', charitable],
    ['insuranceInvestment.intRate', asInvestment],
    ['incomePayout.intRate', income ? [income.nonRegisteredIncome] : null],
  ].flatMap(([field, values]) =>
    values && !exact(values) ? [problem(field as string, 'conceptTooLarge')] : [],
  );
  if (tooLarge.length > 0) return refused(tooLarge);
  return checkedExact(request.input, {
    productCompare: compareProductIds
      ? compareWithCase(request.input, compareProductIds).map((line) => ({
          ...line,
          problems: [...line.problems],
          premiumSummary: line.premiumSummary && summaryBody(line.premiumSummary),
          values: [...line.values],
          premiumSchedule: [...line.premiumSchedule],
        }))
      : null,
    internalRateOfReturn: internalRateOfReturn(ledger),
    charitableGiving: charitable,
    insuranceInvestment: asInvestment,
    incomePayout: income
      ? {
          annualIncome: income.annualIncome,
          preTaxEquivalent: income.preTaxEquivalent,
          nonRegisteredIncome: income.nonRegisteredIncome,
          rows: [...income.rows],
        }
      : null,
  });
}

/**
 * POST /api/illustrations/shared-ownership: the concept's values on the guaranteed and
 * illustrated bases from the slideshow's merged form, or the engine's refusals on the form's
 * own fields (issue 21 §2).
 */
export function sharedOwnershipJob(data: SharedOwnershipData): Outcome<SharedOwnershipResponse> {
  const outcome = sharedOwnership(sharedEngineInput(data));
  if (!outcome.ok)
    return refused(outcome.problems.map((p) => ({ ...p, field: sharedFormField(p.field) })));
  const basis = (b: typeof outcome.value.illustrated) => ({
    ...b,
    rows: b.rows.map((row) => ({ ...row })),
    end: b.end && { ...b.end },
  });
  return {
    ok: true,
    value: {
      ...outcome.value,
      guaranteed: basis(outcome.value.guaranteed),
      illustrated: basis(outcome.value.illustrated),
    },
  };
}

type IllustrationReportArgs = Parameters<typeof buildIllustrationDocument>[0] & {
  /** The caller's scalar rows of the workbook's summary sheet (excel-model `scalarRows`). */
  scalars: [string, string | number][];
};

/** The illustration report's document, charts and workbook sheets (the report calls). */
export function illustrationReportJob(args: IllustrationReportArgs): Outcome<{
  document: IllustrationDocument;
  charts: ChartSpec[];
  sheets: SheetSpec[];
}> {
  // Shared Ownership data the engine cannot illustrate is a 400 on its field, never a page
  // left out without a word (issue 21 §3).
  if (args.form.sharedOwnership) {
    const shared = sharedOwnership(sharedEngineInput(args.form.sharedOwnership));
    if (!shared.ok)
      return refused(
        shared.problems.map((p) => ({
          ...p,
          field: `formData.sharedOwnership.${sharedFormField(p.field)}`,
        })),
      );
  }
  const built = buildIllustrationDocument(args);
  const { ledgers } = built.illustration;
  const values = [ledgers.guaranteed, ledgers.illustrated, ledgers.alternate].map(ledgerBody);
  const checked = checkedExact(args.input, values);
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: {
      document: built.document,
      charts: built.charts,
      sheets: illustrationSheets(built, args.lang, args.scalars),
    },
  };
}

/** The policy-progress report's document, with its projection from today. */
export function progressReportJob(
  args: Parameters<typeof buildProgressDocument>[0],
): ProgressDocument {
  return buildProgressDocument(args);
}

/** One life of a new-business batch (issue 23 §2): see batch/life.ts. */
export function batchLifeJob(args: {
  row: Parameters<typeof illustrateLife>[0];
  today: string;
  lang: 'en' | 'fr';
}) {
  return illustrateLife(args.row, new Date(args.today), args.lang);
}

/** Every job by name, as a worker receives them. */
export const JOBS = {
  premium: premiumJob,
  illustration: illustrationJob,
  concepts: conceptsJob,
  sharedOwnership: sharedOwnershipJob,
  illustrationReport: illustrationReportJob,
  progressReport: progressReportJob,
  batchLife: batchLifeJob,
  batchPolicy: policyValues,
} as const;

export type JobName = keyof typeof JOBS;
export type JobArg<K extends JobName> = Parameters<(typeof JOBS)[K]>[0];
export type JobResult<K extends JobName> = ReturnType<(typeof JOBS)[K]>;

/** A job the tests send to show that a stuck thread is stopped (never reachable from a route). */
export const TEST_JOBS = {
  /** Spins for the given milliseconds, or for good with Infinity. */
  spin(ms: number): number {
    const until = Date.now() + ms;
    let n = 0;
    while (Date.now() < until) n++;
    return n;
  },
} as const;
