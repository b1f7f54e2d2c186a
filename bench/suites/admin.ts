// The bulk user import at scale (issue 16 §3): POST /users/Uploadusers with 100,000 users on
// PostgreSQL (BENCH_DATABASE_URL, default the local server's test database), over HTTP from a
// signed-in administrator: a first import that creates them all, the same file again (all
// updates), and a full update. Wall time and the process's peak memory while each runs, with
// what the import adds to the process at rest (targets: under 30 s, and under 300 MB added:
// decision 0077 says why the whole process's peak is not the measure).
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { benchConfig, listen, signIn } from '../http-load';
import type { BenchFigure, BenchSuite } from '../suite';

const USERS = Number(process.env.IMPORT_BENCH_USERS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MiB = 1024 * 1024;

function userFile(): Buffer {
  const lines = [
    'username,firstName,profileName,emailAddress,agentID,inputLanguage,role',
    'admin,,,,,,',
  ];
  for (let i = 1; i <= USERS; i++) {
    lines.push(
      `imported${i},First${i},First${i} Last${i % 997},user${i}@example.com,BA${String(i).padStart(6, '0')},${i % 3 === 0 ? 'French' : 'English'},Agent`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Runs `fn`, sampling resident memory every 20 ms; answers its time and the peak. */
async function measured<T>(fn: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - start, peakMiB: peak / MiB };
  } finally {
    clearInterval(timer);
  }
}

const suite: BenchSuite = {
  name: 'admin',
  async run() {
    const app = await buildAppOnFreshDatabase(benchConfig(), {
      kind: 'postgres',
      adminUrl: DATABASE_URL,
    });
    const figures: BenchFigure[] = [];
    try {
      const base = await listen(app);
      const { headers } = await signIn(base, 'admin');
      const file = userFile();
      const send = async (full: boolean) => {
        const form = new FormData();
        form.append('File', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'users.csv');
        form.append('FileDirectory', '');
        form.append('isFullUpdate', full ? 'true' : 'false');
        const response = await fetch(`${base}/users/Uploadusers`, {
          method: 'POST',
          headers,
          body: form,
        });
        const body = (await response.json()) as Record<string, number>;
        if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
        return body;
      };
      const runs: [string, boolean][] = [
        ['creates', false],
        ['updates', false],
        ['full update', true],
      ];
      for (const [name, full] of runs) {
        global.gc?.();
        const baseline = process.memoryUsage().rss / MiB;
        const { value, ms, peakMiB } = await measured(() => send(full));
        figures.push({
          name: `POST /users/Uploadusers, ${USERS.toLocaleString('en')} users, ${name} (PostgreSQL)`,
          unit: 's',
          value: ms / 1000,
          details: {
            peakRssMiB: peakMiB,
            rssBeforeMiB: baseline,
            // What the import itself adds to a process already holding its worker pools.
            importAddedMiB: peakMiB - baseline,
            fileMiB: file.length / MiB,
            created: value.created ?? 0,
            updated: value.updated ?? 0,
            disabled: value.disabled ?? 0,
          },
        });
      }
    } finally {
      await app.close();
    }
    return figures;
  },
};

export default suite;
