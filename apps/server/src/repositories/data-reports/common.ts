// What every data-report query shares (decision 0054): the range as instants, the row scope
// as SQL, and the one result shape the PDF and the workbook are made from.
import type { DataReportScope } from '@portal/domain/reports/data-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** A column's kind decides its format and whether it is totalled. */
export type ColumnKind = 'text' | 'count' | 'money' | 'date' | 'percent';

export interface DataColumn {
  /** A key of the catalogue's dataReports.columns (or summary, for the admin report). */
  key: string;
  kind: ColumnKind;
}

export type DataCell = string | number | null;

export interface DataTable {
  columns: DataColumn[];
  rows: DataCell[][];
  /** Whether a total row sums the count and money columns. */
  totals: boolean;
  /** The column a chart draws (its first text column is the label), when one helps. */
  chart?: number;
}

export interface RangeQuery {
  db: Db;
  /** First instant of the From day, UTC, as a timestamptz. */
  from: SQL;
  /** First instant after the To day, UTC: the range is [from, until). */
  until: SQL;
  /** The To day itself (YYYY-MM-DD), for dates kept as text. */
  fromDay: string;
  toDay: string;
  scope: DataReportScope;
  policyStatusCode: string;
  churchName: string;
}

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function select<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Tracking events the user may see: their own (by user name) or all. */
export function eventScope(scope: DataReportScope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`username = ${scope.username}`;
}

/** Saved illustrations the user may see: their own or all. */
export function savedScope(scope: DataReportScope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`s.owner_id = ${scope.userId}`;
}

/** In-force policies the user may see: where they are the agent or writing agent, or all. */
export function policyScope(scope: DataReportScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.agentID.trim() === '') return sql`false`;
  return sql`(p.agent_id = ${scope.agentID} or p.writing_agent_id = ${scope.agentID})`;
}

/** A jsonb text field read as a number when it is one, else null (forms keep text). */
export function numberField(field: string): SQL {
  return sql`case when (detail->>${field}) ~ '^[0-9]+(\\.[0-9]+)?$' then (detail->>${field})::numeric end`;
}

export const num = (value: unknown): number => (value === null ? 0 : Number(value));

/** An instant as a timestamptz parameter (the same text on PGlite and node-postgres). */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
