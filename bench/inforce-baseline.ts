// The baselines POST /api/getpolicy is held to (issue 23 §4, decision 0088): a bare Fastify app
// whose routes make the reads a signed-in policy load cannot do without, and nothing else.
// No plugins (Fastify's own JSON body parser is all they need), no token check, no access
// rules, no validation, no response schema: the session by primary key with its user and
// permissions, the policy by its unique index with its status, through the portal's own pool,
// and the stored document as the answer.
// - `BASELINE_PATH` makes them exactly as getpolicy does (the portal's repository reads:
//   prepared, and gathered per turn of the event loop, decision 0019). The target's baseline.
// - `PER_REQUEST_PATH` makes them one query per read per request: how a bare route would
//   naturally be written, kept beside it to show what the gathering is worth.
import type { Db } from '@portal/server/db/database';
import { loadPolicy } from '@portal/server/repositories/inforce';
import { findSessionWithUser, isLive } from '@portal/server/repositories/sessions';
import Fastify, { type FastifyInstance } from 'fastify';

/** What the baseline needs of the pool: node-postgres's named (prepared) queries. */
interface Queryable {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The guard's read, one key at a time: the session row, its user and the permissions. */
const SESSION_SQL = `select s.*, row_to_json(u) as "user", (
    select coalesce(json_agg(json_build_array(p.permission_key, p.is_active, p.is_displayed)), '[]'::json)
    from user_permissions p where p.user_id = u.id
  ) as permissions
  from sessions s join users u on u.id = s.user_id
  where s.id = $1`;

/** getpolicy's read, one key at a time: the policy by number with its status. */
const POLICY_SQL = `select p.document, p.load_result, p.agent_id, p.writing_agent_id,
    st.policy_status_code, st.policy_status_description, st.policy_status_description_fr, st.is_death
  from inforce_policies p
  left join policy_statuses st on st.policy_status_code = p.policy_status_code
  where p.policy_number = $1`;

/** The header the baseline reads the session id from (the portal reads it from the jwt). */
export const BASELINE_SESSION_HEADER = 'x-session-id';
export const BASELINE_PATH = '/baseline/getpolicy';
export const PER_REQUEST_PATH = '/baseline/getpolicy-per-request';

/** The pool behind a node-postgres Drizzle handle (the portal's `app.db`). */
export function poolOf(db: unknown): Queryable {
  const client = (db as { $client?: Queryable }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('not a node-postgres handle');
  return client;
}

export function baselineApp(db: Db): FastifyInstance {
  const pool = poolOf(db);
  const app = Fastify();
  app.post(BASELINE_PATH, async (request, reply) => {
    const sessionId = request.headers[BASELINE_SESSION_HEADER] as string;
    const { policyNumber } = request.body as { policyNumber: string };
    const found = await findSessionWithUser(db, sessionId);
    if (!found || !isLive(found.session, new Date())) return reply.code(401).send();
    const loaded = await loadPolicy(db, policyNumber, { kind: 'all' });
    if (!loaded) return reply.code(404).send();
    return loaded.document;
  });
  app.post(PER_REQUEST_PATH, async (request, reply) => {
    const sessionId = request.headers[BASELINE_SESSION_HEADER];
    const { policyNumber } = request.body as { policyNumber: string };
    const sessions = await pool.query({
      name: 'baseline_session',
      text: SESSION_SQL,
      values: [sessionId],
    });
    const session = sessions.rows[0];
    if (!session || session.revoked_at !== null) return reply.code(401).send();
    const policies = await pool.query({
      name: 'baseline_policy',
      text: POLICY_SQL,
      values: [policyNumber.trim().toUpperCase()],
    });
    const policy = policies.rows[0];
    if (!policy) return reply.code(404).send();
    return policy.document;
  });
  return app;
}

/** The session id a portal access token names (its `sid` claim), read without verifying. */
export function sessionIdOf(authorization: string): string {
  const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1] ?? '';
  const sid = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown })
    .sid;
  if (typeof sid !== 'string') throw new Error('the access token names no session');
  return sid;
}
