import type {
  EAppFormBody as EAppForm,
  EApplication,
  EApplicationSummary,
  EAppStatus,
} from '@portal/contracts/eapplication';
import { likeContains } from '@portal/domain/inforce/names';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { eapplicationDrafts, eapplicationHistory, eapplications } from '../db/tables/eapplication';

/** Whose applications a caller sees: their own, or everyone's for an administrator. */
export interface ApplicationScope {
  userId: number;
  seesAll: boolean;
}

export interface ApplicationFilters {
  status?: EAppStatus;
  agent?: string;
  /** Submitted on or after this day (UTC). */
  from?: string;
  /** Submitted on or before this day (UTC). */
  to?: string;
}

const summaryColumns = {
  id: eapplications.id,
  number: eapplications.number,
  status: eapplications.status,
  clientName: eapplications.clientName,
  productId: eapplications.productId,
  agentUsername: users.username,
  agentProfileName: users.profileName,
  illustrationId: eapplications.illustrationId,
  form: eapplications.form,
  submittedAt: eapplications.submittedAt,
  updatedAt: eapplications.updatedAt,
};

type SummaryRow = {
  id: string;
  number: string;
  status: EAppStatus;
  clientName: string;
  productId: string;
  agentUsername: string;
  agentProfileName: string;
  illustrationId: string | null;
  form: Record<string, unknown>;
  submittedAt: Date;
  updatedAt: Date;
};

const toSummary = ({ agentProfileName, form, ...row }: SummaryRow): EApplicationSummary => ({
  ...row,
  agentName: agentProfileName.trim() || row.agentUsername,
  // The stored form holds the account masked already (decision 0061).
  accountMasked: typeof form.accountNumber === 'string' ? form.accountNumber : '',
  submittedAt: row.submittedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

export async function listApplications(
  db: Db,
  scope: ApplicationScope,
  filters: ApplicationFilters,
): Promise<EApplicationSummary[]> {
  const conditions: (SQL | undefined)[] = [
    scope.seesAll ? undefined : eq(eapplications.agentId, scope.userId),
    filters.status ? eq(eapplications.status, filters.status) : undefined,
    filters.from
      ? gte(eapplications.submittedAt, new Date(`${filters.from}T00:00:00Z`))
      : undefined,
    filters.to ? lt(eapplications.submittedAt, nextDay(filters.to)) : undefined,
  ];
  if (filters.agent?.trim()) {
    const pattern = likeContains(filters.agent.trim());
    conditions.push(or(ilike(users.username, pattern), ilike(users.profileName, pattern)));
  }
  const rows = await db
    .select(summaryColumns)
    .from(eapplications)
    .innerJoin(users, eq(users.id, eapplications.agentId))
    .where(and(...conditions))
    .orderBy(desc(eapplications.submittedAt), desc(eapplications.number))
    .limit(500);
  return rows.map((row) => toSummary(row as SummaryRow));
}

export async function loadApplication(
  db: Db,
  scope: ApplicationScope,
  id: string,
): Promise<(EApplication & { language: string }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, language: eapplications.language })
    .from(eapplications)
    .innerJoin(users, eq(users.id, eapplications.agentId))
    .where(
      and(
        eq(eapplications.id, id),
        scope.seesAll ? undefined : eq(eapplications.agentId, scope.userId),
      ),
    );
  if (!row) return null;
  const history = await db
    .select()
    .from(eapplicationHistory)
    .where(eq(eapplicationHistory.applicationId, id))
    .orderBy(asc(eapplicationHistory.id));
  return {
    ...toSummary(row as SummaryRow),
    language: row.language,
    form: row.form as unknown as EAppForm,
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      actorName: entry.actorName,
      event: entry.event,
      fromStatus: entry.fromStatus as EAppStatus | null,
      toStatus: entry.toStatus as EAppStatus,
      reason: entry.reason,
    })),
  };
}

export interface NewApplication {
  id: string;
  agentId: number;
  actorName: string;
  illustrationId: string | null;
  clientName: string;
  productId: string;
  /** The form with its secret fields masked. */
  form: EAppForm;
  /** Builds the sealed secrets once the row's id is known. */
  secrets: string;
  language: string;
  idempotencyKey: string | null;
  now: Date;
}

