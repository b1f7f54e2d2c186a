// The data reports at scale (issue 18 §5): on PostgreSQL with 1,000,000 tracking events and
// 100,000 in-force policies, each of the 24 reports' time from the call to its file (p95;
// target under 2 s), and the plans of the date-range queries (printed, and kept in the
// result), which should read the indexes. Needs TEST_DATABASE_URL; the data come from the
// seed's generators (`npm run seed -- --tracking N --policies N`).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_REPORT_PATHS } from '@portal/contracts/data-reports';
import { DATA_REPORTS, QUOTE_EVENT } from '@portal/domain/reports/data-reports';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { seedGeneratedTracking } from '@portal/server/db/seeds/history';
import { seedGeneratedPolicies } from '@portal/server/db/seeds/inforce';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { benchConfig } from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';

const EVENTS = Number(process.env.DATAREPORTS_BENCH_EVENTS ?? 1_000_000);
const POLICIES = Number(process.env.DATAREPORTS_BENCH_POLICIES ?? 100_000);
const RUNS = Number(process.env.DATAREPORTS_BENCH_RUNS ?? 10);
const TARGET_MS = 2000;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
}

async function signIn(app: FastifyInstance, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/users/authenticate',
    headers: { 'x-challenge': 'none' },
    payload: { username, password: 'demo1234' },
  });
  const tokens = response.json<{ jwt: string; challenge: string }>();
  return { authorization: `Bearer ${tokens.jwt}`, 'x-challenge': tokens.challenge };
}

/** The plans of the range queries: the quotes, every event, saved cases, over the last 90 days. */
async function plans(app: FastifyInstance, from: string, until: string) {
  const statements = {
    quotesInRange: sql`explain select detail->>'productId', count(*) from tracking_events
      where event_type = ${QUOTE_EVENT.eventType} and form_name = ${QUOTE_EVENT.formName}
        and control_name = ${QUOTE_EVENT.controlName}
        and at >= ${from}::timestamptz and at < ${until}::timestamptz group by 1`,
    eventsPerDay: sql`explain select to_char(at at time zone 'UTC', 'YYYY-MM-DD'), count(*)
      from tracking_events where at >= ${from}::timestamptz and at < ${until}::timestamptz group by 1`,
    agentEventsInRange: sql`explain select count(*) from tracking_events
      where username = 'agent' and at >= ${from}::timestamptz and at < ${until}::timestamptz`,
    savedInRange: sql`explain select owner_id, count(*) from saved_illustrations s
      where s.created_at >= ${from}::timestamptz and s.created_at < ${until}::timestamptz group by 1`,
    // Not a range: the in-force reports count the whole book as of the To day, so a scan of
    // the table is the plan; it reads the columns migration 0024 keeps, never the documents.
    inforceBook: sql`explain select p.policy_type, count(*), sum(p.annualized_premium)
      from inforce_policies p where p.issue_date <= ${until.slice(0, 10)} group by 1`,
  };
  const out: Record<string, string> = {};
  for (const [name, statement] of Object.entries(statements)) {
    const result = (await app.db.execute(statement)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    out[name] = result.rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(`-- ${name}\n${out[name]}`);
  }
  return out;
}

const suite: BenchSuite = {
  name: 'datareports',
  async run() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('datareports needs TEST_DATABASE_URL (PostgreSQL)');
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-datareports-'));
    const app = await buildAppOnFreshDatabase(
      { ...benchConfig(), dataDir },
      { kind: 'postgres', adminUrl: url },
    );
    const figures: BenchFigure[] = [];
    try {
      const now = new Date();
      let start = performance.now();
      await seedGeneratedPolicies(app.db, POLICIES, undefined, 1000);
      const policySeconds = (performance.now() - start) / 1000;
      start = performance.now();
      await seedGeneratedTracking(app.db, EVENTS, now, (done) => {
        if (done % 100_000 < 5_000) console.log(`  ${done} events`);
      });
      await app.db.execute(sql`analyze`);
      const eventSeconds = (performance.now() - start) / 1000;
      const headers = await signIn(app, 'analyst');
      // The machine is shared: the load average beside the figures says what they are worth.
      const loadBefore = loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
      const to = now.toISOString().slice(0, 10);
      const from = new Date(now.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
      const scalars = [
        { name: 'PQWizard_StartDate', dataType: 'Date', value: `${from}T12:00:00Z` },
        { name: 'PQWizard_EndDate', dataType: 'Date', value: `${to}T12:00:00Z` },
        { name: 'PQWizard_chkStoreInExcel', dataType: 'Boolean', value: 0 },
      ];
      for (const report of DATA_REPORTS) {
        const samples: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const began = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: DATA_REPORT_PATHS[report.group],
            headers,
            payload: { reportScalarItems: scalars, reportNumber: report.reportNumber },
          });
          const result = response.json<{ resultCode: number; errorText: string }>();
          if (response.statusCode !== 200 || result.resultCode !== 0)
            throw new Error(`report ${report.reportNumber}: ${response.body}`);
          samples.push(performance.now() - began);
        }
        figures.push({
          name: `report ${report.reportNumber} ${report.key} (PDF, 90 days)`,
          unit: 'ms p95',
          value: p95(samples),
          details: {
            medianMs: [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0,
            runs: RUNS,
            underTarget: p95(samples) < TARGET_MS ? 'yes' : 'no',
          },
        });
      }
      const explained = await plans(app, `${from}T00:00:00Z`, `${to}T23:59:59Z`);
      figures.push({
        name: 'data set',
        unit: 'events',
        value: EVENTS,
        details: {
          policies: POLICIES,
          policySeconds,
          eventSeconds,
          loadBefore,
          loadAfter: loadavg()
            .map((n) => n.toFixed(1))
            .join(' '),
          ...explained,
        },
      });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};

export default suite;
