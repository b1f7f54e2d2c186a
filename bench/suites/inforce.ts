// In-force policies at scale (issue 5 §5): POST /api/getpolicy requests/s and p99 with 100,000
// policies on PGlite and on PostgreSQL beside the same run's hello-world ceiling; alpha lookup
// p99 at 100,000 and 1,000,000 policies on PostgreSQL; building the tree of the largest policy.
// The portfolio comes from the seed's generator (`npm run seed -- --policies N`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { policyCopyOf } from '@portal/domain/inforce/policy-copy';
import { buildPolicyTree, rowCount } from '@portal/domain/inforce/tree';
import type { PolicyStatus } from '@portal/domain/inforce/types';
import { buildApp, buildAppOnFreshDatabase } from '@portal/server/app';
import { openPglite } from '@portal/server/db/database';
import {
  generatedNumber,
  generatedPolicy,
  POLICY_STATUSES,
  seedGeneratedPolicies,
  showcasePolicies,
} from '@portal/server/db/seeds/inforce';
import type { FastifyInstance } from 'fastify';
import {
  benchConfig,
  CONNECTIONS,
  ceiling,
  DURATION_S,
  type Load,
  listen,
  load,
  signIn,
} from '../http-load';
import { type BenchFigure, type BenchSuite, summarise, timeCalls } from '../suite';

const SMALL = Number(process.env.INFORCE_BENCH_POLICIES ?? 100_000);
const LARGE = Number(process.env.INFORCE_BENCH_LARGE ?? 1_000_000);

type Body = () => string;

/** A pseudo-random walk over the generated numbers (deterministic, no Math.random). */
function walker(count: number) {
  let state = 12345;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % count;
  };
}

const getPolicyBody = (count: number): Body => {
  const next = walker(count);
  return () => JSON.stringify({ policyNumber: generatedNumber(next()) });
};

/** Name searches as people type them: the start of an owner's last and first names. */
const alphaBody = (count: number): Body => {
  const next = walker(count);
  const queries = Array.from({ length: 500 }, (_, i) => {
    const owner = generatedPolicy(next()).policy.owners[0];
    const cut = 3 + (i % 4);
    return JSON.stringify({
      lastName: owner?.lastName.slice(0, cut) ?? 'Tre',
      firstName: i % 2 === 0 ? (owner?.firstName.slice(0, 2) ?? '') : '',
      middleName: '',
    });
  });
  let i = 0;
  return () => queries[i++ % queries.length] as string;
};

function figure(
  name: string,
  unit: 'requests/s' | 'ms p99',
  measured: Load,
  top: Load | null,
  extra = {},
): BenchFigure {
  return {
    name,
    unit,
    value: unit === 'requests/s' ? measured.requestsPerSecond : measured.p99Ms,
    details: {
      requestsPerSecond: measured.requestsPerSecond,
      p50Ms: measured.p50Ms,
      p99Ms: measured.p99Ms,
      ...(top ? { ratioToCeiling: measured.requestsPerSecond / top.requestsPerSecond } : {}),
      non2xx: measured.non2xx,
      connections: CONNECTIONS,
      seconds: DURATION_S,
      ...extra,
    },
  };
}

function treeFigure(): BenchFigure {
  const largest = showcasePolicies()
    .map((row) => row.policy)
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  if (!largest) throw new Error('no showcase policy');
  const statuses = new Map<string, PolicyStatus>(
    POLICY_STATUSES.map((s) => [s.policyStatusCode, s]),
  );
  const context = { currentDate: '2026-11-21', statuses, language: 'en' as const };
  const samples = timeCalls(() => buildPolicyTree(largest, context), { warmup: 500, runs: 5000 });
  const copy = timeCalls(() => policyCopyOf(largest), { warmup: 500, runs: 5000 });
  const { median, p99, count } = summarise(samples);
  return {
    name: `build the policy tree of the largest showcase policy (${largest.policyNumber})`,
    unit: 'ms/tree',
    value: median,
    details: {
      p99Ms: p99,
      runs: count,
      rows: rowCount(buildPolicyTree(largest, context)),
      documentBytes: JSON.stringify(largest).length,
      policyCopyMedianMs: summarise(copy).median,
    },
  };
}

