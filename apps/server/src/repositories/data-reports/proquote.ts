// The 13 ProQuote reports (decision 0054): counts of the tracking events the illustration
// screen sends, read from their form data, in the range and the user's scope.
import {
  AGE_BANDS,
  APPLY_EVENT,
  CONCEPT_FIELDS,
  FACE_BANDS,
  PAGE_FIELDS,
  QUOTE_EVENT,
  REPORT_EVENT_CONTROLS,
  RIDER_FIELDS,
} from '@portal/domain/reports/data-reports';
import { type SQL, sql } from 'drizzle-orm';
import {
  type DataTable,
  eventScope,
  num,
  numberField,
  type RangeQuery,
  savedScope,
  select,
} from './common';

/** Quote events in the range and scope. */
function quotes(q: RangeQuery): SQL {
  return sql`select * from tracking_events
    where event_type = ${QUOTE_EVENT.eventType} and form_name = ${QUOTE_EVENT.formName}
      and control_name = ${QUOTE_EVENT.controlName}
      and at >= ${q.from} and at < ${q.until} and ${eventScope(q.scope)}`;
}

/** Quotes counted by one text field of their form data; '' when absent. */
async function byField(q: RangeQuery, field: string, label: string): Promise<DataTable> {
  const rows = await select<{ code: string; n: number }>(
    q.db,
    sql`select coalesce(detail->>${field}, '') as code, count(*)::int as n
      from (${quotes(q)}) e group by 1 order by 2 desc, 1`,
  );
  return {
    columns: [
      { key: label, kind: 'text' },
      { key: 'quotes', kind: 'count' },
    ],
    rows: rows.map((r) => [r.code, num(r.n)]),
    totals: true,
    chart: 1,
  };
}

function bandCase(field: string, bands: readonly number[]): SQL {
  const value = numberField(field);
  const whens = bands
    .map((lower, i) => ({ lower, i }))
    .reverse()
    .map(({ lower, i }) => sql`when ${value} >= ${lower} then ${i}`);
  return sql`case ${sql.join(whens, sql` `)} else -1 end`;
}

async function byBand(q: RangeQuery, field: string, bands: readonly number[]): Promise<DataTable> {
  const rows = await select<{ band: number; n: number }>(
    q.db,
    sql`select ${bandCase(field, bands)}::int as band, count(*)::int as n
      from (${quotes(q)}) e group by 1 order by 1`,
  );
  return {
    columns: [
      { key: 'band', kind: 'text' },
      { key: 'quotes', kind: 'count' },
    ],
    // The band index; the service writes it as a range of amounts or ages.
    rows: rows.map((r) => [num(r.band), num(r.n)]),
    totals: true,
    chart: 1,
  };
}

/**
 * How often each check box was ticked, and its share of all quotes in the range. One pass:
 * each quote's form data is read once (jsonb_to_record) for all the boxes, not once a box.
 */
async function checked(q: RangeQuery, fields: readonly string[], label: string) {
  // The names are the catalogue's constants (letters only), quoted as identifiers.
  const columns = sql.raw(fields.map((f) => `"${f.replace(/[^A-Za-z0-9]/g, '')}" text`).join(', '));
  const counts = sql.raw(
    fields
      .map((f) => f.replace(/[^A-Za-z0-9]/g, ''))
      .map((f) => `count(*) filter (where x."${f}" = 'true')::int as "${f}"`)
      .join(', '),
  );
  const [row] = await select<Record<string, number>>(
    q.db,
    sql`select count(*)::int as "total", ${counts}
      from (${quotes(q)}) e cross join lateral jsonb_to_record(e.detail) as x(${columns})`,
  );
  const total = num(row?.total ?? 0);
  const rows = fields
    .map((name) => ({ name, n: num(row?.[name] ?? 0) }))
    .sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    columns: [
      { key: label, kind: 'text' as const },
      { key: 'count', kind: 'count' as const },
      { key: 'share', kind: 'percent' as const },
    ],
    rows: rows.map((r) => [r.name, r.n, total === 0 ? 0 : r.n / total]),
    totals: false,
    chart: 1,
  };
}

export async function reportsGenerated(q: RangeQuery): Promise<DataTable> {
  const rows = await select<{ username: string; pdf: number; excel: number }>(
    q.db,
    sql`select username,
        count(*) filter (where control_name = ${REPORT_EVENT_CONTROLS.pdf})::int as pdf,
        count(*) filter (where control_name = ${REPORT_EVENT_CONTROLS.excel})::int as excel
      from tracking_events
      where event_type = ${QUOTE_EVENT.eventType} and form_name = ${QUOTE_EVENT.formName}
        and control_name in (${REPORT_EVENT_CONTROLS.pdf}, ${REPORT_EVENT_CONTROLS.excel})
        and at >= ${q.from} and at < ${q.until} and ${eventScope(q.scope)}
      group by username order by 2 desc, 1`,
  );
  return {
    columns: [
      { key: 'agent', kind: 'text' },
      { key: 'pdf', kind: 'count' },
      { key: 'excel', kind: 'count' },
    ],
    rows: rows.map((r) => [r.username, num(r.pdf), num(r.excel)]),
    totals: true,
    chart: 1,
  };
}

