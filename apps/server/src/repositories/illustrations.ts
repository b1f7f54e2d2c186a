import { randomUUID } from 'node:crypto';
import type {
  CreateSavedIllustration,
  SavedIllustration,
  SavedIllustrationSummary,
  UpdateSavedIllustration,
} from '@portal/contracts/illustration';
import { FOLD_FROM, FOLD_TO, likeContains } from '@portal/domain/inforce/names';
import { type AnyColumn, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { illustrationDrafts, savedIllustrations } from '../db/tables/illustration';

/** Whose cases a caller sees: their own, or everyone's for an administrator. */
export interface CaseScope {
  userId: number;
  seesAll: boolean;
}

const summaryColumns = {
  id: savedIllustrations.id,
  name: savedIllustrations.name,
  clientName: savedIllustrations.clientName,
  productId: savedIllustrations.productId,
  ownerUsername: users.username,
  ownerProfileName: users.profileName,
  createdAt: savedIllustrations.createdAt,
  updatedAt: savedIllustrations.updatedAt,
};

type SummaryRow = {
  id: string;
  name: string;
  clientName: string;
  productId: string;
  ownerUsername: string;
  ownerProfileName: string;
  createdAt: Date;
  updatedAt: Date;
};

const toSummary = ({ ownerProfileName, ...row }: SummaryRow): SavedIllustrationSummary => ({
  ...row,
  ownerName: ownerProfileName.trim() || row.ownerUsername,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function scoped(scope: CaseScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(
    scope.seesAll ? undefined : eq(savedIllustrations.ownerId, scope.userId),
    ...conditions,
  );
}

/**
 * A text column folded in the query as the alpha lookup folds names (foldName: no accents, no
 * case, one space): the domain's letter pairs for translate(), lower case, spaces collapsed.
 */
const folded = (column: AnyColumn) =>
  sql`lower(regexp_replace(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}), '\s+', ' ', 'g'))`;

/**
 * Newest first; `search` matches part of the client's name or of the case's, ignoring accents
 * and case as the alpha lookup does ('cote' finds Côté). A plain substring: LIKE's wildcards
 * typed in the search are escaped.
 */
export async function listCases(
  db: Db,
  scope: CaseScope,
  search?: string,
): Promise<SavedIllustrationSummary[]> {
  const pattern = search ? likeContains(search) : undefined;
  const rows = await db
    .select(summaryColumns)
    .from(savedIllustrations)
    .innerJoin(users, eq(users.id, savedIllustrations.ownerId))
    .where(
      scoped(
        scope,
        pattern
          ? or(
              sql`${folded(savedIllustrations.clientName)} like ${pattern}`,
              sql`${folded(savedIllustrations.name)} like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(savedIllustrations.updatedAt), desc(savedIllustrations.createdAt))
    .limit(500);
  return rows.map(toSummary);
}

export async function loadCase(
  db: Db,
  scope: CaseScope,
  id: string,
): Promise<SavedIllustration | null> {
  const [row] = await db
    .select({ ...summaryColumns, form: savedIllustrations.form })
    .from(savedIllustrations)
    .innerJoin(users, eq(users.id, savedIllustrations.ownerId))
    .where(scoped(scope, eq(savedIllustrations.id, id)));
  return row ? { ...toSummary(row), form: row.form } : null;
}

interface InsertedRow {
  id: string;
  name: string;
  client_name: string;
  product_id: string;
  form: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  username: string;
  profile_name: string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Stores a new case and answers it as the contract has it, in one statement (decision 0025):
 * once the database has the row, nothing else has to succeed before the answer. With an
 * idempotency key, a second save with the same key (a retry of a save whose answer was lost)
 * stores nothing and answers the case the first one stored.
 */
export async function createCase(
  db: Db,
  ownerId: number,
  body: CreateSavedIllustration,
  now: Date,
  idempotencyKey: string | null = null,
): Promise<SavedIllustration> {
  const id = randomUUID();
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    with inserted as (
      insert into saved_illustrations
        (id, owner_id, name, client_name, product_id, form, created_at, updated_at, idempotency_key)
      values (${id}, ${ownerId}, ${body.name}, ${body.clientName}, ${body.productId},
        ${JSON.stringify(body.form)}::jsonb, ${now.toISOString()}, ${now.toISOString()}, ${idempotencyKey})
      on conflict (owner_id, idempotency_key) do nothing
      returning id, owner_id, name, client_name, product_id, form, created_at, updated_at
    ), earlier as (
      select id, owner_id, name, client_name, product_id, form, created_at, updated_at
      from saved_illustrations
      where ${idempotencyKey}::text is not null
        and owner_id = ${ownerId} and idempotency_key = ${idempotencyKey}
    ), chosen as (
      select * from inserted
      union all
      select * from earlier where not exists (select 1 from inserted)
    )
    select chosen.id, chosen.name, chosen.client_name, chosen.product_id, chosen.form,
      chosen.created_at, chosen.updated_at, u.username, u.profile_name
    from chosen join users u on u.id = chosen.owner_id`)) as unknown as { rows: InsertedRow[] };
  const [row] = result.rows;
  if (row) {
    return {
      ...toSummary({
        id: row.id,
        name: row.name,
        clientName: row.client_name,
        productId: row.product_id,
        ownerUsername: row.username,
        ownerProfileName: row.profile_name,
        createdAt: asDate(row.created_at),
        updatedAt: asDate(row.updated_at),
      }),
      form: row.form,
    };
  }
  // The statement sees the table as it began: a save with the same key committed while it
  // waited on the key is read now.
  const [earlier] = await db
    .select({ ...summaryColumns, form: savedIllustrations.form })
    .from(savedIllustrations)
    .innerJoin(users, eq(users.id, savedIllustrations.ownerId))
    .where(
      and(
        eq(savedIllustrations.ownerId, ownerId),
        eq(savedIllustrations.idempotencyKey, idempotencyKey ?? ''),
      ),
    );
  if (!earlier) throw new Error('The case could not be written');
  return { ...toSummary(earlier), form: earlier.form };
}

/** Changes a case the caller may see; false when there is none. */
export async function updateCase(
  db: Db,
  scope: CaseScope,
  id: string,
  body: UpdateSavedIllustration,
  now: Date,
): Promise<boolean> {
  const changes: Partial<typeof savedIllustrations.$inferInsert> = { updatedAt: now };
  if (body.name !== undefined) changes.name = body.name;
  if (body.clientName !== undefined) changes.clientName = body.clientName;
  if (body.productId !== undefined) changes.productId = body.productId;
  if (body.form !== undefined) changes.form = body.form;
  const updated = await db
    .update(savedIllustrations)
    .set(changes)
    .where(scoped(scope, eq(savedIllustrations.id, id)))
    .returning({ id: savedIllustrations.id });
  return updated.length > 0;
}

/** Copies a case the caller may see into a new one that the caller owns. */
export async function duplicateCase(
  db: Db,
  scope: CaseScope,
  id: string,
  copyName: (name: string) => string,
  now: Date,
  idempotencyKey: string | null = null,
): Promise<SavedIllustration | null> {
  const existing = await loadCase(db, scope, id);
  if (!existing) return null;
  return createCase(
    db,
    scope.userId,
    {
      name: copyName(existing.name),
      clientName: existing.clientName,
      productId: existing.productId,
      form: existing.form,
    },
    now,
    idempotencyKey,
  );
}

export async function deleteCase(db: Db, scope: CaseScope, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedIllustrations)
    .where(scoped(scope, eq(savedIllustrations.id, id)))
    .returning({ id: savedIllustrations.id });
  return deleted.length > 0;
}

/** The caller's form in progress, or nulls. */
export async function loadDraft(
  db: Db,
  ownerId: number,
): Promise<{ form: Record<string, unknown> | null; updatedAt: string | null }> {
  const [row] = await db
    .select({ form: illustrationDrafts.form, updatedAt: illustrationDrafts.updatedAt })
    .from(illustrationDrafts)
    .where(eq(illustrationDrafts.ownerId, ownerId));
  return row
    ? { form: row.form, updatedAt: row.updatedAt.toISOString() }
    : { form: null, updatedAt: null };
}

export async function saveDraft(
  db: Db,
  ownerId: number,
  form: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(illustrationDrafts)
    .values({ ownerId, form, updatedAt: now })
    .onConflictDoUpdate({ target: illustrationDrafts.ownerId, set: { form, updatedAt: now } });
}

export async function deleteDraft(db: Db, ownerId: number): Promise<void> {
  await db.delete(illustrationDrafts).where(eq(illustrationDrafts.ownerId, ownerId));
}
