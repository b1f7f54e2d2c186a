/** One measured figure of a benchmark suite. */
export interface BenchFigure {
  name: string;
  /** What was measured, e.g. 'requests/s', 'ms/illustration'. */
  unit: string;
  value: number;
  /** Further figures worth keeping: p50, p99, ratio to a ceiling, sample size. */
  details?: Record<string, number | string>;
}

export interface BenchSuite {
  /** File name under bench/results: <name>.json */
  name: string;
  run(): Promise<BenchFigure[]>;
}

/** Median and p99 of a list of samples (ms). */
export function summarise(samples: number[]): { median: number; p99: number; count: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99), count: sorted.length };
}

/** Times `fn` after a warm-up; returns per-call samples in milliseconds. */
export function timeCalls(fn: () => unknown, { warmup = 200, runs = 2000 } = {}): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples;
}
