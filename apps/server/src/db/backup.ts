// Backups of the portal's database as a logical dump both targets load (decision 0113):
// gzip-compressed lines of JSON, a manifest first (release, migrations, tables and their row
// counts), then each table's rows as PostgreSQL's own to_json wrote them (exact: numbers,
// timestamps, bytea and jsonb come back through json_populate_recordset as they were). A
// backup restores into a fresh PGlite directory or a fresh PostgreSQL database of the same
// release, which the manifest's migrations prove.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { PRODUCT_VERSION } from '../version';
import type { Database, Db } from './database';

export const BACKUP_FORMAT = 'boreal-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Rows sent to the database in one statement on restore. */
const RESTORE_CHUNK = 500;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  productVersion: string;
  createdAt: string;
  source: Database['kind'];
  /** The migrations the database had (drizzle's hashes, in order). */
  migrations: string[];
  /** Each table (in an order that loads: referenced tables first) and its rows. */
  tables: { name: string; rows: number }[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function migrationsOf(db: Db): Promise<string[]> {
  const found = await rows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return found.map((row) => row.hash);
}

/** The public schema's tables, each after the tables its foreign keys name. */
async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new BackupError('The tables’ foreign keys form a cycle.');
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Writes the backup of `database` to `out` (uncompressed lines; the caller gzips). */
export async function writeBackup(database: Database, out: Writable): Promise<BackupManifest> {
  const { db } = database;
  const write = (line: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(`${line}\n`, (error) => (error ? reject(error) : resolve())),
    );
  // One snapshot: every table as of the same moment.
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (database.kind === 'postgres')
      await t.execute(sql`set transaction isolation level repeatable read read only`);
    const tables = await tablesInLoadOrder(t);
    const counted: BackupManifest['tables'] = [];
    for (const name of tables) {
      const [row] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from ${ident(name)}`,
      );
      counted.push({ name, rows: row?.n ?? 0 });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      productVersion: PRODUCT_VERSION,
      createdAt: new Date().toISOString(),
      source: database.kind,
      migrations: await migrationsOf(t),
      tables: counted,
    };
    await write(JSON.stringify(manifest));
    for (const { name, rows: count } of counted) {
      await write(JSON.stringify({ table: name, rows: count }));
      // The text PostgreSQL wrote, unparsed: nothing is rounded on its way to the file.
      for (let offset = 0; offset < count; offset += RESTORE_CHUNK) {
        const chunk = await rows<{ row: string }>(
          t,
          sql`select to_json(t)::text as row from ${ident(name)} t order by ctid
              limit ${RESTORE_CHUNK} offset ${offset}`,
        );
        for (const { row } of chunk) await write(row);
      }
    }
    return manifest;
  });
}

/** The columns a row may be given (not generated ones), in the table's order. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return found.map((row) => row.name);
}

/** Whether the database already holds a portal (a user, a migration): then it is not restored over. */
async function holdsData(db: Db): Promise<boolean> {
  const [found] = await rows<{ users: string | null }>(
    db,
    sql`select to_regclass('public.users')::text as users`,
  );
  if (!found?.users) return false;
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return (row?.n ?? 0) > 0;
}

/**
 * Loads a backup into a fresh database: its migrations are applied first (the same as the
 * backup's, or the restore stops naming both), then every table's rows, in one transaction,
 * and the sequences move past the highest ids restored.
 */
export async function restoreBackup(database: Database, input: Readable): Promise<BackupManifest> {
  const { db } = database;
  if (await holdsData(db)) {
    throw new BackupError(
      'The target database already holds a portal: restore into a fresh directory or an empty database.',
    );
  }
  await database.migrate();
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string | null> => {
    const { value, done } = await iterator.next();
    return done ? null : (value as string);
  };
  const first = await next();
  const manifest = first ? (JSON.parse(first) as BackupManifest) : null;
  if (manifest?.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError('This file is not a backup of the portal (or of a newer format).');
  }
  const here = await migrationsOf(db);
  if (JSON.stringify(here) !== JSON.stringify(manifest.migrations)) {
    throw new BackupError(
      `The backup is of release ${manifest.productVersion} with ${manifest.migrations.length} migrations; this is release ${PRODUCT_VERSION} with ${here.length}: restore it with release ${manifest.productVersion}, then start this one on it.`,
    );
  }
  const order = await tablesInLoadOrder(db);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Anything a migration put in is replaced by what the backup holds. Triggers stay off
    // while rows go in: what they keep (daily tracking counts) is in the backup already.
    for (const table of order)
      await t.execute(sql`alter table ${ident(table)} disable trigger user`);
    for (const table of [...order].reverse()) await t.execute(sql`delete from ${ident(table)}`);
    for (const expected of manifest.tables) {
      const header = await next();
      const { table, rows: count } = JSON.parse(header ?? '{}') as {
        table?: string;
        rows?: number;
      };
      if (table !== expected.name || count !== expected.rows || !order.includes(table)) {
        throw new BackupError(`The backup is damaged near table ${expected.name}.`);
      }
      const columns = await writableColumns(t, table);
      const list = sql.raw(columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
      const load = async (chunk: string[]) => {
        await t.execute(
          sql`insert into ${ident(table)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${ident(table)}, ${`[${chunk.join(',')}]`}::json)`,
        );
      };
      let chunk: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const line = await next();
        if (line === null) throw new BackupError(`The backup ends inside table ${table}.`);
        chunk.push(line);
        if (chunk.length === RESTORE_CHUNK) {
          await load(chunk);
          chunk = [];
        }
      }
      if (chunk.length > 0) await load(chunk);
      await moveSequences(t, table);
    }
    for (const table of order)
      await t.execute(sql`alter table ${ident(table)} enable trigger user`);
  });
  return manifest;
}

/** Each serial or identity column's sequence continues after the highest value restored. */
async function moveSequences(db: Db, table: string): Promise<void> {
  const owned = await rows<{ column: string; sequence: string }>(
    db,
    sql`select a.attname as column, pg_get_serial_sequence(${`public."${table}"`}, a.attname) as sequence
        from pg_attribute a
        where a.attrelid = ${`public."${table}"`}::regclass and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(${`public."${table}"`}, a.attname) is not null`,
  );
  for (const { column, sequence } of owned) {
    await db.execute(
      sql`select setval(${sequence}, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
    );
  }
}
