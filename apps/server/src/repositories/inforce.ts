// In-force policies: loading one by number, the alpha (name) lookup, and a policy with its
// history for the policy-progress report. SQL for the in-force area lives only here.
import { canSeePolicy, type InforceScope } from '@portal/domain/inforce/access';
import { foldName, likePrefix } from '@portal/domain/inforce/names';
import type { InforcePolicy, PolicyStatus } from '@portal/domain/inforce/types';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { coalescedQuery } from '../db/coalesced-reads';
import type { Db } from '../db/database';
import {
  inforcePolicies,
  inforcePolicyHistory,
  inforcePolicyNames,
  policyStatuses,
} from '../db/tables/inforce';

export interface LoadedPolicy {
  document: InforcePolicy;
  loadResult: number;
  status: PolicyStatus | null;
}

/** Policy numbers are matched as the company prints them: upper case, no spaces. */
export function policyNumberKey(policyNumber: string): string {
  return policyNumber.trim().toUpperCase();
}

/**
 * One policy by number, if the scope lets the user see it; null otherwise (a policy the user may
 * not see is answered exactly as one that does not exist).
 */
export async function loadPolicy(
  db: Db,
  policyNumber: string,
  scope: InforceScope,
): Promise<LoadedPolicy | null> {
  if (scope.kind === 'none') return null;
  const row = await policyReads(db)(policyNumberKey(policyNumber));
  if (!row || !canSeePolicy(scope, row)) return null;
  const status =
    row.policyStatusCode === null
      ? null
      : {
          policyStatusCode: row.policyStatusCode,
          policyStatusDescription: row.policyStatusDescription ?? '',
          policyStatusDescriptionFr: row.policyStatusDescriptionFr ?? '',
          isDeath: row.isDeath ?? false,
        };
  return { document: row.document, loadResult: row.loadResult, status };
}

const preparePolicyQuery = (db: Db) =>
  db
    .select({
      document: inforcePolicies.document,
      loadResult: inforcePolicies.loadResult,
      policyNumber: inforcePolicies.policyNumber,
      agentID: inforcePolicies.agentID,
      writingAgentID: inforcePolicies.writingAgentID,
      policyStatusCode: policyStatuses.policyStatusCode,
      policyStatusDescription: policyStatuses.policyStatusDescription,
      policyStatusDescriptionFr: policyStatuses.policyStatusDescriptionFr,
      isDeath: policyStatuses.isDeath,
    })
    .from(inforcePolicies)
    .leftJoin(policyStatuses, eq(policyStatuses.policyStatusCode, inforcePolicies.policyStatusCode))
    .where(sql`${inforcePolicies.policyNumber} = any(${sql.placeholder('policyNumbers')})`)
    .prepare('load_inforce_policies');

/** The policies asked for in one turn, in one query (coalesced-reads.ts). */
const policyReads = coalescedQuery(preparePolicyQuery, 'policyNumbers', (row) => row.policyNumber);

export interface NameQuery {
  firstName: string;
  middleName: string;
  lastName: string;
}

export interface NameMatch {
  policyNumber: string;
  policyType: string;
  prodName: string;
  policyStatusCode: string;
  policyStatusDescription: string;
  policyStatusDescriptionFr: string;
  isActive: boolean;
  role: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string | null;
  city: string;
  province: string;
}

export type NameLookup =
  | { kind: 'matches'; rows: NameMatch[] }
  | { kind: 'none' }
  | { kind: 'tooMany' }
  | { kind: 'noName' };

/**
 * People on policies whose names start with the parts given (case and accents ignored), at most
 * `limit`; more than that is 'tooMany'. A last or a first name is needed. Served by the
 * (last_key, first_key) and first_key pattern indexes, so the cost does not grow with the book.
 */
