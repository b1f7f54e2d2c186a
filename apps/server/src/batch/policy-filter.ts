// The policy numbers an in-force batch's filter names (decision 0086): the in-force table's
// stored columns (decision 0078), within the caller's scope, in policy-number order.
import type { InforceScope } from '@portal/domain/inforce/access';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inforcePolicies } from '../db/tables/inforce';

export async function filteredPolicyNumbers(
  db: Db,
  filter: { policyStatusCode?: string; policyType?: string; productId?: string },
  scope: InforceScope,
  limit: number,
): Promise<string[]> {
  if (scope.kind === 'none') return [];
  const given = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
  const status = given(filter.policyStatusCode);
  const type = given(filter.policyType);
  const product = given(filter.productId);
  const rows = await db
    .select({ policyNumber: inforcePolicies.policyNumber })
    .from(inforcePolicies)
    .where(
      and(
        status ? eq(inforcePolicies.policyStatusCode, status) : undefined,
        type ? eq(inforcePolicies.policyType, type) : undefined,
        product ? eq(inforcePolicies.prodID, product) : undefined,
        scope.kind === 'agent'
          ? or(
              eq(inforcePolicies.agentID, scope.agentID),
              eq(inforcePolicies.writingAgentID, scope.agentID),
            )
          : undefined,
      ),
    )
    .orderBy(asc(inforcePolicies.policyNumber))
    .limit(limit);
  return rows.map((r) => r.policyNumber);
}
