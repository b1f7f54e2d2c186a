import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Batch } from '@portal/contracts/batch';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { censusCsv, generatedCensus } from '../src/db/seeds/census';
import {
  freshDatabase,
  type ServerProcess,
  type Session,
  signIn,
  sleep,
  startServer,
} from './harness';
import { BEHIND_NGINX, type Nginx, nginxMissing, startNginx } from './nginx';

/**
 * Issue 23 §3: two instances on one PostgreSQL share a census batch; the one holding running
 * chunks is killed -9; the other unlocks the dead node's jobs (its heartbeat is stale), runs
 * them, and finishes the batch with each row once. Figures as `[faults] …` lines (decision 0025).
 * Issue 36 §7: the client talks to the shipped nginx configuration in front of both (its
 * session and downloads on whichever instance nginx picks), or to the instances themselves
 * where nginx is not installed (said in the figures).
 */
const figure = (text: string) => console.log(`[faults] ${text}`);

const LIVES = 3000;
/** Short heartbeats, so the drill waits seconds rather than the production half-minute. */
const HEARTBEAT_MS = 1000;
const STALE_AFTER_MS = 4000;
/** Bounds of the drill (not of production): the unlock and the whole batch after the kill. */
const UNLOCK_WITHIN_MS = STALE_AFTER_MS + 4 * HEARTBEAT_MS + 5000;
const FINISH_WITHIN_MS = 240_000;
/** Two server starts, the batch, its 3,000-page PDF read back: minutes on a loaded machine. */
const DRILL_TIMEOUT_MS = 420_000;
/** The demo user who may run batches (head office). */
const USER = 'headoffice';

interface Locked {
  key: string;
  lockedBy: string;
}

/** The batch's chunk jobs graphile-worker has locked right now, and by which worker. */
async function lockedChunks(db: pg.Client, batchId: string): Promise<Locked[]> {
  const { rows } = await db.query<{ key: string; locked_by: string }>(
    `select key, locked_by from graphile_worker.jobs
     where task_identifier = 'batchChunk' and locked_by is not null and key like $1`,
    [`%${batchId}%`],
  );
  return rows.map((r) => ({ key: r.key, lockedBy: r.locked_by }));
}

/** The worker ids an instance's heartbeat names (the rows written since `known`). */
async function heartbeatWorkers(db: pg.Client, known: Set<string>): Promise<Set<string>> {
  for (let i = 0; i < 300; i += 1) {
    const { rows } = await db.query<{ worker_id: string }>(
      'select worker_id from worker_heartbeats',
    );
    const fresh = rows.map((r) => r.worker_id).filter((id) => !known.has(id));
    if (fresh.length > 0) return new Set(fresh);
    await sleep(100);
  }
  throw new Error('no heartbeat from the instance within 30 s');
}

async function getBatch(url: string, session: Session, batchId: string): Promise<Batch> {
  const response = await fetch(`${url}/api/batch/${batchId}`, {
    headers: { authorization: `Bearer ${session.jwt}`, 'x-challenge': session.challenge },
  });
  if (!response.ok) throw new Error(`GET /api/batch: ${response.status} ${await response.text()}`);
  return (await response.json()) as Batch;
}

/** The references in the results sheet of a batch workbook, one per illustrated life. */
async function workbookReferences(bytes: ArrayBuffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const header = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const column = header.findIndex((name) => /^r[ée]f[ée]rence$/i.test(name.trim()));
  if (column < 1) throw new Error(`no reference column in ${header.join(', ')}`);
  const references: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) references.push(String(row.getCell(column).value ?? ''));
  });
  return references;
}

