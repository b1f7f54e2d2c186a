// The four Illustration reports (decision 0054): saved illustration cases in the range and the
// agents' last activity, in the user's scope.
import { UL_PRODUCTS } from '@portal/domain/reports/data-reports';
import { sql } from 'drizzle-orm';
import { type DataTable, eventScope, num, type RangeQuery, savedScope, select } from './common';

const inRange = (q: RangeQuery) =>
  sql`s.created_at >= ${q.from} and s.created_at < ${q.until} and ${savedScope(q.scope)}`;

/**
 * The life basis a saved case illustrates: the form keeps a basis even for one life, so a case
 * is joint only when it names a second insured's age (as the illustration form decides).
 */
const basis = sql`case when coalesce(s.form->>'insured2Age', '') <> ''
  then coalesce(nullif(s.form->>'lifeBasis', ''), 'JOINTLAST') else 'SINGLE' end`;

const deposit = sql`case when (s.form->>'annualDeposit') ~ '^[0-9]+(\\.[0-9]+)?$'
  then (s.form->>'annualDeposit')::numeric else 0 end`;

export const ILLUSTRATION_QUERIES = {
  savedIllustrations: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{ username: string; n: number; latest: string }>(
      q.db,
      sql`select u.username, count(*)::int as n,
          to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD') as latest
        from saved_illustrations s join users u on u.id = s.owner_id
        where ${inRange(q)} group by 1 order by 2 desc, 1`,
    );
    return {
      columns: [
        { key: 'agent', kind: 'text' },
        { key: 'cases', kind: 'count' },
        { key: 'latest', kind: 'date' },
      ],
      rows: rows.map((r) => [r.username, num(r.n), r.latest]),
      totals: true,
      chart: 1,
    };
  },
  savedByProductBasis: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{ product: string; basis: string; n: number }>(
      q.db,
      sql`select s.product_id as product, ${basis} as basis, count(*)::int as n
        from saved_illustrations s where ${inRange(q)} group by 1, 2 order by 1, 2`,
    );
    return {
      columns: [
        { key: 'product', kind: 'text' },
        { key: 'basis', kind: 'text' },
        { key: 'cases', kind: 'count' },
      ],
      rows: rows.map((r) => [r.product, r.basis, num(r.n)]),
      totals: true,
    };
  },
  ulDeposits: async (q: RangeQuery): Promise<DataTable> => {
    const products = sql.join(
      UL_PRODUCTS.map((p) => sql`${p}`),
      sql`, `,
    );
    const rows = await select<{ dbo: string; coi: string; n: number; deposits: string }>(
      q.db,
      sql`select coalesce(s.form->>'deathBenefitOption', '1') as dbo,
          coalesce(s.form->>'coiType', 'YRT') as coi, count(*)::int as n,
          sum(${deposit})::float8 as deposits
        from saved_illustrations s
        where ${inRange(q)} and s.product_id in (${products})
        group by 1, 2 order by 1, 2`,
    );
    return {
      columns: [
        { key: 'dbOption', kind: 'text' },
        { key: 'coi', kind: 'text' },
        { key: 'cases', kind: 'count' },
        { key: 'deposits', kind: 'money' },
      ],
      rows: rows.map((r) => [`dbo${r.dbo}`, r.coi, num(r.n), num(r.deposits)]),
      totals: true,
    };
  },
  agentsLastActivity: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{
      username: string;
      last_event: string | null;
      last_save: string | null;
    }>(
      q.db,
      sql`with ev as (select username, max(at) as at from tracking_events
          where at < ${q.until} and ${eventScope(q.scope)} group by 1),
        sv as (select u.username, max(s.created_at) as at from saved_illustrations s
          join users u on u.id = s.owner_id
          where s.created_at < ${q.until} and ${savedScope(q.scope)} group by 1)
        select coalesce(ev.username, sv.username) as username,
          to_char(ev.at at time zone 'UTC', 'YYYY-MM-DD') as last_event,
          to_char(sv.at at time zone 'UTC', 'YYYY-MM-DD') as last_save
        from ev full join sv on sv.username = ev.username
        order by greatest(ev.at, sv.at) desc nulls last, 1`,
    );
    return {
      columns: [
        { key: 'agent', kind: 'text' },
        { key: 'lastEvent', kind: 'date' },
        { key: 'lastSave', kind: 'date' },
      ],
      rows: rows.map((r) => [r.username, r.last_event, r.last_save]),
      totals: false,
    };
  },
} as const;
