// The render pool gives its memory back (decision 0023): a thread that rendered the largest
// workbooks keeps its grown heap while it lives, so an idle pool ends every thread, the last
// one too, and starts one again for the next report.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportRenderer } from '../src/reports/pool';

const dir = mkdtempSync(join(tmpdir(), 'render-pool-idle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sheet = { name: 'S', columns: [{ header: 'A' }], rows: [[1], [2], [3]] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an idle render pool', () => {
  it('ends all its threads, then starts one for the next task', async () => {
    const renderer = createReportRenderer({ maxThreads: 2, idleTimeout: 50 });
    try {
      expect(renderer.threads()).toBe(0);
      await expect(renderer.xlsx(join(dir, 'one.xlsx'), [sheet], 'test')).resolves.toEqual({
        rows: 3,
      });
      expect(renderer.threads()).toBeGreaterThan(0);
      // Waits for the threads to end (the test's own timeout fails it if they never do).
      while (renderer.threads() > 0) await sleep(25);
      const path = join(dir, 'two.xlsx');
      await expect(renderer.xlsx(path, [sheet], 'test')).resolves.toEqual({ rows: 3 });
      expect(statSync(path).size).toBeGreaterThan(0);
    } finally {
      await renderer.close();
    }
  });
});
