import type {
  TrackingEventDetail,
  TrackingFilter,
  TrackingPage,
  TrackingRow,
} from '@portal/contracts/bi';
import { DAY_MS, parseDay } from '@portal/domain/bi/date-range';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { trackingEvents } from '../db/schema';

const e = trackingEvents;

const rowColumns = {
  id: e.id,
  at: e.at,
  username: e.username,
  agentId: e.agentId,
  eventType: e.eventType,
  formName: e.formName,
  controlName: e.controlName,
  trackingId: e.trackingId,
};

type RowRecord = Pick<typeof e.$inferSelect, keyof typeof rowColumns>;

function rowOf(row: RowRecord): TrackingRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    username: row.username,
    agentId: row.agentId,
    eventType: row.eventType,
    formName: row.formName,
    controlName: row.controlName,
    trackingId: row.trackingId ?? null,
  };
}

/** The filters as SQL: whole UTC days, both ends included; exact names (they are indexed). */
function filterOf(filter: TrackingFilter): SQL | undefined {
  const start = parseDay(filter.from) ?? new Date(0);
  const end = new Date((parseDay(filter.to) ?? start).getTime() + DAY_MS);
  const parts: SQL[] = [gte(e.at, start), lt(e.at, end)];
  if (filter.username) parts.push(eq(e.username, filter.username));
  if (filter.eventType) parts.push(eq(e.eventType, filter.eventType));
  if (filter.formName) parts.push(eq(e.formName, filter.formName));
  if (filter.controlName) parts.push(eq(e.controlName, filter.controlName));
  return and(...parts);
}

/**
 * After the cursor event in the page's order, by (at, id) read from the row itself, so the
 * cursor is just an id and the comparison uses the stored time at full precision
 * (decision 0058). An id that no longer exists (purged) ends the listing.
 */
function afterCursor(order: 'asc' | 'desc', after: number): SQL {
  const cursor = sql`(select ${e.at}, ${e.id} from ${e} where ${e.id} = ${after})`;
  return order === 'desc'
    ? sql`(${e.at}, ${e.id}) < ${cursor}`
    : sql`(${e.at}, ${e.id}) > ${cursor}`;
}

export async function trackingPage(
  db: Db,
  filter: TrackingFilter,
  page: { after?: number | undefined; limit: number },
): Promise<TrackingPage> {
  const where = and(
    filterOf(filter),
    page.after === undefined ? undefined : afterCursor(filter.order, page.after),
  );
  const by = filter.order === 'desc' ? [desc(e.at), desc(e.id)] : [asc(e.at), asc(e.id)];
  const rows = await db
    .select(rowColumns)
    .from(e)
    .where(where)
    .orderBy(...by)
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(rowOf),
    next: rows.length > page.limit && last ? String(last.id) : null,
  };
}

export async function trackingEventById(db: Db, id: number): Promise<TrackingEventDetail | null> {
  const [row] = await db.select().from(e).where(eq(e.id, id));
  if (!row) return null;
  return {
    ...rowOf(row),
    trackingUserName: row.trackingUserName,
    clientTimestamp: row.clientTimestamp ?? null,
    detail: row.detail,
  };
}

/** The filtered events page by page (for the streamed export), with their details. */
export async function* trackingEventsFor(
  db: Db,
  filter: TrackingFilter,
  options: { max: number; batch?: number },
): AsyncGenerator<TrackingEventDetail[]> {
  const batch = options.batch ?? 2000;
  let after: number | undefined;
  let written = 0;
  while (written < options.max) {
    const limit = Math.min(batch, options.max - written);
    const rows = await db
      .select()
      .from(e)
      .where(
        and(filterOf(filter), after === undefined ? undefined : afterCursor(filter.order, after)),
      )
      .orderBy(...(filter.order === 'desc' ? [desc(e.at), desc(e.id)] : [asc(e.at), asc(e.id)]))
      .limit(limit);
    if (rows.length === 0) return;
    written += rows.length;
    after = rows.at(-1)?.id;
    yield rows.map((row) => ({
      ...rowOf(row),
      trackingUserName: row.trackingUserName,
      clientTimestamp: row.clientTimestamp ?? null,
      detail: row.detail,
    }));
    if (rows.length < limit) return;
  }
}
