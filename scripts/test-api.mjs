// Runs the server's API suite on one database: a real PostgreSQL when TEST_DATABASE_URL is set
// (CI), the embedded PGlite otherwise. API_DATABASES=both runs it on PGlite and then on
// PostgreSQL. In CI the embedded database is still proven by the robustness suite and by the
// whole end-to-end suite, which runs on PGlite (decision 0075: the 25-minute CI budget).
import { spawnSync } from 'node:child_process';

const pglite = { label: 'PGlite', env: { TEST_DB: 'pglite' } };
const runs = [];
if (process.env.TEST_DATABASE_URL) {
  if (process.env.API_DATABASES === 'both') runs.push(pglite);
  runs.push({
    label: `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})`,
    env: { TEST_DB: 'pg' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite.');
  runs.push(pglite);
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
