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

export async function createCase(
  db: Db,
  ownerId: number,
  body: CreateSavedIllustration,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(savedIllustrations).values({
    id,
    ownerId,
    name: body.name,
    clientName: body.clientName,
    productId: body.productId,
    form: body.form,
    createdAt: now,
    updatedAt: now,
  });
  return id;
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
): Promise<string | null> {
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