async function seed(app: FastifyInstance, target: number, label: string) {
  const start = performance.now();
  const added = await seedGeneratedPolicies(
    app.db,
    target,
    (done) => {
      if (done % 100_000 === 0) console.log(`  ${label}: ${done} policies`);
    },
    1000,
  );
  return { added, seconds: (performance.now() - start) / 1000 };
}

const suite: BenchSuite = {
  name: 'inforce',
  async run() {
    const figures: BenchFigure[] = [treeFigure()];
    const top = await ceiling('POST');
    figures.push({
      name: 'bare Fastify POST hello-world (ceiling)',
      unit: 'requests/s',
      value: top.requestsPerSecond,
      details: { p99Ms: top.p99Ms, connections: CONNECTIONS, seconds: DURATION_S },
    });

    // PGlite: on disk (an in-memory PGlite would hold 100,000 documents in the process).
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-inforce-'));
    try {
      const database = openPglite(dir);
      const app = await buildApp(benchConfig(), { database });
      app.addHook('onClose', () => database.close());
      try {
        const seeded = await seed(app, SMALL, 'PGlite');
        const base = await listen(app);
        const { headers } = await signIn(base, 'servicing');
        const got = await load(base, '/api/getpolicy', {
          method: 'POST',
          headers,
          body: getPolicyBody(SMALL),
        });
        figures.push(
          figure(`POST /api/getpolicy, ${SMALL} policies, PGlite`, 'requests/s', got, top, {
            seedSeconds: seeded.seconds,
          }),
        );
        const alpha = await load(base, '/api/AlphaLookup', {
          method: 'POST',
          headers,
          body: alphaBody(SMALL),
        });
        figures.push(
          figure(`POST /api/AlphaLookup, ${SMALL} policies, PGlite`, 'ms p99', alpha, top),
        );
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const app = await buildAppOnFreshDatabase(benchConfig(), { kind: 'postgres', adminUrl: url });
      try {
        const seeded = await seed(app, SMALL, 'PostgreSQL');
        const base = await listen(app);
        const { headers } = await signIn(base, 'servicing');
        const got = await load(base, '/api/getpolicy', {
          method: 'POST',
          headers,
          body: getPolicyBody(SMALL),
        });
        figures.push(
          figure(`POST /api/getpolicy, ${SMALL} policies, PostgreSQL`, 'requests/s', got, top, {
            seedSeconds: seeded.seconds,
          }),
        );
        const alpha = await load(base, '/api/AlphaLookup', {
          method: 'POST',
          headers,
          body: alphaBody(SMALL),
        });
        figures.push(
          figure(`POST /api/AlphaLookup, ${SMALL} policies, PostgreSQL`, 'ms p99', alpha, top),
        );
        if (LARGE > SMALL) {
          const more = await seed(app, LARGE - SMALL, 'PostgreSQL');
          const big = await load(base, '/api/AlphaLookup', {
            method: 'POST',
            headers,
            body: alphaBody(LARGE),
          });
          figures.push(
            figure(`POST /api/AlphaLookup, ${LARGE} policies, PostgreSQL`, 'ms p99', big, top, {
              seedSeconds: more.seconds,
              rssMB: process.memoryUsage().rss / 1e6,
            }),
          );
          const gotLarge = await load(base, '/api/getpolicy', {
            method: 'POST',
            headers,
            body: getPolicyBody(LARGE),
          });
          figures.push(
            figure(
              `POST /api/getpolicy, ${LARGE} policies, PostgreSQL`,
              'requests/s',
              gotLarge,
              top,
            ),
          );
        }
      } finally {
        await app.close();
      }
    }
    for (const f of figures) {
      if (Number(f.details?.non2xx ?? 0) > 0) throw new Error(`${f.name}: errors under load`);
    }
    return figures;
  },
};

export default suite;
