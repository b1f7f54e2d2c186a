// The server at rest and its first calls (issue 16 §6, decision 0077): the real server as a
// child process (as report-memory starts it: demo data, a fresh DATA_DIR), its
// resident memory once settled after start (engine and render threads as they are kept), then
// the time of the first illustration and the first report after start, of the same calls
// again, and of four illustrations at once (what a burst beyond the kept threads waits).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_CASES } from '@portal/actuarial/test-support/report-cases';
import { signIn } from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';
import { freePort, memoryOf, settled, waitForServer } from './report-memory';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const suite: BenchSuite = {
  name: 'server-rest',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-server-rest-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
      LOG_LEVEL: 'warn',
    };
    // PGlite in the process by default; SERVER_REST_DATABASE_URL names an empty PostgreSQL
    // database instead, so that the process holds the server and its threads alone.
    const databaseUrl = process.env.SERVER_REST_DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('the server did not start');
    const base = `http://127.0.0.1:${port}`;
    const figures: BenchFigure[] = [];
    try {
      await waitForServer(base, child);
      const rest = await settled(pid);
      figures.push({
        name: `Server at rest after start (${where}, demo data)`,
        unit: 'MB RSS',
        value: rest.rss,
        details: { threads: rest.threads, hwmMB: rest.hwm },
      });
      const { headers } = await signIn(base, 'agent');
      const post = async (path: string, body: unknown) => {
        const start = performance.now();
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
        return performance.now() - start;
      };
      const illustration = () => post('/api/illustrations/run', REPORT_CASES.ul);
      const report = () =>
        post('/api/ReportData', {
          reportName: 'illustration',
          insuranceData: REPORT_CASES.ul,
          formData: { ownerName: 'Jeanne Tremblay', insuredName: 'Jeanne Tremblay' },
          isRunPDF: true,
          isRunExcel: false,
        });
      const firstIllustration = await illustration();
      const firstReport = await report();
      const nextIllustration = await illustration();
      const nextReport = await report();
      const burstStart = performance.now();
      await Promise.all([illustration(), illustration(), illustration(), illustration()]);
      const burst = performance.now() - burstStart;
      const after = await memoryOf(pid);
      figures.push(
        {
          name: 'First illustration after start (POST /api/illustrations/run, UL)',
          unit: 'ms',
          value: firstIllustration,
          details: { nextMs: nextIllustration },
        },
        {
          name: 'First report after start (POST /api/ReportData, UL illustration PDF)',
          unit: 'ms',
          value: firstReport,
          details: { nextMs: nextReport },
        },
        {
          name: 'Four illustrations at once, after the first',
          unit: 'ms',
          value: burst,
          details: { rssAfterMB: after.rss, threadsAfter: after.threads },
        },
      );
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};

export default suite;
