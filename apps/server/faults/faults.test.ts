import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  postgresBinaries,
  type ServerProcess,
  type Session,
  save,
  signIn,
  sleep,
  startServer,
  ThrowawayCluster,
} from './harness';

/**
 * Fault drills (decision 0025). Figures are printed as `[faults] …` lines; the note in
 * docs/decisions/0025 keeps the last measured ones.
 */
const figure = (text: string) => console.log(`[faults] ${text}`);

const WORKERS = 8;
const KILL_AFTER_ACKS = 60;

interface Burst {
  sent: string[];
  acknowledged: Set<string>;
  statuses: Map<number, number>;
}

/**
 * Saves from WORKERS parallel clients, each with its own key, until `stop` (called with every
 * answer) says so. A refused save waits 50 ms before the next, as a client backing off would.
 */
async function burst(
  url: string,
  session: Session,
  prefix: string,
  stop: (b: Burst, status: number) => boolean | Promise<boolean>,
): Promise<Burst> {
  const b: Burst = { sent: [], acknowledged: new Set(), statuses: new Map() };
  let done = false;
  const worker = async () => {
    while (!done) {
      const key = `${prefix}-${b.sent.length}-${randomUUID().slice(0, 8)}`;
      b.sent.push(key);
      const { status } = await save(url, session, key);
      b.statuses.set(status, (b.statuses.get(status) ?? 0) + 1);
      if (status === 200) b.acknowledged.add(key);
      if (!done && (await stop(b, status))) done = true;
      if (status !== 200 && !done) await sleep(50);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return b;
}

/** Sends again every save that got no 200, with its own key: none may be stored twice. */
async function resendUnacknowledged(url: string, b: Burst): Promise<void> {
  const session = await signIn(url);
  for (const key of b.sent.filter((k) => !b.acknowledged.has(k))) {
    const { status } = await save(url, session, key);
    expect(status, key).toBe(200);
  }
}

function expectAcknowledgedStored(b: Burst, stored: string[]) {
  const rows = new Set(stored);
  expect(stored.length).toBe(rows.size);
  const lost = [...b.acknowledged].filter((key) => !rows.has(key));
  expect(lost, 'acknowledged saves missing after the crash').toEqual([]);
  const sent = new Set(b.sent);
  expect(stored.filter((key) => !sent.has(key))).toEqual([]);
}

/**
 * Kills the server once KILL_AFTER_ACKS saves are acknowledged, without waiting for the kill:
 * the other workers' saves are in flight when it lands. The burst stops once it has.
 */
function killWhen(server: ServerProcess) {
  let killed = false;
  let killing: Promise<void> | null = null;
  return (state: Burst) => {
    if (!killing && state.acknowledged.size >= KILL_AFTER_ACKS) {
      killing = server.kill9().then(() => {
        killed = true;
      });
    }
    return killed;
  };
}

const statusText = (b: Burst) =>
  [...b.statuses].map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`).join(', ');

describe('kill -9 under a save burst', () => {
  it('PGlite: every acknowledged save is a row, the data directory opens cleanly, a resend stores nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-pglite-'));
    try {
      let server: ServerProcess = await startServer({ DATA_DIR: dataDir });
      const session = await signIn(server.url);
      const prefix = `kill-pglite-${randomUUID().slice(0, 8)}`;
      const b = await burst(server.url, session, prefix, killWhen(server));
      figure(
        `PGlite kill -9: ${b.sent.length} saves sent, ${b.acknowledged.size} acknowledged (${statusText(b)})`,
      );

      // The directory as the killed process left it, opened by a fresh PGlite.
      const opened = Date.now();
      const direct = new PGlite(join(dataDir, 'pglite'));
      const { rows } = await direct.query<{ name: string }>(
        'select name from saved_illustrations where name like $1',
        [`${prefix}-%`],
      );
      figure(`PGlite reopened after kill -9 in ${Date.now() - opened} ms; ${rows.length} rows`);
      await direct.close();
      expectAcknowledgedStored(
        b,
        rows.map((r) => r.name),
      );

      server = await startServer({ DATA_DIR: dataDir });
      try {
        await resendUnacknowledged(server.url, b);
      } finally {
        await server.stop();
      }
      const after = new PGlite(join(dataDir, 'pglite'));
      const count = await after.query<{ n: number }>(
        'select count(*)::int as n from saved_illustrations where name like $1',
        [`${prefix}-%`],
      );
      await after.close();
      expect(count.rows[0]?.n).toBe(new Set(b.sent).size);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL: every acknowledged save is a row, a resend stores nothing twice', async (context) => {
    const fresh = await freshDatabase();
    if (typeof fresh === 'string') {
      figure(`SKIPPED PostgreSQL kill -9: ${fresh}`);
      context.skip(fresh);
      return;
    }
    const { admin, name, url: databaseUrl } = fresh;
    try {
      let server = await startServer({ DATABASE_URL: databaseUrl });
      const session = await signIn(server.url);
      const prefix = `kill-pg-${randomUUID().slice(0, 8)}`;
      const b = await burst(server.url, session, prefix, killWhen(server));
      figure(
        `PostgreSQL kill -9: ${b.sent.length} saves sent, ${b.acknowledged.size} acknowledged (${statusText(b)})`,
      );
      const direct = new pg.Client({ connectionString: databaseUrl });
      await direct.connect();
      const { rows } = await direct.query<{ name: string }>(
        'select name from saved_illustrations where name like $1',
        [`${prefix}-%`],
      );
      expectAcknowledgedStored(
        b,
        rows.map((r) => r.name),
      );
      server = await startServer({ DATABASE_URL: databaseUrl });
      try {
        await resendUnacknowledged(server.url, b);
      } finally {
        await server.stop();
      }
      const count = await direct.query<{ n: number }>(
        'select count(*)::int as n from saved_illustrations where name like $1',
        [`${prefix}-%`],
      );
      await direct.end();
      expect(count.rows[0]?.n).toBe(new Set(b.sent).size);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('PostgreSQL stopped and restarted under load', () => {
  let cluster: ThrowawayCluster | null = null;
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('answers 503 (never 500) while the database is down and serves again within 5 s of its return', async (context) => {
    const bin = postgresBinaries();
    if (!bin) {
      const reason = 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql';
      figure(`SKIPPED PostgreSQL restart: ${reason}`);
      context.skip(reason);
      return;
    }
    // Our own cluster on its own port: the shared server is never stopped.
    cluster = await ThrowawayCluster.create(bin);
    const db = cluster;
    const server = await startServer({ DATABASE_URL: db.url });
    try {
      const session = await signIn(server.url);
      const prefix = `restart-${randomUUID().slice(0, 8)}`;
      let phase: 'before' | 'stopping' | 'down' | 'starting' | 'restarted' = 'before';
      let stoppedAt = 0;
      let startingAt = 0;
      let restartedAt = 0;
      let recoveredAt = 0;
      // Only between pg_ctl stop returning and pg_ctl start being called is the database
      // surely down; while it starts, a save may already succeed.
      const whileDown = new Map<number, number>();
      const failures: Promise<void>[] = [];

      const b = await burst(server.url, session, prefix, (state, status) => {
        if (phase === 'down') whileDown.set(status, (whileDown.get(status) ?? 0) + 1);
        if (phase === 'before' && state.acknowledged.size >= 40) {
          phase = 'stopping';
          failures.push(
            db.stop().then(() => {
              stoppedAt = Date.now();
              phase = 'down';
            }),
          );
        }
        const downAnswers = [...whileDown.values()].reduce((a, n) => a + n, 0);
        // A two-second outage, and at least 20 answers in it.
        if (phase === 'down' && downAnswers >= 20 && Date.now() - stoppedAt >= 2000) {
          phase = 'starting';
          startingAt = Date.now();
          failures.push(
            db.start().then(() => {
              restartedAt = Date.now();
              phase = 'restarted';
            }),
          );
        }
        if ((phase === 'starting' || phase === 'restarted') && status === 200 && !recoveredAt) {
          recoveredAt = Date.now();
        }
        return phase === 'restarted' && recoveredAt !== 0 && Date.now() - recoveredAt > 1000;
      });
      await Promise.all(failures);
      // Negative when a save was stored before pg_ctl had even said the server was up.
      const recovery = recoveredAt - restartedAt;
      figure(
        `PostgreSQL restart under load: ${b.sent.length} saves (${statusText(b)}); while down: ${[
          ...whileDown,
        ]
          .map(([st, n]) => `${st}×${n}`)
          .join(', ')}; down ${startingAt - stoppedAt} ms; pg_ctl start took ${
          restartedAt - startingAt
        } ms; first save stored ${recoveredAt - startingAt} ms after the start began (${recovery} ms from its end)`,
      );
      // While down: 503 and nothing else; overall, never a 500 and never a dropped answer.
      expect([...whileDown.keys()]).toEqual([503]);
      expect([...b.statuses.keys()].sort()).toEqual([200, 503]);
      // The issue's bound for the drill (outside `npm test`): serving within 5 s.
      expect(recovery).toBeLessThan(5000);

      const direct = new pg.Client({ connectionString: db.url });
      await direct.connect();
      try {
        const { rows } = await direct.query<{ name: string }>(
          'select name from saved_illustrations where name like $1',
          [`${prefix}-%`],
        );
        expectAcknowledgedStored(
          b,
          rows.map((r) => r.name),
        );
        await resendUnacknowledged(server.url, b);
        const count = await direct.query<{ n: number }>(
          'select count(*)::int as n from saved_illustrations where name like $1',
          [`${prefix}-%`],
        );
        expect(count.rows[0]?.n).toBe(new Set(b.sent).size);
      } finally {
        await direct.end();
      }
    } finally {
      await server.stop();
    }
  });
});
