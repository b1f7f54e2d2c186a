// The copied SOA tables by id, and the select-and-ultimate lookup the README describes.
import { t3289 } from './soa/t3289';
import { t3290 } from './soa/t3290';
import { t3295 } from './soa/t3295';
import { t3296 } from './soa/t3296';
import { t3297 } from './soa/t3297';
import { t3298 } from './soa/t3298';
import { t3363 } from './soa/t3363';
import { t3364 } from './soa/t3364';
import { t3369 } from './soa/t3369';
import { t3370 } from './soa/t3370';
import { t3371 } from './soa/t3371';
import { t3372 } from './soa/t3372';
import type { MortalityTableData } from './table-data';

export const mortalityTables: Readonly<Record<string, MortalityTableData>> = Object.fromEntries(
  [t3289, t3290, t3295, t3296, t3297, t3298, t3363, t3364, t3369, t3370, t3371, t3372].map(
    (table) => [table.id, table],
  ),
);

export function mortalityTable(id: string): MortalityTableData {
  const table = mortalityTables[id];
  if (!table) throw new Error(`unknown mortality table ${id}`);
  return table;
}

/**
 * q for a life issued at `issueAge` in policy year `duration` (1 = first year): the select
 * rate while duration ≤ the select period, then the ultimate rate at attained age
 * issueAge + duration − 1. Past age 120 death is certain (q = 1).
 */
export function selectUltimateQ(
  table: MortalityTableData,
  issueAge: number,
  duration: number,
): number {
  const attained = issueAge + duration - 1;
  if (attained > 120) return 1;
  if (
    duration <= table.selectPeriod &&
    issueAge >= table.selectMinIssueAge &&
    issueAge <= table.selectMaxIssueAge
  ) {
    const q =
      table.select[(issueAge - table.selectMinIssueAge) * table.selectPeriod + duration - 1];
    if (q !== undefined) return q;
  }
  const q = table.ultimate[attained - table.ultimateMinAge];
  if (q === undefined) throw new Error(`${table.id} has no rate at age ${attained}`);
  return q;
}