export async function lookupByName(
  db: Db,
  query: NameQuery,
  scope: InforceScope,
  limit: number,
): Promise<NameLookup> {
  const last = foldName(query.lastName);
  const first = foldName(query.firstName);
  const middle = foldName(query.middleName);
  if (last === '' && first === '') return { kind: 'noName' };
  if (scope.kind === 'none') return { kind: 'none' };
  const where: SQL[] = [];
  if (last !== '') where.push(sql`${inforcePolicyNames.lastKey} like ${likePrefix(last)}`);
  if (first !== '') where.push(sql`${inforcePolicyNames.firstKey} like ${likePrefix(first)}`);
  if (middle !== '') where.push(sql`${inforcePolicyNames.middleKey} like ${likePrefix(middle)}`);
  if (scope.kind === 'all') {
    // Most typed prefixes match more than the limit, and the answer is then one row saying so:
    // count up to limit + 1 in the names index alone (an index-only scan, no policy rows read)
    // before fetching and joining anything.
    const probe = await db
      .select({ one: sql`1` })
      .from(inforcePolicyNames)
      .where(and(...where))
      .limit(limit + 1);
    if (probe.length === 0) return { kind: 'none' };
    if (probe.length > limit) return { kind: 'tooMany' };
  }
  if (scope.kind === 'agent') {
    where.push(
      or(
        eq(inforcePolicies.agentID, scope.agentID),
        eq(inforcePolicies.writingAgentID, scope.agentID),
      ) as SQL,
    );
  }
  const rows = await db
    .select({
      policyNumber: inforcePolicies.policyNumber,
      policyType: inforcePolicies.policyType,
      prodName: inforcePolicies.prodName,
      policyStatusCode: inforcePolicies.policyStatusCode,
      policyStatusDescription: sql<string>`coalesce(${policyStatuses.policyStatusDescription}, '')`,
      policyStatusDescriptionFr: sql<string>`coalesce(${policyStatuses.policyStatusDescriptionFr}, '')`,
      isActive: inforcePolicies.isActive,
      role: inforcePolicyNames.role,
      firstName: inforcePolicyNames.firstName,
      middleName: inforcePolicyNames.middleName,
      lastName: inforcePolicyNames.lastName,
      dateOfBirth: inforcePolicyNames.dateOfBirth,
      city: inforcePolicyNames.city,
      province: inforcePolicyNames.province,
      lastKey: inforcePolicyNames.lastKey,
      firstKey: inforcePolicyNames.firstKey,
    })
    .from(inforcePolicyNames)
    .innerJoin(inforcePolicies, eq(inforcePolicies.id, inforcePolicyNames.policyId))
    .leftJoin(policyStatuses, eq(policyStatuses.policyStatusCode, inforcePolicies.policyStatusCode))
    .where(and(...where))
    // No ORDER BY: the index range stops after limit + 1 rows; the few kept are sorted here.
    .limit(limit + 1);
  if (rows.length === 0) return { kind: 'none' };
  if (rows.length > limit) return { kind: 'tooMany' };
  rows.sort(
    (a, b) =>
      a.lastKey.localeCompare(b.lastKey) ||
      a.firstKey.localeCompare(b.firstKey) ||
      a.policyNumber.localeCompare(b.policyNumber),
  );
  return { kind: 'matches', rows: rows.map(({ lastKey: _l, firstKey: _f, ...row }) => row) };
}

export interface PolicyHistoryYear {
  policyYear: number;
  anniversaryDate: string;
  premiumsPaid: number;
  cashValue: number;
  deathBenefit: number;
  loanBalance: number;
  dividend: number;
}

/**
 * For the policy-progress report (issue 8): one policy with its values at each past anniversary,
 * oldest first, if the scope lets the user see it; null otherwise.
 */
export async function loadPolicyWithHistory(
  db: Db,
  policyNumber: string,
  scope: InforceScope,
): Promise<(LoadedPolicy & { history: PolicyHistoryYear[] }) | null> {
  const loaded = await loadPolicy(db, policyNumber, scope);
  if (!loaded) return null;
  const history = await db
    .select({
      policyYear: inforcePolicyHistory.policyYear,
      anniversaryDate: inforcePolicyHistory.anniversaryDate,
      premiumsPaid: inforcePolicyHistory.premiumsPaid,
      cashValue: inforcePolicyHistory.cashValue,
      deathBenefit: inforcePolicyHistory.deathBenefit,
      loanBalance: inforcePolicyHistory.loanBalance,
      dividend: inforcePolicyHistory.dividend,
    })
    .from(inforcePolicyHistory)
    .innerJoin(inforcePolicies, eq(inforcePolicies.id, inforcePolicyHistory.policyId))
    .where(eq(inforcePolicies.policyNumber, policyNumberKey(policyNumber)))
    .orderBy(asc(inforcePolicyHistory.policyYear));
  return { ...loaded, history };
}

/** Counts, for the seed command and the tests. */
export async function countPolicies(db: Db): Promise<number> {
  return db.$count(inforcePolicies);
}