/**
 * Events per UTC day by type, from the BI roll-ups (decision 0056) that triggers keep in the
 * transaction writing (or purging) the events: the same counts as the events themselves,
 * without reading a quarter of a million rows for 90 days. The roll-up without users serves
 * those who see everyone.
 */
export async function activityPerDay(q: RangeQuery): Promise<DataTable> {
  const rollup =
    q.scope.kind === 'all'
      ? sql`tracking_daily_forms where true`
      : sql`tracking_daily where username = ${q.scope.username}`;
  const rows = await select<{ day: string; p: number; b: number; t: number; c: number }>(
    q.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day,
        coalesce(sum(events) filter (where event_type = 'PAGE_LOAD'), 0)::int as p,
        coalesce(sum(events) filter (where event_type = 'BUTTON_CLICK'), 0)::int as b,
        coalesce(sum(events) filter (where event_type = 'TAB_CLICK'), 0)::int as t,
        coalesce(sum(events) filter (where event_type = 'CONTROL_CHANGE'), 0)::int as c
      from ${rollup} and day >= ${q.fromDay}::date and day <= ${q.toDay}::date
      group by day order by day`,
  );
  return {
    columns: [
      { key: 'day', kind: 'date' },
      { key: 'pageLoads', kind: 'count' },
      { key: 'clicks', kind: 'count' },
      { key: 'tabs', kind: 'count' },
      { key: 'changes', kind: 'count' },
    ],
    rows: rows.map((r) => [r.day, num(r.p), num(r.b), num(r.t), num(r.c)]),
    totals: true,
    chart: 2,
  };
}

/** Per agent: quotes calculated, cases saved (saved illustrations) and applications sent. */
export async function quoteFunnel(q: RangeQuery): Promise<DataTable> {
  const rows = await select<{ username: string; quotes: number; saved: number; applied: number }>(
    q.db,
    sql`with qu as (select username, count(*)::int as n from (${quotes(q)}) e group by 1),
      sa as (select u.username, count(*)::int as n from saved_illustrations s
        join users u on u.id = s.owner_id
        where s.created_at >= ${q.from} and s.created_at < ${q.until} and ${savedScope(q.scope)}
        group by 1),
      ap as (select username, count(*)::int as n from tracking_events
        where event_type = ${APPLY_EVENT.eventType} and form_name = ${APPLY_EVENT.formName}
          and control_name = ${APPLY_EVENT.controlName}
          and at >= ${q.from} and at < ${q.until} and ${eventScope(q.scope)}
        group by 1)
      select coalesce(qu.username, sa.username, ap.username) as username,
        coalesce(qu.n, 0) as quotes, coalesce(sa.n, 0) as saved, coalesce(ap.n, 0) as applied
      from qu full join sa on sa.username = qu.username
        full join ap on ap.username = coalesce(qu.username, sa.username)
      order by 2 desc, 1`,
  );
  return {
    columns: [
      { key: 'agent', kind: 'text' },
      { key: 'quotes', kind: 'count' },
      { key: 'saved', kind: 'count' },
      { key: 'applied', kind: 'count' },
    ],
    rows: rows.map((r) => [r.username, num(r.quotes), num(r.saved), num(r.applied)]),
    totals: true,
    chart: 1,
  };
}

export async function quotesBySexSmoker(q: RangeQuery): Promise<DataTable> {
  const rows = await select<{ sex: string; smoker: string; n: number }>(
    q.db,
    sql`select coalesce(detail->>'insuredSex', '') as sex,
        coalesce(detail->>'insuredSmokeClass', '') as smoker, count(*)::int as n
      from (${quotes(q)}) e group by 1, 2 order by 1, 2`,
  );
  return {
    columns: [
      { key: 'sex', kind: 'text' },
      { key: 'smoker', kind: 'text' },
      { key: 'quotes', kind: 'count' },
    ],
    rows: rows.map((r) => [r.sex, r.smoker, num(r.n)]),
    totals: true,
  };
}

export const PROQUOTE_QUERIES = {
  quotesByProduct: (q: RangeQuery) => byField(q, 'productId', 'product'),
  quotesByAgent: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{ username: string; n: number }>(
      q.db,
      sql`select username, count(*)::int as n from (${quotes(q)}) e group by 1 order by 2 desc, 1`,
    );
    return {
      columns: [
        { key: 'agent', kind: 'text' },
        { key: 'quotes', kind: 'count' },
      ],
      rows: rows.map((r) => [r.username, num(r.n)]),
      totals: true,
      chart: 1,
    };
  },
  quotesByProvince: (q: RangeQuery) => byField(q, 'province', 'province'),
  quotesByFaceBand: (q: RangeQuery) => byBand(q, 'faceAmount', FACE_BANDS),
  quotesByAgeBand: (q: RangeQuery) => byBand(q, 'insuredAge', AGE_BANDS),
  quotesBySexSmoker,
  quotesByPremiumMode: (q: RangeQuery) => byField(q, 'premiumMode', 'mode'),
  ridersAttached: (q: RangeQuery) => checked(q, RIDER_FIELDS, 'rider'),
  conceptsUsed: (q: RangeQuery) => checked(q, CONCEPT_FIELDS, 'concept'),
  reportPagesChosen: (q: RangeQuery) => checked(q, PAGE_FIELDS, 'page'),
  reportsGenerated,
  activityPerDay,
  quoteFunnel,
} as const;
