import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import type { TokenData } from '@portal/contracts/auth';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type BackupManifest, restoreBackup } from '../src/db/backup';
import { type Database, openPglite, openPostgres } from '../src/db/database';
import { testConfig } from './helpers/app';
import { authenticate, injectAs, signIn } from './helpers/http';
import { illustrationReportBody } from './helpers/report-body';

/**
 * Issue 36 §6: a portal in use (a changed password, a saved case, an application, a report
 * output, tracking) is backed up with `npm run backup`, restored with `npm run restore` into a
 * fresh directory, and into a fresh PostgreSQL database; each restored portal serves the same
 * rows and the same illustration values (decision 0113).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const KEY = randomBytes(32).toString('base64');
const NEW_PASSWORD = 'restored-pass-1';

let dir: string;
let backupFile: string;
let manifest: BackupManifest;

/** What the portal answered before the backup; each restored one must answer the same. */
interface Served {
  saved: unknown;
  savedCase: unknown;
  application: unknown;
  output: string;
  outputUrl: string;
  values: unknown;
  tables: Record<string, string[]>;
}
let before: Served;
let savedId: string;
let applicationId: string;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, EAPP_ENCRYPTION_KEY: KEY });

/** Every table's rows as PostgreSQL writes them, sorted: the same rows, whatever the order. */
async function tableRows(database: Database): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`select to_jsonb(t)::text as row from "${name}" t`),
    )) as unknown as { rows: { row: string }[] };
    out[name] = result.rows.map((r) => r.row).sort();
  }
  return out;
}

