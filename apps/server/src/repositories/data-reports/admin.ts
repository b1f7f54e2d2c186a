// The Admin summary (decision 0054): users, sign-ins (password and directory, as the admin
// dashboard counts them), imports and administrative changes.
import { IMPORT_AUDIT_ACTION_PREFIX } from '@portal/contracts/admin-dashboard';
import { sql } from 'drizzle-orm';
import { type DataTable, num, type RangeQuery, select } from './common';

export const ADMIN_QUERIES = {
  adminSummary: async (q: RangeQuery): Promise<DataTable> => {
    const imports = `${IMPORT_AUDIT_ACTION_PREFIX}%`;
    const [row] = await select<Record<string, number>>(
      q.db,
      sql`select
        (select count(*) from users)::int as "usersTotal",
        (select count(*) from users where not is_disabled)::int as "usersEnabled",
        (select count(*) from users
          where created_at >= ${q.from} and created_at < ${q.until})::int as "usersCreated",
        (select count(*) from login_attempts where kind in ('password', 'directory') and succeeded
          and at >= ${q.from} and at < ${q.until})::int as "signIns",
        (select count(*) from login_attempts where kind in ('password', 'directory')
          and not succeeded
          and at >= ${q.from} and at < ${q.until})::int as "failedSignIns",
        (select count(*) from audit_log where action like ${imports}
          and at >= ${q.from} and at < ${q.until})::int as imports,
        (select count(*) from audit_log where action not like ${imports}
          and at >= ${q.from} and at < ${q.until})::int as changes`,
    );
    const keys = [
      'usersTotal',
      'usersEnabled',
      'usersCreated',
      'signIns',
      'failedSignIns',
      'imports',
      'changes',
    ];
    return {
      columns: [
        { key: 'figure', kind: 'text' },
        { key: 'value', kind: 'count' },
      ],
      rows: keys.map((k) => [k, num(row?.[k] ?? 0)]),
      totals: false,
    };
  },
} as const;
