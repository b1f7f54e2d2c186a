import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DEMO_PASSWORD = 'demo1234';

const run = promisify(execFile);

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed by the server. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the real server and waits until /health answers. One node process with tsx as its
 * loader (not the tsx command, which would run the server in a child that SIGKILL misses).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'fault-drill-secret-fault-drill-secret-0123',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST: join(tmpdir(), 'portal-faults-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${log}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(100);
  }
  await server.stop();
  throw new Error(`The server did not start in 60 s:\n${log}`);
}

export interface Session {
  jwt: string;
  challenge: string;
}

export async function signIn(url: string, username = 'agent'): Promise<Session> {
  const response = await fetch(`${url}/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const data = (await response.json()) as { jwt: string; challenge: string };
  return { jwt: data.jwt, challenge: data.challenge };
}

/** One intended save: its key and its case name are the same unique value. */
export async function save(
  url: string,
  session: Session,
  key: string,
): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`${url}/api/illustrations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.jwt}`,
        'x-challenge': session.challenge,
        'idempotency-key': key,
      },
      body: JSON.stringify({
        name: key,
        clientName: 'Fault Drill',
        productId: '0132',
        form: { productId: '0132', faceAmount: '250000', insuredName: 'Fault Drill' },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: response.status, id: body.id };
  } catch {
    return { status: 0 };
  }
}

/** Where PostgreSQL's server binaries are, if this machine has them. */
export function postgresBinaries(): string | null {
  for (const version of ['17', '16', '15', '14', '13']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/**
 * A throw-away PostgreSQL cluster of our own, on its own port in a temporary directory, so the
 * drill can stop and start it without touching anyone else's server. Run as `postgres` when
 * the drill runs as root (initdb refuses root).
 */
export class ThrowawayCluster {
  readonly dir: string;
  readonly port: number;
  readonly #bin: string;

  private constructor(bin: string, dir: string, port: number) {
    this.#bin = bin;
    this.dir = dir;
    this.port = port;
  }

  static async create(bin: string): Promise<ThrowawayCluster> {
    const base = mkdtempSync(join(tmpdir(), 'portal-faults-pg-'));
    const cluster = new ThrowawayCluster(bin, join(base, 'data'), await freePort());
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', base]);
    await cluster.#run('initdb', [
      '-D',
      cluster.dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Asynchronous, so that the load keeps running while the cluster stops and starts. */
  async #run(tool: string, args: string[]): Promise<void> {
    const command = join(this.#bin, tool);
    if (process.getuid?.() === 0) {
      await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    } else {
      await run(command, args);
    }
  }

  async start(): Promise<void> {
    await this.#run('pg_ctl', [
      '-D',
      this.dir,
      '-l',
      join(this.dir, '..', 'log'),
      '-o',
      `-p ${this.port} -k ${join(this.dir, '..')} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  }

  async stop(): Promise<void> {
    await this.#run('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    try {
      await this.stop();
    } catch {
      // Already stopped.
    }
    execFileSync('rm', ['-rf', join(this.dir, '..')]);
  }
}

export interface FreshDatabase {
  /** Connected to TEST_DATABASE_URL's server, to drop `name` after the drill. */
  admin: pg.Client;
  name: string;
  url: string;
}

/**
 * A new empty database on TEST_DATABASE_URL's server (the local one by default), or why there
 * is none: the drill that needs it is skipped with that reason.
 */
export async function freshDatabase(): Promise<FreshDatabase | string> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    return `no PostgreSQL at TEST_DATABASE_URL (${String(error)})`;
  }
  const name = `portal_faults_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { admin, name, url };
}
