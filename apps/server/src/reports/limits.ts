// How much report work one caller may ask for (decision 0023): calls a minute counted per
// user and per client address across every report route, the size of a report body and of
// its data arrays, and how many outputs a user keeps on disk.
import { REPORT_BODY_LIMITS } from '@portal/contracts/reports';

export { REPORT_BODY_LIMITS };

/** Outputs a user keeps at most; past either figure the oldest are removed first. */
export const REPORT_OUTPUT_LIMITS = {
  perUser: 50,
  bytesPerUser: 250 * 1_048_576,
} as const;

/**
 * Report calls a minute: an address may make a fiftieth of the general API limit (60 by
 * default), a user twice that (one person on two addresses, an office and a VPN), whichever
 * report route they call.
 */
export function reportCallsPerMinute(generalPerMinute: number) {
  const perAddress = Math.max(1, Math.floor(generalPerMinute / 50));
  return { perAddress, perUser: perAddress * 2 };
}

/**
 * Fixed one-minute windows kept in memory, per instance (like the general limit, decision
 * 0004). `take` counts the call against every key, or against none when one is spent.
 */
export class CallWindows {
  readonly #counts = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** null when the call may go ahead (and is counted), else the seconds until it may. */
  take(keys: { key: string; max: number }[]): number | null {
    const now = this.now();
    if (this.#counts.size > 10_000) this.#sweep(now);
    let wait = 0;
    for (const { key, max } of keys) {
      const window = this.#counts.get(key);
      if (window && now - window.start < this.windowMs && window.count >= max)
        wait = Math.max(wait, window.start + this.windowMs - now);
    }
    if (wait > 0) return Math.ceil(wait / 1000);
    for (const { key } of keys) {
      const window = this.#counts.get(key);
      if (!window || now - window.start >= this.windowMs)
        this.#counts.set(key, { start: now, count: 1 });
      else window.count += 1;
    }
    return null;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#counts)
      if (now - window.start >= this.windowMs) this.#counts.delete(key);
  }
}

/** What is too large in a report body before the contract reads it, or null. */
export function reportBodyProblem(body: unknown): 'rows' | 'cells' | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  let cells = 0;
  for (const name of ['reportDataArray', 'reportDataArrayString'] as const) {
    const rows = record[name];
    if (!Array.isArray(rows)) continue;
    if (rows.length > REPORT_BODY_LIMITS.rows) return 'rows';
    for (const row of rows) cells += Array.isArray(row) ? row.length : 1;
  }
  return cells > REPORT_BODY_LIMITS.cells ? 'cells' : null;
}
