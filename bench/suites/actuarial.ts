// Illustration engine timings (issue: "The illustration engine", section 6). Targets are a
// tenth of GNU lmi's published figures: UL over several bases 12.8 ms, with a solve 31.6 ms.
import { illustrate } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { firstYearPremium } from '@portal/actuarial/premium';
import { solveMinimumDeposit } from '@portal/actuarial/solve/ul-solves';
import type { BenchFigure, BenchSuite } from '../suite';
import { summarise, timeCalls } from '../suite';

const ulInput = (issueAge: number): IllustrationInput => ({
  productId: '0602',
  faceAmount: 500_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge }],
  ul: { annualDeposit: 9000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
  riders: [{ riderId: '094', faceAmount: 100_000 }, { riderId: 'WP' }],
});

const termInput = (issueAge: number): IllustrationInput => ({
  productId: '0131',
  faceAmount: 500_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge }],
});

const wholeLifeInput = (issueAge: number): IllustrationInput => ({
  productId: '0900',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge }],
  wholeLife: { dividendOption: 'PUA' },
});

/** Cycles through issue ages so no single cached result is timed over and over. */
function cycling<T>(make: (age: number) => T, from: number, to: number): () => T {
  const inputs = Array.from({ length: to - from + 1 }, (_, k) => make(from + k));
  let next = 0;
  return () => {
    const input = inputs[next] as T;
    next = (next + 1) % inputs.length;
    return input;
  };
}

/** GNU lmi's published figures (ms per illustration), the baseline the targets are a tenth of. */
const LMI_BASELINE_MS = { ulSeveralBases: 12.8, ulWithSolve: 31.6 } as const;

function figure(
  name: string,
  unit: 'ms' | 'µs',
  samples: number[],
  target?: number,
  baselineMs?: number,
): BenchFigure {
  const scale = unit === 'µs' ? 1000 : 1;
  const { median, p99, count } = summarise(samples);
  const details: Record<string, number | string> = {
    median: median * scale,
    p99: p99 * scale,
    runs: count,
  };
  if (target !== undefined) {
    details.target = target;
    details.medianToTarget = (median * scale) / target;
  }
  if (baselineMs !== undefined) {
    details.lmiBaselineMs = baselineMs;
    details.timesFasterThanLmi = baselineMs / median;
  }
  return { name, unit: `${unit}/illustration`, value: median * scale, details };
}

const suite: BenchSuite = {
  name: 'actuarial',
  async run() {
    const figures: BenchFigure[] = [];

    const ul = cycling(ulInput, 25, 55);
    figures.push(
      figure(
        'UL monthly, three bases to age 121',
        'ms',
        timeCalls(() => illustrate(ul()), { warmup: 300, runs: 3000 }),
        1.3,
        LMI_BASELINE_MS.ulSeveralBases,
      ),
    );

    const ulSolve = cycling(ulInput, 25, 55);
    figures.push(
      figure(
        'UL monthly, three bases, with the minimum-deposit solve',
        'ms',
        timeCalls(
          () => {
            const input = ulSolve();
            const solved = solveMinimumDeposit(input);
            if (!solved.ok) throw new Error(solved.problem.message);
            return illustrate({
              ...input,
              ul: { ...input.ul, annualDeposit: solved.annualDeposit / 100 },
            });
          },
          { warmup: 100, runs: 1500 },
        ),
        3.2,
        LMI_BASELINE_MS.ulWithSolve,
      ),
    );

    const term = cycling(termInput, 20, 70);
    figures.push(
      figure(
        'term 10 first-year premium',
        'µs',
        timeCalls(() => firstYearPremium(term()), { warmup: 2000, runs: 20000 }),
        20,
      ),
    );

    const wl = cycling(wholeLifeInput, 0, 80);
    figures.push(
      figure(
        'whole life par ledger with PUA, three bases',
        'ms',
        timeCalls(() => illustrate(wl()), { warmup: 200, runs: 2000 }),
      ),
    );

    // 10 000 illustrations of mixed products, one thread (so the rate is per core).
    const makers = [
      cycling(ulInput, 20, 55),
      cycling(termInput, 20, 70),
      cycling(wholeLifeInput, 0, 80),
      cycling((age) => ({ ...termInput(age), productId: '0563' }) as IllustrationInput, 20, 75),
      cycling(
        (age) =>
          ({
            ...ulInput(age),
            productId: '0603',
            ul: { annualDeposit: 12_000, coiType: 'LevelGuaranteed' },
          }) as IllustrationInput,
        20,
        55,
      ),
    ];
    for (let k = 0; k < 500; k++)
      illustrate((makers[k % makers.length] as () => IllustrationInput)());
    const count = 10_000;
    const start = performance.now();
    for (let k = 0; k < count; k++)
      illustrate((makers[k % makers.length] as () => IllustrationInput)());
    const seconds = (performance.now() - start) / 1000;
    figures.push({
      name: '10 000 mixed illustrations (UL, IUL, term 10, term 100, whole life), one core',
      unit: 'illustrations/s/core',
      value: count / seconds,
      details: { seconds, illustrations: count },
    });
    return figures;
  },
};

export default suite;
