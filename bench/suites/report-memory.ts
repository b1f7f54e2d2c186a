// Report memory (issue 26 §2): what the largest report bodies the limits allow (decision 0023)
// cost the server's memory, and whether it gives it back. The real server runs as a child
// process (node --import tsx apps/server/src/server.ts, demo data, a fresh DATA_DIR) so that
// its resident memory (VmRSS, and the kernel's high-water mark VmHWM) is the server's alone,
// read from /proc/<pid>/status. Measured: at rest, the peak while one largest body goes to
// each report route in turn, the peak while eight go at once (from six demo users who may run
// the illustration: the report calls are counted per user and per address), and 30 s after,
// with nothing sent; then the report outputs kept (in the database, decision 0085).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_CASES } from '@portal/actuarial/test-support/report-cases';
import { REPORT_BODY_LIMITS } from '@portal/contracts/reports';
import { type SignedIn, signIn } from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1_048_576;
/** The demo users who may run the illustration (new business). */
const USERS = ['agent', 'agentfr', 'headoffice', 'newagent', 'whitelabel', 'developer'];
/** Every report route takes the data arrays (routes/reports/report-calls.ts). */
const ROUTES = [
  '/api/ReportData',
  '/api/RunReportData',
  '/Report/NewBusinessReport',
  '/Portal/RunReportData',
];
const PARALLEL = 8;
const AFTER_MS = 30_000;
/** Past the render pool's idle timeout (60 s), when threads it started for the burst end. */
const LATER_MS = 75_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** VmRSS and VmHWM of a process, in MB. */
export async function memoryOf(
  pid: number,
): Promise<{ rss: number; hwm: number; threads: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: field('VmRSS') / 1024, hwm: field('VmHWM') / 1024, threads: field('Threads') };
}

/** Samples VmRSS every 50 ms until stopped; answers the highest seen. */
function sampler(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, (await memoryOf(pid)).rss);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      peak = Math.max(peak, (await memoryOf(pid)).rss);
      return peak;
    },
  };
}

/**
 * The largest body the limits let through: an illustration asking for the PDF and the Excel
 * workbook, with both data arrays full (2,000 rows each, 120,000 values in all), their strings
 * as long as keeps the whole body just under 4 MB.
 */
function largestBody(): string {
  const rows = REPORT_BODY_LIMITS.rows;
  const perRow = REPORT_BODY_LIMITS.cells / (2 * rows);
  const make = (length: number) =>
    JSON.stringify({
      reportName: 'illustration',
      insuranceData: REPORT_CASES.ul,
      formData: { ownerName: 'Jeanne Tremblay', insuredName: 'Jeanne Tremblay' },
      isRunPDF: true,
      isRunExcel: true,
      reportDataArray: Array.from({ length: rows }, (_, r) =>
        Array.from({ length: perRow }, (_, k) => 1_000_000 + r * 97.13 + k),
      ),
      reportDataArrayString: Array.from({ length: rows }, (_, r) =>
        Array.from({ length: perRow }, (_, k) =>
          `${r}-${k} `.padEnd(length, 'abcdefghijklmnopqrstuvwxyz'),
        ),
      ),
    });
  const small = Buffer.byteLength(make(10));
  const length = 10 + Math.floor((REPORT_BODY_LIMITS.bytes - 4096 - small) / (rows * perRow));
  const body = make(length);
  if (Buffer.byteLength(body) > REPORT_BODY_LIMITS.bytes) throw new Error('body past the limit');
  return body;
}

/** RSS once it has settled (three readings a second apart within 3 MB), at most 30 s. */
export async function settled(pid: number) {
  let last = await memoryOf(pid);
  let steady = 0;
  for (let i = 0; i < 30 && steady < 3; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await memoryOf(pid);
    steady = Math.abs(now.rss - last.rss) < 3 ? steady + 1 : 0;
    last = now;
  }
  return last;
}

