// Runs the server's API suite on the embedded PGlite, then again on a real PostgreSQL when
// TEST_DATABASE_URL is set, so both targets of the one schema stay proven.
import { spawnSync } from 'node:child_process';

const runs = [{ label: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    label: `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`,
    env: { TEST_DB: 'pg' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}

for (const run of runs) {
  console.log(`\n== API tests on ${run.label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/vitest.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
