// The engine pool (decision 0021): what running a job in a worker thread costs against running
// it inline, and what it buys: the server thread's longest stall while the largest cases
// the products allow are worked out, inline and in the pool.
import type { IllustrationInput } from '@portal/actuarial/input';
import { conceptsJob, illustrationJob, premiumJob } from '@portal/server/engine/jobs';
import { createEnginePool } from '@portal/server/engine/pool';
import type { BenchFigure, BenchSuite } from '../suite';
import { summarise } from '../suite';

const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 500_000,
  premiumMode: 'Monthly',
  issueDate: '2026-03-02',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
  ul: { annualDeposit: 9000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
  riders: [{ riderId: '094', faceAmount: 100_000 }, { riderId: 'WP' }],
};

/** The largest UL case: youngest age, largest face and deposit, with every concept. */
const largest = {
  input: {
    ...ul,
    faceAmount: 10_000_000,
    insureds: [{ sex: 'M' as const, smokeClass: 'S' as const, issueAge: 0 }],
    riders: [],
    ul: { annualDeposit: 2_000_000, depositYears: 120 },
  },
  incomePayout: { startAge: 65, payoutYears: 60, loanRate: 6, intRate: 5, taxRate: 45 },
  charitableGiving: { intRate: 5, taxRate: 40 },
  insuranceInvestment: { intRate: 5, taxRate: 45 },
  compareProductIds: ['0131', '0900', '0603'] as ('0131' | '0900' | '0603')[],
};

async function samples(fn: () => unknown, runs: number): Promise<number[]> {
  for (let i = 0; i < 50; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

const latency = (name: string, ms: number[]): BenchFigure => {
  const s = summarise(ms);
  return { name, unit: 'ms', value: s.median, details: { p99: s.p99, runs: s.count } };
};

/**
 * The longest the server thread went without running a 5 ms timer while `burst` ran (ms): what
 * a /health call arriving then would wait.
 */
async function longestStall(burst: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await burst();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    clearInterval(ticker);
  }
  return longest;
}

const suite: BenchSuite = {
  name: 'engine-pool',
  async run() {
    const pool = createEnginePool({ threads: 2 });
    try {
      const figures: BenchFigure[] = [
        latency('first-year premium inline', await samples(() => premiumJob(ul), 2000)),
        latency(
          'first-year premium in the pool',
          await samples(() => pool.run('premium', ul), 2000),
        ),
        latency('illustration inline', await samples(() => illustrationJob(ul), 200)),
        latency('illustration in the pool', await samples(() => pool.run('illustration', ul), 200)),
      ];
      const burst = 20;
      if (!conceptsJob(largest).ok) throw new Error('the largest case is refused: fix the bench');
      const inline = await longestStall(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        for (let i = 0; i < burst; i++) conceptsJob(largest);
      });
      const pooled = await longestStall(() =>
        Promise.all(Array.from({ length: burst }, () => pool.run('concepts', largest))),
      );
      figures.push(
        {
          name: `longest event-loop stall, ${burst} largest concept cases inline`,
          unit: 'ms',
          value: inline,
        },
        {
          name: `longest event-loop stall, ${burst} largest concept cases in the pool`,
          unit: 'ms',
          value: pooled,
        },
      );
      return figures;
    } finally {
      await pool.close();
    }
  },
};

export default suite;
