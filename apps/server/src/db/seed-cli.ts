import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from './database';
import { seedDemoData } from './seed';
import { seedGeneratedTracking } from './seeds/history';
import { seedGeneratedPolicies } from './seeds/inforce';

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
    // `npm run seed -- --policies N`: N more generated in-force policies, for load tests.
    const at = process.argv.indexOf('--policies');
    const count = at >= 0 ? Number(process.argv[at + 1]) : 0;
    if (!Number.isInteger(count) || count < 0) throw new Error('--policies needs a whole number');
    if (count > 0) {
      const added = await seedGeneratedPolicies(database.db, count, (done) => {
        if (done % 10_000 === 0) console.log(`  ${done} policies added`);
      });
      console.log(`${added} generated in-force policies added.`);
    }
    // `npm run seed -- --tracking N`: N more generated tracking events over the last year.
    const t = process.argv.indexOf('--tracking');
    const events = t >= 0 ? Number(process.argv[t + 1]) : 0;
    if (!Number.isInteger(events) || events < 0) throw new Error('--tracking needs a whole number');
    if (events > 0) {
      const added = await seedGeneratedTracking(database.db, events, new Date(), (done) => {
        if (done % 100_000 === 0) console.log(`  ${done} events added`);
      });
      console.log(`${added} generated tracking events added.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