describe('two instances on one PostgreSQL, one killed -9 mid-batch', () => {
  it(
    'the other unlocks its chunks and finishes the batch: each row once, outputs served by the survivor',
    async (context) => {
      const fresh = await freshDatabase();
      if (typeof fresh === 'string') {
        figure(`SKIPPED batch kill -9: ${fresh}`);
        context.skip(fresh);
        return;
      }
      const { admin, name, url: databaseUrl } = fresh;
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-batch-'));
      const env = {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JOB_WORKERS: '2',
        WORKER_HEARTBEAT_MS: String(HEARTBEAT_MS),
        WORKER_STALE_MS: String(STALE_AFTER_MS),
        ...BEHIND_NGINX,
      };
      const direct = new pg.Client({ connectionString: databaseUrl });
      const servers: ServerProcess[] = [];
      let nginx: Nginx | null = null;
      try {
        // One at a time, so that each instance's heartbeat rows are told apart.
        const first = await startServer(env);
        servers.push(first);
        await direct.connect();
        const firstWorkers = await heartbeatWorkers(direct, new Set());
        const second = await startServer(env);
        servers.push(second);
        const secondWorkers = await heartbeatWorkers(direct, firstWorkers);
        const workersOf = new Map<ServerProcess, Set<string>>([
          [first, firstWorkers],
          [second, secondWorkers],
        ]);
        const noNginx = nginxMissing();
        if (noNginx) {
          figure(`batch kill -9 without nginx (${noNginx}): the client calls the instances`);
        } else {
          nginx = await startNginx(
            servers.map((s) => s.url.replace('http://', '')),
            '/health',
          );
        }
        /** Where the client sends its calls: nginx, or (without it) a live instance. */
        const front = (live: ServerProcess) => nginx?.url ?? live.url;

        const session = await signIn(front(first), USER);
        const lives = generatedCensus(LIVES);
        const form = new FormData();
        form.set('census', new Blob([censusCsv(lives)], { type: 'text/csv' }), 'drill-census.csv');
        form.set('pdf', 'true');
        const posted = await fetch(`${front(first)}/api/batch/newBusiness`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.jwt}`, 'x-challenge': session.challenge },
          body: form,
        });
        const accepted = (await posted.json()) as Batch;
        expect(posted.status, JSON.stringify(accepted)).toBe(202);
        const batchId = accepted.batchId;
        const startedAt = Date.now();

        // Mid-batch: some rows done, and chunks running. The instance holding most of them dies.
        let victim: ServerProcess | null = null;
        let held: Locked[] = [];
        let doneAtKill = 0;
        while (!victim) {
          const batch = await getBatch(front(first), session, batchId);
          if (batch.status === 'done') throw new Error('the batch ended before the kill');
          const locked = await lockedChunks(direct, batchId);
          if (batch.done > 0 && locked.length > 0) {
            const count = (server: ServerProcess) =>
              locked.filter((l) => workersOf.get(server)?.has(l.lockedBy)).length;
            victim = count(first) >= count(second) ? first : second;
            held = locked.filter((l) => workersOf.get(victim as ServerProcess)?.has(l.lockedBy));
            doneAtKill = batch.done;
          } else {
            await sleep(50);
          }
        }
        await victim.kill9();
        const killedAt = Date.now();
        const survivor = victim === first ? second : first;
        const deadWorkers = [...(workersOf.get(victim) ?? [])];
        // What it held when it died (a chunk it finished just before the kill is not among them).
        const { rows: stillLocked } = await direct.query<{ key: string; locked_by: string }>(
          `select key, locked_by from graphile_worker.jobs
         where task_identifier = 'batchChunk' and locked_by = any($1)`,
          [deadWorkers],
        );
        held = stillLocked.map((r) => ({ key: r.key, lockedBy: r.locked_by }));
        expect(held.length).toBeGreaterThan(0);

        // Its chunks stay locked by the dead workers until a live instance unlocks them.
        let unlockedAt = 0;
        let rowsDoneAt = 0;
        let batch = await getBatch(front(survivor), session, batchId);
        while (batch.status !== 'done' && Date.now() - killedAt < FINISH_WITHIN_MS) {
          if (!unlockedAt) {
            const { rows } = await direct.query<{ n: number }>(
              `select count(*)::int as n from graphile_worker.jobs where locked_by = any($1)`,
              [deadWorkers],
            );
            if (rows[0]?.n === 0) unlockedAt = Date.now();
          }
          expect(['queued', 'running', 'finishing']).toContain(batch.status);
          if (!rowsDoneAt && batch.done === batch.total) rowsDoneAt = Date.now();
          await sleep(100);
          batch = await getBatch(front(survivor), session, batchId);
        }
        const finishedAt = Date.now();
        if (!unlockedAt) unlockedAt = finishedAt;
        if (!rowsDoneAt) rowsDoneAt = finishedAt;
        figure(
          `batch kill -9: ${LIVES} lives, 2 instances ${nginx ? 'behind nginx' : 'called directly'} (JOB_WORKERS 2, heartbeat ${HEARTBEAT_MS} ms, stale after ${STALE_AFTER_MS} ms); killed ${
            killedAt - startedAt
          } ms after the upload with ${doneAtKill} rows done and ${held.length} chunk(s) running on it; its jobs unlocked ${
            unlockedAt - killedAt
          } ms after the kill; every row done ${rowsDoneAt - killedAt} ms and the batch (workbook and PDF) done ${finishedAt - killedAt} ms after the kill (${
            finishedAt - startedAt
          } ms in all)`,
        );
        expect(batch.status).toBe('done');
        expect(unlockedAt - killedAt).toBeLessThan(UNLOCK_WITHIN_MS);
        expect(batch.total).toBe(LIVES);
        expect(batch.done).toBe(LIVES);
        expect(batch.refused).toBe(0);

        // The chunks the dead node held ran again elsewhere, and were kept once.
        const { rows: attempts } = await direct.query<{
          key: string;
          attempt: number;
          status: string;
        }>('select key, attempt, status from jobs where key = any($1)', [held.map((h) => h.key)]);
        expect(attempts.length).toBe(held.length);
        for (const row of attempts) expect(row.status, row.key).toBe('done');
        // Run again by a second attempt (one the dead node had kept a split second before it
        // died is kept as it was, and skipped by the next attempt).
        expect(attempts.some((row) => row.attempt > 1)).toBe(true);

        // Each row once in the results tables: every census line, in results or problems, once.
        const { rows: lines } = await direct.query<{ line: number }>(
          `select (r->>'line')::int as line from batch_chunks c, jsonb_array_elements(c.results) r
         where c.batch_id = $1
         union all
         select (p->>'line')::int from batch_chunks c, jsonb_array_elements(c.problems) p
         where c.batch_id = $1`,
          [batchId],
        );
        const seen = lines.map((r) => r.line).sort((a, b) => a - b);
        // The header is line 1: the lives are lines 2 … LIVES + 1.
        expect(seen).toEqual(Array.from({ length: LIVES }, (_, k) => k + 2));

        // And once in the workbook the survivor serves.
        const workbook = batch.files.find((f) => f.kind === 'workbook');
        expect(workbook).toBeDefined();
        const download = await fetch(new URL(workbook?.url ?? '', front(survivor)), {
          headers: { authorization: `Bearer ${session.jwt}`, 'x-challenge': session.challenge },
        });
        expect(download.status).toBe(200);
        const references = await workbookReferences(await download.arrayBuffer());
        expect(references.length).toBe(LIVES);
        expect(new Set(references).size).toBe(LIVES);
        expect(references.sort()).toEqual(lives.map((l) => l.reference).sort());
        const combined = batch.files.find((f) => f.kind === 'pdf');
        const pdf = await fetch(new URL(combined?.url ?? '', front(survivor)), {
          headers: { authorization: `Bearer ${session.jwt}`, 'x-challenge': session.challenge },
        });
        expect(pdf.status).toBe(200);
        const document = await getDocument({
          data: new Uint8Array(await pdf.arrayBuffer()),
          isEvalSupported: false,
          verbosity: 0,
        }).promise;
        // One page a life.
        expect(document.numPages).toBe(LIVES);
        await document.destroy();
        figure(
          `batch kill -9: ${held.length} chunk(s) run again (attempt ${attempts
            .map((a) => a.attempt)
            .join(
              ', ',
            )}), ${references.length} workbook rows, none twice, none missing; the combined PDF of ${LIVES} pages served by the survivor`,
        );
      } finally {
        await nginx?.stop();
        for (const server of servers) await server.stop();
        await direct.end().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    DRILL_TIMEOUT_MS,
  );
});
