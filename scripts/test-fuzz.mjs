// Runs the robustness suite (apps/server/robustness) on the embedded PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL at the same time. FUZZ_RUNS makes it longer.
import { spawn } from 'node:child_process';

const runs = [{ label: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'pg' } });
else console.log('TEST_DATABASE_URL is not set: the robustness suite runs on PGlite only.');

const results = await Promise.all(
  runs.map(
    (run) =>
      new Promise((resolve) => {
        console.log(`== robustness on ${run.label}`);
        const child = spawn(
          'npx',
          ['vitest', 'run', '--config', 'apps/server/robustness/vitest.config.ts'],
          { stdio: 'inherit', env: { ...process.env, ...run.env } },
        );
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