export async function waitForServer(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/getTokenMethod`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

const suite: BenchSuite = {
  name: 'report-memory',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-report-memory-'));
    const port = Number(process.env.PORT) || (await freePort());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error('the server did not start');
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(base, child);
      const sessions: SignedIn[] = [];
      for (const user of USERS) sessions.push(await signIn(base, user));
      // What the answers say was kept: every output is one row and its bytes (0085).
      const kept = { files: 0, bytes: 0 };
      const report = async (route: string, who: number, body: string) => {
        const session = sessions[who % sessions.length];
        if (!session) throw new Error('no session');
        const response = await fetch(`${base}${route}`, {
          method: 'POST',
          headers: { ...session.headers, 'content-type': 'application/json' },
          body,
        });
        const json = (await response.json()) as {
          resultCode?: number;
          outputs?: { bytes: number }[];
        };
        if (!response.ok || json.resultCode !== 0)
          throw new Error(`${route} answered ${response.status} ${JSON.stringify(json)}`);
        for (const output of json.outputs ?? []) {
          kept.files += 1;
          kept.bytes += output.bytes;
        }
      };
      // The engine's threads warm up as the server starts listening.
      const fresh = await settled(pid);
      // Small reports first: the render thread has loaded Typst and exceljs, the engine its
      // tables; what stays after that is the server at work, not a leak.
      const small = JSON.stringify({
        reportName: 'illustration',
        insuranceData: REPORT_CASES.ul,
        formData: { ownerName: 'Jeanne Tremblay', insuredName: 'Jeanne Tremblay' },
        isRunPDF: true,
        isRunExcel: true,
      });
      const timed = async (body: string) => {
        const start = performance.now();
        await report(ROUTES[0] ?? '', 0, body);
        return performance.now() - start;
      };
      // A few, so that the start's garbage (seeding, loading) has been collected.
      for (let i = 0; i < 4; i += 1) await timed(small);
      const warmMs = await timed(small);
      const rest = await settled(pid);

      const body = largestBody();
      const one = sampler(pid);
      const singleMs: number[] = [];
      for (const [k, route] of ROUTES.entries()) {
        const start = performance.now();
        await report(route, k, body);
        singleMs.push(performance.now() - start);
      }
      const onePeak = await one.stop();
      const afterOne = await memoryOf(pid);

      const burst = sampler(pid);
      const burstStart = performance.now();
      await Promise.all(
        Array.from({ length: PARALLEL }, (_, k) =>
          report(ROUTES[k % ROUTES.length] ?? '', k, body),
        ),
      );
      const burstMs = performance.now() - burstStart;
      const burstPeak = await burst.stop();
      await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
      const after = await memoryOf(pid);
      await new Promise((resolve) => setTimeout(resolve, LATER_MS - AFTER_MS));
      const later = await memoryOf(pid);
      // The burst's extra render threads have ended (idle); the first one serves this report.
      const coldMs = await timed(small);

      const reports = 6 + ROUTES.length + PARALLEL;

      const figures: BenchFigure[] = [
        {
          name: 'Server RSS at rest (after five small reports)',
          unit: 'MB',
          value: rest.rss,
          details: { freshMB: fresh.rss, threads: rest.threads },
        },
        {
          name: `Peak RSS, one largest body (${(Buffer.byteLength(body) / MB).toFixed(2)} MB, ${REPORT_BODY_LIMITS.cells} values, PDF + Excel) to each of the ${ROUTES.length} report routes in turn`,
          unit: 'MB',
          value: onePeak,
          details: {
            growthMB: onePeak - rest.rss,
            afterMB: afterOne.rss,
            medianCallMs: [...singleMs].sort((a, b) => a - b)[Math.floor(singleMs.length / 2)] ?? 0,
          },
        },
        {
          name: `Peak RSS, ${PARALLEL} largest bodies at once (${USERS.length} users)`,
          unit: 'MB',
          value: burstPeak,
          details: { growthMB: burstPeak - rest.rss, hwmMB: after.hwm, elapsedMs: burstMs },
        },
        {
          name: `RSS ${AFTER_MS / 1000} s after the burst, nothing sent`,
          unit: 'MB',
          value: after.rss,
          details: { aboveRestMB: after.rss - rest.rss, threads: after.threads },
        },
        {
          name: `RSS ${LATER_MS / 1000} s after the burst (past the render pool's idle timeout)`,
          unit: 'MB',
          value: later.rss,
          details: { aboveRestMB: later.rss - rest.rss, threads: later.threads },
        },
        {
          name: 'Small illustration report (PDF + Excel), render thread warm',
          unit: 'ms',
          value: warmMs,
        },
        {
          name: "The same after the quiet spell (the burst's threads ended, the first stays warm)",
          unit: 'ms',
          value: coldMs,
          details: { extraMs: coldMs - warmMs },
        },
        {
          name: `Report outputs kept in the database after ${reports} reports`,
          unit: 'MB',
          value: kept.bytes / MB,
          details: { files: kept.files, perReportMB: kept.bytes / MB / reports },
        },
      ];
      return figures;
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