/** What a portal serves of the data the test made. */
async function served(app: FastifyInstance, agent: TokenData, outputUrl: string) {
  const get = async (url: string) => {
    const response = await injectAs(app, agent, { method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  // The case as the portal kept it, illustrated again.
  const savedCase = (await get(`/api/illustrations/${savedId}`)).json() as {
    form: { engineInput: object };
  };
  const values = await injectAs(app, agent, {
    method: 'POST',
    url: '/api/illustrations/run',
    payload: savedCase.form.engineInput,
  });
  expect(values.statusCode, values.body).toBe(200);
  return {
    saved: (await get('/api/illustrations')).json(),
    savedCase,
    application: (await get(`/api/eapplications/${applicationId}`)).json(),
    output: (await get(outputUrl)).rawPayload.toString('base64'),
    outputUrl,
    values: values.json(),
  };
}

const INPUT = {
  productId: '0131',
  faceAmount: 400_000,
  premiumMode: 'Monthly',
  issueDate: '2026-01-15',
  insureds: [{ sex: 'F', smokeClass: 'N', birthDate: '1980-06-30' }],
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-backup-'));
  backupFile = join(dir, 'portal.jsonl.gz');
  const source = openPglite(join(dir, 'source', 'pglite'));
  const app = await buildApp(testConfig(env(join(dir, 'source'))), { database: source });
  try {
    await app.ready();
    // A user's change: agent's new password.
    const agentBefore = await signIn(app, 'agent');
    const changed = await injectAs(app, agentBefore, {
      method: 'POST',
      url: '/users/ChangePassword',
      payload: { currentPassword: 'demo1234', newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signedIn = await authenticate(app, 'agent', NEW_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const agent = signedIn.json<TokenData>();

    const illustration = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/illustrations',
      headers: { 'idempotency-key': 'backup-test-case' },
      payload: {
        name: 'Backup case',
        clientName: 'Dana Backup',
        productId: '0131',
        form: { engineInput: INPUT },
      },
    });
    expect(illustration.statusCode, illustration.body).toBe(200);
    savedId = illustration.json<{ id: string }>().id;

    const application = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/eapplications',
      payload: { form: completeForm({ illustrationId: savedId }) },
    });
    expect(application.statusCode, application.body).toBe(200);
    applicationId = application.json<{ id: string }>().id;

    const report = await injectAs(app, agent, {
      method: 'POST',
      url: '/Report/NewBusinessReport',
      payload: illustrationReportBody('Dana Backup', INPUT),
    });
    expect(report.statusCode, report.body).toBe(200);
    const outputUrl = report.json<{ outputs: { url: string }[] }>().outputs[0]?.url ?? '';
    expect(outputUrl).toMatch(/^\/DB\//);

    const tracking = await injectAs(app, agent, {
      method: 'POST',
      url: '/tracking/sendTrackingInfo',
      payload: [
        {
          eventType: 'BUTTON_CLICK',
          header: {
            userName: 'x',
            trackingUserName: 'x',
            agentID: 'x',
            formName: 'backup',
            controlName: 'test',
          },
          detail: {},
        },
      ],
    });
    expect(tracking.statusCode, tracking.body).toBe(200);

    before = { ...(await served(app, agent, outputUrl)), tables: {} };
  } finally {
    await app.close();
  }
  before.tables = await tableRows(source);
  await source.close();

  // `npm run backup`, as an operator runs it.
  await run('npm', ['run', 'backup', '--', backupFile], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(dir, 'source') },
  });
  const firstLine = await new Promise<string>((done, fail) => {
    let text = '';
    const stream = createReadStream(backupFile).pipe(createGunzip());
    stream.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) {
        stream.destroy();
        done(text.slice(0, text.indexOf('\n')));
      }
    });
    stream.on('error', fail);
  });
  manifest = JSON.parse(firstLine) as BackupManifest;
}, 240_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A portal on the restored database: the same rows, the same answers, the new password. */
async function expectSamePortal(database: Database, dataDir: string) {
  const tables = await tableRows(database);
  expect(Object.keys(tables)).toEqual(Object.keys(before.tables));
  for (const [name, rows] of Object.entries(before.tables)) {
    expect(tables[name]?.length, name).toBe(rows.length);
  }
  const app = await buildApp(testConfig(env(dataDir)), { database });
  try {
    await app.ready();
    expect((await authenticate(app, 'agent', 'demo1234')).statusCode).toBe(401);
    const signedIn = await authenticate(app, 'agent', NEW_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const now = await served(app, signedIn.json<TokenData>(), before.outputUrl);
    expect(now.saved).toEqual(before.saved);
    expect(now.savedCase).toEqual(before.savedCase);
    expect(now.application).toEqual(before.application);
    expect(now.output).toBe(before.output);
    expect(now.values).toEqual(before.values);
  } finally {
    await app.close();
  }
  return tables;
}

describe('backups that restore (issue 36 §6)', () => {
  it('the manifest names the release, its migrations and every table with rows', () => {
    expect(manifest.format).toBe('boreal-portal-backup');
    expect(manifest.source).toBe('pglite');
    expect(manifest.migrations.length).toBeGreaterThan(0);
    const counts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    for (const [name, rows] of Object.entries(before.tables))
      expect(counts[name], name).toBe(rows.length);
    for (const table of [
      'users',
      'saved_illustrations',
      'eapplications',
      'report_outputs',
      'tracking_events',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
  });

  it('`npm run restore` into a fresh directory: the same rows and the same answers', async () => {
    const target = join(dir, 'restored');
    await run('npm', ['run', 'restore', '--', backupFile], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: target },
    });
    const database = openPglite(join(target, 'pglite'));
    try {
      const tables = await expectSamePortal(database, target);
      // PGlite to PGlite: every row as it was, to the byte.
      expect(tables).toEqual(before.tables);
    } finally {
      await database.close();
    }
    // A second restore over it is refused, and changes nothing.
    const again = await run('npm', ['run', 'restore', '--', backupFile], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: target },
    }).catch((error: { stderr: string }) => error);
    expect(String((again as { stderr?: string }).stderr)).toContain('already holds a portal');
  }, 240_000);

  it('into a fresh PostgreSQL database: the same rows and the same answers', async (context) => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch (error) {
      context.skip(`no PostgreSQL at TEST_DATABASE_URL (${String(error)})`);
      return;
    }
    const name = `portal_restore_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const database = openPostgres(url);
    try {
      await restoreBackup(database, createReadStream(backupFile).pipe(createGunzip()));
      await expectSamePortal(database, join(dir, 'pg'));
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
