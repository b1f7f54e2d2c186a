// Issue 26 §1: SIGTERM ends the server even while engine jobs run. The server is started as
// `npm start` starts it (node --import tsx apps/server/src/server.ts, with its own PGlite in a
// temporary DATA_DIR whatever TEST_DB says: this is about the process, not the database),
// engine calls are sent, and SIGTERM goes to the process while they are in flight: each is
// answered (a 503 for a job the closing pool ended), and the process exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from './helpers/http';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'engine-shutdown-'));
let child: ChildProcess | undefined;
let log = '';
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and answers its address once it listens. */
async function start(): Promise<string> {
  // The command scripts/start.mjs (`npm start`) runs once the web app is built.
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ENGINE_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return await new Promise<string>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (at?.[1] && log.includes('server ready')) resolve(at[1]);
    });
    child?.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child?.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${log}`)),
    );
  });
}

describe('SIGTERM', () => {
  it('closes the engine pool and the server while engine calls are in flight, and exits 0', async () => {
    const base = await start();
    const signedIn = await signInOverHttp(base, 'agent');
    const body = JSON.stringify({
      input: {
        productId: '0602',
        faceAmount: 10_000_000,
        premiumMode: 'Monthly',
        insureds: [{ sex: 'M', smokeClass: 'S', issueAge: 0 }],
        ul: { annualDeposit: 2_000_000, depositYears: 120 },
      },
      incomePayout: { startAge: 65, payoutYears: 60, loanRate: 0, intRate: 5, taxRate: 0 },
      compareProductIds: ['0131', '0900', '0603'],
    });
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${base}/api/illustrations/concepts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedIn,
        },
        body,
      }).then(
        (response) => response.status,
        (error: unknown) => String((error as Error).cause ?? error),
      ),
    );
    // Once the server has read every call (a connection not read yet is closed as idle, the
    // usual end of an HTTP server), it is stopped.
    const incoming = () => log.split('"msg":"incoming request"').length - 1;
    while (incoming() < 1 + inFlight.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const exited = once(child as ChildProcess, 'exit');
    child?.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    const statuses = await Promise.all(inFlight);
    expect(code, log).toBe(0);
    // Every call was answered before the server closed: done, or ended by the closing pool.
    for (const status of statuses) expect([200, 503], log).toContain(status);
  }, 180_000);
});
