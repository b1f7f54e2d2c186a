// The audit trail: every intermediate quantity of the projection, month by month (UL) or
// year by year (whole life, term), exportable as CSV so any ledger figure can be traced.
import { priceCoverages } from './coverages';
import { validateIllustrationInput } from './input';
import type { ResolvedInput } from './input-types';
import { type BasisName, bases } from './ledger';
import { type InputProblem, problem } from './problems';
import { ledgerIssueAge } from './term/ledger';
import { ulLedger } from './ul/ledger';
import { prepareUl } from './ul/prepare';
import type { UlMonthRow } from './ul/project';
import type { WholeLifeAuditRow } from './wholelife/ledger';
import { wholeLifeLedger } from './wholelife/ledger';

export type AuditRow = Record<string, number | string>;

export interface AuditTrail {
  readonly basis: BasisName;
  readonly granularity: 'month' | 'year';
  /** Column names in order; money columns hold cents. */
  readonly columns: readonly string[];
  readonly rows: readonly AuditRow[];
}

function ulRows(rows: UlMonthRow[], fundIds: readonly string[]): AuditRow[] {
  return rows.map((row) => {
    const { funds, ...rest } = row;
    const out: AuditRow = { ...rest };
    fundIds.forEach((id, f) => {
      out[`fund.${id}`] = funds[f] ?? 0;
    });
    return out;
  });
}

/** The audit trail of one basis, or every problem of the input (never a thrown error). */
export type AuditOutcome =
  | { readonly ok: true; readonly value: AuditTrail }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

export function auditTrail(raw: unknown, basis: BasisName): AuditOutcome {
  if (!(bases as readonly unknown[]).includes(basis))
    return { ok: false, problems: [problem('basis', 'basis')] };
  const checked = validateIllustrationInput(raw);
  return checked.ok ? { ok: true, value: trailOf(checked.value, basis) } : checked;
}

function trailOf(resolved: ResolvedInput, basis: BasisName): AuditTrail {
  const product = resolved.product;
  if (product.family === 'ul') {
    const prepared = prepareUl(resolved);
    const rows: UlMonthRow[] = [];
    ulLedger(resolved, prepared, basis, rows);
    const out = ulRows(rows, prepared.fundIds);
    return { basis, granularity: 'month', columns: Object.keys(out[0] ?? {}), rows: out };
  }
  if (product.family === 'wholeLife') {
    const rows: WholeLifeAuditRow[] = [];
    wholeLifeLedger(resolved, priceCoverages(resolved), basis, rows);
    const out = rows.map((row) => ({ ...row }) as AuditRow);
    return { basis, granularity: 'year', columns: Object.keys(out[0] ?? {}), rows: out };
  }
  const priced = priceCoverages(resolved);
  const years = priced.coverages[0]?.coverYears ?? 0;
  const rows: AuditRow[] = [];
  for (let t = 0; t < years; t++) {
    const row: AuditRow = {
      t,
      age: ledgerIssueAge(resolved) + t,
      policyFee: priced.policyFeeAt(t),
    };
    for (const coverage of priced.coverages) {
      row[`rate.${coverage.planCode}`] = coverage.rateAt(t) ?? 0;
      row[`premium.${coverage.planCode}`] = coverage.premiumAt(t);
    }
    rows.push(row);
  }
  return { basis, granularity: 'year', columns: Object.keys(rows[0] ?? {}), rows };
}

const notMoney = new Set(['t', 'month', 'age', 'coiRate']);

function isMoney(column: string): boolean {
  return !notMoney.has(column) && !column.startsWith('rate.');
}

/** CSV with a header row; money columns in dollars with 2 decimals, rates as they are. */
export function auditToCsv(trail: AuditTrail): string {
  const lines = [trail.columns.join(',')];
  for (const row of trail.rows) {
    lines.push(
      trail.columns
        .map((column) => {
          const value = row[column] ?? '';
          if (typeof value === 'number' && isMoney(column)) return (value / 100).toFixed(2);
          return String(value);
        })
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
