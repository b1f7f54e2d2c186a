// The six Inforce reports (decision 0054): the in-force book as of the To date (policies issued
// by then), in the user's scope, with the optional status and church filters; payouts are the
// RRIF and LIF payments their schedule puts in the range.
import { type SQL, sql } from 'drizzle-orm';
import { type DataTable, num, policyScope, type RangeQuery, select } from './common';

// The document's figures as the database keeps them beside it (migration 0024): reading them
// from the jsonb decompresses every policy's document.
const premium = sql`p.annualized_premium`;
const church = sql`p.church_name`;

/** Policies issued up to the To day, in scope, with the request's filters. */
function book(q: RangeQuery): SQL {
  const status =
    q.policyStatusCode === '' ? sql`true` : sql`p.policy_status_code = ${q.policyStatusCode}`;
  const named = q.churchName === '' ? sql`true` : sql`${church} = ${q.churchName}`;
  return sql`p.issue_date <= ${q.toDay} and ${policyScope(q.scope)}
    and ${status} and ${named}`;
}

async function grouped(q: RangeQuery, key: SQL, label: string, where: SQL = sql`true`) {
  const rows = await select<{ code: string; n: number; premium: number }>(
    q.db,
    sql`select ${key} as code, count(*)::int as n, sum(${premium})::float8 as premium
      from inforce_policies p where ${book(q)} and ${where} group by 1 order by 2 desc, 1`,
  );
  return {
    columns: [
      { key: label, kind: 'text' as const },
      { key: 'count', kind: 'count' as const },
      { key: 'premium', kind: 'money' as const },
    ],
    rows: rows.map((r) => [r.code, num(r.n), num(r.premium)]),
    totals: true,
    chart: 1,
  };
}

export const INFORCE_QUERIES = {
  policiesByStatus: (q: RangeQuery): Promise<DataTable> =>
    grouped(q, sql`p.policy_status_code`, 'status'),
  policiesByType: (q: RangeQuery): Promise<DataTable> => grouped(q, sql`p.policy_type`, 'type'),
  policiesByChurch: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{ name: string; city: string; n: number }>(
      q.db,
      sql`select ${church} as name, p.church_city as city,
          count(*)::int as n
        from inforce_policies p where ${book(q)} group by 1, 2 order by 3 desc, 1, 2`,
    );
    return {
      columns: [
        { key: 'church', kind: 'text' },
        { key: 'city', kind: 'text' },
        { key: 'count', kind: 'count' },
      ],
      rows: rows.map((r) => [r.name, r.city, num(r.n)]),
      totals: true,
    };
  },
  premiumsByBilling: (q: RangeQuery): Promise<DataTable> =>
    grouped(q, sql`p.billing_method`, 'billing', sql`p.is_active`),
  loansOutstanding: async (q: RangeQuery): Promise<DataTable> => {
    const rows = await select<{ policy: string; product: string; loan: number }>(
      q.db,
      sql`select p.policy_number as policy, p.prod_id as product,
          p.loan_balance as loan
        from inforce_policies p
        where ${book(q)} and p.is_active and p.loan_balance > 0
        order by 3 desc, 1`,
    );
    return {
      columns: [
        { key: 'policy', kind: 'text' },
        { key: 'product', kind: 'text' },
        { key: 'loan', kind: 'money' },
      ],
      rows: rows.map((r) => [r.policy, r.product, num(r.loan)]),
      totals: true,
    };
  },
  payoutsDue: async (q: RangeQuery): Promise<DataTable> => {
    // Payments fall every 12, 6, 3 or 1 months from the payout's effective date (mode 012, 06,
    // 03, anything else monthly, as the in-force screens read it), each a share of the annual
    // amount; the k-th is the start date plus k periods (a month end stays the month's end).
    // Only the periods that can fall in the range are generated, not every one since the
    // start: from one before the From day's month to the To day's.
    const monthsTo = (day: string) =>
      sql`((extract(year from ${day}::date) - extract(year from x.start)) * 12
        + extract(month from ${day}::date) - extract(month from x.start))::int`;
    const rows = await select<{ policy: string; type: string; payments: number; amount: number }>(
      q.db,
      sql`select x.policy, x.type, count(*)::int as payments,
          sum(round(x.amount * x.months / 12, 2))::float8 as amount
        from (select p.policy_number as policy, p.policy_type as type,
            p.payout_effective_date::date as start, p.annual_payout_amount as amount,
            case p.annual_payout_mode when '012' then 12 when '06' then 6 when '03' then 3
              else 1 end as months
          from inforce_policies p
          where ${book(q)} and p.is_active and p.policy_type in ('RRIF', 'LIF')
            and p.payout_effective_date is not null and p.annual_payout_amount is not null) x
        cross join lateral generate_series(greatest(0, (${monthsTo(q.fromDay)} - 1) / x.months),
          ${monthsTo(q.toDay)} / x.months) as k(n)
        cross join lateral (select (x.start + make_interval(months => k.n * x.months))::date
          as day) d
        where d.day >= ${q.fromDay}::date and d.day <= ${q.toDay}::date
        group by 1, 2 order by 1`,
    );
    return {
      columns: [
        { key: 'policy', kind: 'text' },
        { key: 'payoutType', kind: 'text' },
        { key: 'payments', kind: 'count' },
        { key: 'amount', kind: 'money' },
      ],
      rows: rows.map((r) => [r.policy, r.type, num(r.payments), num(r.amount)]),
      totals: true,
    };
  },
} as const;
