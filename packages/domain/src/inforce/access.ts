// Which in-force policies a user may see (decision 0010): head office and servicing staff see
// every policy; an agent (ProQuote active) only those where they are the agent or writing agent.
import type { AccessSubject } from '../access/permissions';
import { canUseInforce } from '../access/products';

export type InforceScope = { kind: 'none' } | { kind: 'all' } | { kind: 'agent'; agentID: string };

export function inforceScope(subject: AccessSubject, agentID: string): InforceScope {
  if (!canUseInforce(subject)) return { kind: 'none' };
  if (subject.permissions.isHeadOffice.isActive) return { kind: 'all' };
  if (subject.permissions.isProQuote.isActive) {
    // An agent without an agent id has no policies of their own.
    return agentID.trim() === '' ? { kind: 'none' } : { kind: 'agent', agentID: agentID.trim() };
  }
  return { kind: 'all' };
}

export function canSeePolicy(
  scope: InforceScope,
  policy: { agentID: string; writingAgentID: string },
): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  return policy.agentID === scope.agentID || policy.writingAgentID === scope.agentID;
}
