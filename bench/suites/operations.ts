// Issue 36's operations figures: a /metrics scrape of a portal that has been used (its
// histograms filled, its jobs table holding rows), and the backup and restore of the demo
// database (decision 0113): `writeBackup` of a fresh demo PGlite directory to a gzip file,
// `restoreBackup` into a fresh directory and, when TEST_DATABASE_URL is set, into a fresh
// PostgreSQL database.
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { buildApp } from '@portal/server/app';
import { restoreBackup, writeBackup } from '@portal/server/db/backup';
import { openPglite } from '@portal/server/db/database';
import { createThrowawayDatabase } from '@portal/server/db/throwaway-database';
import { createMetricsServer } from '@portal/server/observability/metrics-server';
import { benchConfig, listen, load, signIn } from '../http-load';
import { type BenchFigure, type BenchSuite, summarise } from '../suite';

const SCRAPES = 200;

async function scrapeFigure(): Promise<BenchFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ops-'));
  const database = openPglite(join(dir, 'pglite'));
  const app = await buildApp(benchConfig(), { database });
  app.addHook('onClose', () => database.close());
  try {
    const base = await listen(app);
    const { headers } = await signIn(base, 'agent');
    // Every route's series and some jobs, as a portal in use has them.
    await load(base, '/api/illustrations', { headers });
    await load(base, '/health');
    const metrics = createMetricsServer(app.metrics);
    const metricsBase = await listen(metrics);
    try {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < SCRAPES + 20; i++) {
        const started = performance.now();
        const response = await fetch(`${metricsBase}/metrics`);
        const text = await response.text();
        if (i >= 20) samples.push(performance.now() - started);
        bytes = text.length;
      }
      const { median, p99, count } = summarise(samples);
      return {
        name: 'GET /metrics on its own listener (PGlite, after load)',
        unit: 'ms/scrape',
        value: median,
        details: { p99Ms: p99, scrapes: count, bytes },
      };
    } finally {
      await metrics.close();
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function backupFigures(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-backup-'));
  const figures: BenchFigure[] = [];
  try {
    // The demo database as a first start makes it.
    const source = openPglite(join(dir, 'source'));
    const app = await buildApp(benchConfig(), { database: source });
    await app.close();
    const file = join(dir, 'demo.jsonl.gz');
    let started = performance.now();
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file));
    const manifest = await writeBackup(source, gzip);
    gzip.end();
    await written;
    const backupMs = performance.now() - started;
    await source.close();
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    figures.push({
      name: 'npm run backup of the demo database (PGlite)',
      unit: 'ms',
      value: backupMs,
      details: { tables: manifest.tables.length, rows, fileBytes: statSync(file).size },
    });

    started = performance.now();
    const target = openPglite(join(dir, 'restored'));
    // A new directory's first statement creates the cluster; then the schema: apart, so that
    // the figure says what the rows themselves cost.
    await target.migrate();
    const createdMs = performance.now() - started;
    await restoreBackup(target, createReadStream(file).pipe(createGunzip()));
    const restoreMs = performance.now() - started;
    await target.close();
    figures.push({
      name: 'npm run restore of the demo backup into a fresh PGlite directory',
      unit: 'ms',
      value: restoreMs,
      details: { rows, newDirectoryAndMigrationsMs: createdMs, rowsMs: restoreMs - createdMs },
    });

    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const pgTarget = await createThrowawayDatabase({ kind: 'postgres', adminUrl: url });
      try {
        started = performance.now();
        await pgTarget.migrate();
        const migratedMs = performance.now() - started;
        await restoreBackup(pgTarget, createReadStream(file).pipe(createGunzip()));
        const total = performance.now() - started;
        figures.push({
          name: 'npm run restore of the demo backup into a fresh PostgreSQL database',
          unit: 'ms',
          value: total,
          details: { rows, migrationsMs: migratedMs, rowsMs: total - migratedMs },
        });
      } finally {
        await pgTarget.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const suite: BenchSuite = {
  name: 'operations',
  async run() {
    return [await scrapeFigure(), ...(await backupFigures())];
  },
};

export default suite;
