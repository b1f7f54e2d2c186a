import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database';
import { prepareStartupData } from '../src/db/seed';
import { TestClock } from './helpers/clock';
import { type DatabaseTemplate, testDatabaseTarget } from './helpers/database';

/**
 * Builds, once per run, the database every test app would otherwise build for itself:
 * migrations applied and the demo data seeded at the test clock's start. Each file's app then
 * starts from a copy (CI time, decision 0075). Tests that need an empty database or other
 * start-up data keep building their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = testDatabaseTarget();
  const startupData = { demoData: true, adminUsername: undefined, adminPassword: undefined };
  const seedAt = new TestClock().now();

  if (target.kind === 'postgres') {
    const name = `portal_template_${process.pid}_${randomBytes(6).toString('hex')}`;
    await adminQuery(target.adminUrl, `create database "${name}"`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    try {
      await database.migrate(() => prepareStartupData(database.db, startupData, seedAt));
    } finally {
      await database.close();
    }
    provide(project, { kind: 'postgres', name });
    return () => adminQuery(target.adminUrl, `drop database if exists "${name}" with (force)`);
  }

  const folder = await mkdtemp(join(tmpdir(), 'portal-template-'));
  const database = openPglite();
  let dump: Blob;
  try {
    await database.migrate(() => prepareStartupData(database.db, startupData, seedAt));
    if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data directory');
    dump = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  const dumpPath = join(folder, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  provide(project, { kind: 'pglite', dumpPath });
  return () => rm(folder, { recursive: true, force: true });
}

function provide(project: TestProject, template: DatabaseTemplate): void {
  project.provide('databaseTemplate', template);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
