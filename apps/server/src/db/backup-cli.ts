// `npm run backup -- [file]` and `npm run restore -- file` (decision 0113): the configured
// database (DATABASE_URL, or the embedded PGlite under DATA_DIR) to a gzip-compressed backup,
// and a backup into a fresh one. Stop the server first when the database is the embedded one:
// a PGlite directory belongs to one process at a time.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ConfigError, loadConfig } from '../config';
import { BackupError, type BackupManifest, restoreBackup, writeBackup } from './backup';
import { openConfiguredDatabase } from './database';

function summary(manifest: BackupManifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables, ${rows} rows, release ${manifest.productVersion}, ${manifest.migrations.length} migrations`;
}

async function backup(file: string) {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const started = performance.now();
  try {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file, { flags: 'wx' }));
    const manifest = await writeBackup(database, gzip);
    gzip.end();
    await written;
    console.log(
      `Backed up to ${file}: ${summary(manifest)} in ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(
      'Keep the e-application key with it, apart from it (EAPP_ENCRYPTION_KEY or DATA_DIR/eapp-encryption.key): without the key the SIN and bank numbers it holds cannot be read.',
    );
  } finally {
    await database.close();
  }
}

async function restore(file: string) {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const started = performance.now();
  try {
    const manifest = await restoreBackup(database, createReadStream(file).pipe(createGunzip()));
    const target = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
    console.log(
      `Restored ${file} into ${target}: ${summary(manifest)} in ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await backup(resolve(file ?? `portal-backup-${stamp}.jsonl.gz`));
  } else if (command === 'restore' && file) {
    await restore(resolve(file));
  } else {
    throw new BackupError('Use: npm run backup -- [file], or npm run restore -- file');
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof BackupError ? error.message : error,
  );
  process.exit(1);
});
