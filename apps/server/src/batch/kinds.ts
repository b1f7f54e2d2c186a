// What a batch row is and what becomes of it, by kind (decision 0086). A chunk stores its
// input rows as JSON; its job turns each into a result or a refused row.
import type { BatchRowProblem, CensusColumn, CensusRow } from '@portal/contracts/batch';
import type { CensusProblem } from '@portal/domain/batch/census';
import type { LifeValues } from './life';

/** A census row as the upload read it: its life, or its problems (refused without the engine). */
export interface CensusChunkRow {
  line: number;
  reference: string;
  row?: CensusRow;
  problems?: Pick<CensusProblem, 'column' | 'code'>[];
}

export interface LifeResult {
  line: number;
  row: CensusRow;
  value: LifeValues;
}

/** An in-force batch row: a policy number (its place in the list, from 1). */
export interface PolicyChunkRow {
  line: number;
  policyNumber: string;
}

/** Guaranteed-free projected values, dollars: the viewer's illustrated basis from today. */
export interface PolicyResult {
  line: number;
  policyNumber: string;
  productId: string;
  product: string;
  status: string;
  faceAmount: number;
  annualPremium: number;
  valuesAsOf: string;
  /** Projected cash value and death benefit in 5, 10 and 20 years and at age 65 (null: none). */
  points: {
    label: 'in5' | 'in10' | 'in20' | 'age65';
    year: number;
    age: number;
    cashValue: number;
    deathBenefit: number;
  }[];
}

export type RowProblem = BatchRowProblem & { column: CensusColumn | null };

/** Rows a chunk holds, by kind: a few seconds of work each (decision 0086). */
export const CHUNK_ROWS = {
  newBusiness: 250,
  newBusinessPdf: 20,
  inforce: 1_000,
  inforcePdf: 20,
} as const;
