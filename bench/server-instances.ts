// Real server processes on one PostgreSQL (issue 23 §3): what the batch suite starts to
// measure one instance and two. Each is `node --import tsx apps/server/src/server.ts` (no tsx
// wrapper, so its pid is the server's and /proc reads its own CPU time), sharing one JWT secret
// and one data folder as a fleet does (scripts/fleet.mjs).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForServer } from './suites/report-memory';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TICKS_PER_SECOND = 100;

export interface Instance {
  url: string;
  pid: number;
  child: ChildProcess;
  /** CPU seconds (user + system, every thread) the process has used so far. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/** CPU seconds a process has used: utime + stime of /proc/<pid>/stat, every thread counted. */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export async function startInstance(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'batch-bench-secret-batch-bench-secret-0123',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    pid,
    child,
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitForServer(url, child);
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}
