// Issue 16 §3: an import is all or nothing even when the server dies in the middle of it. The
// server is started as `npm start` starts it, on its own PGlite in a temporary DATA_DIR (the
// database that must recover from its own files; a PostgreSQL server rolls back a transaction
// whose client is gone by itself). A large file is posted; once the server logs its first
// written batch the process gets SIGKILL; a new server on the same files must show none of
// the file's users, and the users it had before.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from './helpers/http';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'user-import-kill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  base: string;
  /** Resolves when the server's log has a line containing the text. */
  logged(text: string): Promise<void>;
}

async function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
      ENGINE_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    log += chunk.toString();
    for (const waiter of [...waiters]) {
      if (log.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      if (log.includes(text)) resolve();
      else waiters.push({ text, resolve });
    });
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (at?.[1] && log.includes('server ready')) resolve(at[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  return { child, base, logged };
}

async function usernames(base: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${base}/users`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { username: string }[]).map((user) => user.username).sort();
}

describe('SIGKILL in the middle of an import', () => {
  it('leaves the users as they were before it', { timeout: 120_000 }, async () => {
    const first = await start();
    const headers = await signInOverHttp(first.base, 'admin');
    const before = await usernames(first.base, headers);
    const rows = Array.from({ length: 60_000 }, (_, i) => `killed${i},Killed${i}`);
    const form = new FormData();
    form.append(
      'File',
      new Blob([`username,firstName\n${rows.join('\n')}\n`], { type: 'text/csv' }),
      'users.csv',
    );
    form.append('FileDirectory', '');
    form.append('isFullUpdate', 'false');
    const posted = fetch(`${first.base}/users/Uploadusers`, {
      method: 'POST',
      headers,
      body: form,
    }).catch((error: unknown) => error);
    await first.logged('user import: batch written');
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    await exited;
    // The client saw the connection die, not an answer.
    expect(await posted).toBeInstanceOf(Error);

    const second = await start();
    const after = await usernames(second.base, await signInOverHttp(second.base, 'admin'));
    expect(after).toEqual(before);
    expect(after.some((name) => name.startsWith('killed'))).toBe(false);
    const exitedAgain = once(second.child, 'exit');
    second.child.kill('SIGTERM');
    await exitedAgain;
  });
});
