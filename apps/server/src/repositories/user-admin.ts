import type { AuditEntry, UserListQuery, UserSortKey } from '@portal/contracts/admin';
import type { User } from '@portal/contracts/user';
import { noPermissions } from '@portal/domain/access/permissions';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roles, sessions, users } from '../db/schema';
import { auditLog } from '../db/tables/admin';
import { companyFlags } from './company';
import { permissionsByUser, toUser, usernameKey, usersGeneration } from './users';

/** LIKE's wildcards taken literally: a search for "a_b" finds "a_b", not "axb". */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS: Record<UserSortKey, SQL> = {
  username: sql`lower(${users.username})`,
  firstName: sql`lower(${users.firstName})`,
  profileName: sql`lower(${users.profileName})`,
  agentID: sql`lower(${users.agentID})`,
  role: sql`lower(${roles.name})`,
  isDisabled: sql`${users.isDisabled}`,
  lastSignInAt: sql`${users.lastSignInAt}`,
};

function filterOf(query: UserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.username)
    conditions.push(sql`lower(${users.username}) = ${usernameKey(query.username)}`);
  if (query.search) {
    const prefix = likePrefix(query.search);
    // Each arm matches one of the lower(...) text_pattern_ops indexes of migration 0011.
    conditions.push(
      sql`(lower(${users.username}) like ${prefix} or lower(${users.firstName}) like ${prefix} or lower(${users.profileName}) like ${prefix} or lower(${users.agentID}) like ${prefix})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A search's matches sit together in a sort index (a prefix is one stretch of it), which the
 * planner cannot know: it walks the user-name index and filters, reading most of the table for
 * a prefix late in the order (105–220 ms at 100,000 users, EXPLAIN ANALYZE on PostgreSQL). Up
 * to this many matches the order is given as an expression no index serves, so the matches
 * come from the search indexes and are sorted (10–60 ms); more, and the index walk finds a
 * page of them sooner.
 */
const SORT_MATCHES_UP_TO = 10_000;

/** One page of users, searched and sorted in the database, and how many match in all. */
export async function listUserPage(
  db: Db,
  query: UserListQuery,
): Promise<{ users: User[]; total: number }> {
  const where = filterOf(query);
  const order = query.sortOrder === 'desc' ? desc : asc;
  // A search counts its matches first (kept 5 s, see matchingUsers): few matches are sorted
  // as matches, found through the search indexes (see SORT_MATCHES_UP_TO).
  const searched = query.search ? await matchingUsers(db, query, where) : null;
  const fence = (key: SQL) =>
    searched !== null && searched <= SORT_MATCHES_UP_TO ? sql`coalesce(${key}, ${key})` : key;
  const column = fence(SORT_COLUMNS[query.sortBy ?? 'username']);
  const [rows, counted, system] = await Promise.all([
    db
      .select({ user: users })
      .from(users)
      .leftJoin(roles, eq(users.roleId, roles.id))
      .where(where)
      .orderBy(order(column), order(fence(sql`lower(${users.username})`)))
      .limit(query.limit ?? 1_000_000)
      .offset(query.offset ?? 0),
    searched ?? matchingUsers(db, query, where),
    companyFlags(db),
  ]);
  const permissions = await permissionsByUser(
    db,
    rows.map((row) => row.user.id),
  );
  return {
    users: rows.map((row) =>
      toUser(row.user, permissions.get(row.user.id) ?? noPermissions(), { ...system }),
    ),
    total: counted,
  };
}

/**
 * How long this process trusts a users count it made (issue 16: counting 100,000 rows costs
 * more than the page itself on PGlite). Adding users in this process forgets every count at
 * once (`forgetUserCounts`, called by every insert into users); another instance's additions
 * show within this bound. Disabling or changing a user never changes a count: the list filters
 * only by name.
 */
export const USER_COUNT_TTL_MS = 5_000;
const MAX_COUNTS = 256;

interface CachedCount {
  n: Promise<number>;
  until: number;
  generation: number;
}
const countCache = new WeakMap<Db, Map<string, CachedCount>>();

function matchingUsers(db: Db, query: UserListQuery, where: SQL | undefined): Promise<number> {
  const key = JSON.stringify([query.username ?? '', query.search ?? '']);
  const now = performance.now();
  let cache = countCache.get(db);
  if (!cache) {
    cache = new Map();
    countCache.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached && cached.generation === usersGeneration() && now < cached.until) return cached.n;
  if (cache.size >= MAX_COUNTS) cache.clear();
  const n = db
    .select({ n: count() })
    .from(users)
    .where(where)
    .then(([row]) => row?.n ?? 0);
  const entry = { n, until: now + USER_COUNT_TTL_MS, generation: usersGeneration() };
  cache.set(key, entry);
  n.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return n;
}

export async function setUserFlags(
  db: Db,
  userId: number,
  set: Partial<{
    roleId: number | null;
    isDisabled: boolean;
    mustChangePassword: boolean;
    passwordHash: string;
  }>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The users screen's "last sign-in". */
export async function markSignedIn(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/** Ends every live session of a user; answers how many there were. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: 'admin' | 'disabled' | 'passwordReset',
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;

export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** An audit row as the admin calls answer it. */
export function auditEntryOf(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetType:
      row.targetType === 'role' || row.targetType === 'company' || row.targetType === 'widget'
        ? row.targetType
        : 'user',
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listAudit(
  db: Db,
  query: { username?: string | undefined; offset?: number | undefined; limit?: number | undefined },
): Promise<{ total: number; entries: AuditEntry[] }> {
  const where = query.username
    ? and(
        eq(auditLog.targetType, 'user'),
        sql`lower(${auditLog.target}) = ${usernameKey(query.username)}`,
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit ?? 100)
      .offset(query.offset ?? 0),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    entries: rows.map(auditEntryOf),
  };
}
