// The users screen at scale (issue 16 §1): GET /users pages (sorted, searched, far pages) with
// 100,000 users on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, timed over HTTP
// from a signed-in administrator. The users are written straight into the table (the sign-in's
// argon2 hash is not what is measured).
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { sql } from 'drizzle-orm';
import { benchConfig, listen, signIn } from '../http-load';
import { type BenchFigure, type BenchSuite, summarise } from '../suite';

const USERS = Number(process.env.USERS_BENCH_USERS ?? 100_000);
const RUNS = 200;

const QUERIES: Record<string, (i: number) => string> = {
  'first page by user name': () => '/users?sortBy=username&limit=100',
  'a far page by user name': (i) => `/users?sortBy=username&offset=${50_000 + i}&limit=100`,
  'a prefix search': (i) => `/users?search=user${(i % 90) + 10}&limit=100`,
  'by last sign-in, newest first': () => '/users?sortBy=lastSignInAt&sortOrder=desc&limit=100',
  'one user by exact name': (i) => `/users?username=user${i + 1000}`,
};

async function measure(
  label: string,
  app: Awaited<ReturnType<typeof buildAppOnFreshDatabase>>,
): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  try {
    await app.db.execute(sql`
        insert into users (username, first_name, profile_name, agent_id, password_hash, role_id, last_sign_in_at, created_at, updated_at)
        select 'user' || g, 'First' || g, 'First' || g || ' Last' || (g % 997), 'BA' || lpad(g::text, 6, '0'), 'x',
               (select id from roles where name = 'Agent'), now() - (g || ' minutes')::interval, now(), now()
        from generate_series(1, ${USERS}) as g`);
    await app.db.execute(sql`analyze users`);
    const base = await listen(app);
    const { headers } = await signIn(base, 'admin');
    for (const [name, url] of Object.entries(QUERIES)) {
      for (let i = 0; i < 10; i++) await fetch(`${base}${url(i)}`, { headers });
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await fetch(`${base}${url(i)}`, { headers });
        await response.arrayBuffer();
        samples.push(performance.now() - start);
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
      }
      const { median, p99, count } = summarise(samples);
      figures.push({
        name: `GET /users, ${name}, ${USERS.toLocaleString('en')} users (${label})`,
        unit: 'ms p99',
        value: p99,
        details: { median, runs: count },
      });
    }
  } finally {
    await app.close();
  }
  return figures;
}

const suite: BenchSuite = {
  name: 'users',
  async run() {
    const figures = await measure('PGlite', await buildAppOnFreshDatabase(benchConfig()));
    // PostgreSQL when a server is given (as the API tests take it).
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const app = await buildAppOnFreshDatabase(benchConfig(), { kind: 'postgres', adminUrl: url });
      figures.push(...(await measure('PostgreSQL', app)));
    }
    return figures;
  },
};

export default suite;