/**
 * Stores a submitted application and its first history entry in one transaction. A repeat of
 * one Idempotency-Key stores nothing and answers the first application's id.
 */
export async function insertApplication(db: Db, input: NewApplication): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.idempotencyKey) {
      const [earlier] = await tx
        .select({ id: eapplications.id })
        .from(eapplications)
        .where(
          and(
            eq(eapplications.agentId, input.agentId),
            eq(eapplications.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (earlier) return earlier.id;
    }
    // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
    const result = (await tx.execute(
      sql`select nextval('eapplication_number_seq')::text as n`,
    )) as unknown as { rows: { n: string }[] };
    const number = `EA-${input.now.getUTCFullYear()}-${(result.rows[0]?.n ?? '0').padStart(6, '0')}`;
    await tx.insert(eapplications).values({
      id: input.id,
      number,
      agentId: input.agentId,
      illustrationId: input.illustrationId,
      status: 'submitted',
      clientName: input.clientName,
      productId: input.productId,
      form: input.form as unknown as Record<string, unknown>,
      secrets: input.secrets,
      language: input.language,
      idempotencyKey: input.idempotencyKey,
      submittedAt: input.now,
      updatedAt: input.now,
    });
    await tx.insert(eapplicationHistory).values({
      applicationId: input.id,
      at: input.now,
      actorId: input.agentId,
      actorName: input.actorName,
      event: 'submitted',
      fromStatus: null,
      toStatus: 'submitted',
      reason: '',
    });
    await tx.delete(eapplicationDrafts).where(eq(eapplicationDrafts.ownerId, input.agentId));
    return input.id;
  });
}

export type StatusChange = { ok: true } | { ok: false; reason: 'notFound' | 'sameStatus' };

/** An administrator's status change and its history entry, together or not at all. */
export async function changeStatus(
  db: Db,
  id: string,
  change: { status: EAppStatus; reason: string; actorId: number; actorName: string; now: Date },
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: eapplications.status })
      .from(eapplications)
      .where(eq(eapplications.id, id))
      .for('update');
    if (!row) return { ok: false, reason: 'notFound' } as const;
    if (row.status === change.status) return { ok: false, reason: 'sameStatus' } as const;
    await tx
      .update(eapplications)
      .set({ status: change.status, updatedAt: change.now })
      .where(eq(eapplications.id, id));
    await tx.insert(eapplicationHistory).values({
      applicationId: id,
      at: change.now,
      actorId: change.actorId,
      actorName: change.actorName,
      event: 'statusChanged',
      fromStatus: row.status,
      toStatus: change.status,
      reason: change.reason,
    });
    return { ok: true } as const;
  });
}

export async function loadDraft(
  db: Db,
  userId: number,
): Promise<{ form: EAppForm | null; updatedAt: string | null }> {
  const [row] = await db
    .select()
    .from(eapplicationDrafts)
    .where(eq(eapplicationDrafts.ownerId, userId));
  if (!row) return { form: null, updatedAt: null };
  return { form: row.form as unknown as EAppForm, updatedAt: row.updatedAt.toISOString() };
}

export async function saveDraft(db: Db, userId: number, form: EAppForm, now: Date): Promise<void> {
  const value = form as unknown as Record<string, unknown>;
  await db
    .insert(eapplicationDrafts)
    .values({ ownerId: userId, form: value, updatedAt: now })
    .onConflictDoUpdate({
      target: eapplicationDrafts.ownerId,
      set: { form: value, updatedAt: now },
    });
}

export async function deleteDraft(db: Db, userId: number): Promise<void> {
  await db.delete(eapplicationDrafts).where(eq(eapplicationDrafts.ownerId, userId));
}

export async function loadEappSettings(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ settings: users.eappSettings })
    .from(users)
    .where(eq(users.id, userId));
  return row?.settings ?? {};
}

export async function saveEappSettings(
  db: Db,
  userId: number,
  settings: Record<string, unknown>,
): Promise<void> {
  await db.update(users).set({ eappSettings: settings }).where(eq(users.id, userId));
}
