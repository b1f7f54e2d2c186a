import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from './database';
import { seedDemoData } from './seed';

/** `npm run seed -w @portal/server`: the demo data into the configured database, idempotent. */
async function main() {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    let usersCreated = 0;
    await database.migrate(async () => {
      ({ usersCreated } = await seedDemoData(database.db, new Date()));
    });
    console.log(`Demo data in place (${usersCreated} new users).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
