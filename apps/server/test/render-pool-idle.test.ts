// The render pool gives a burst's memory back (decision 0023): a thread that rendered the
// largest workbooks keeps its grown heap while it lives, so the threads a burst started end
// once idle, and the first one stays for the next report.
import { describe, expect, it } from 'vitest';
import { createReportRenderer } from '../src/reports/pool';

const sheet = { name: 'S', columns: [{ header: 'A' }], rows: [[1], [2], [3]] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an idle render pool', () => {
  it('ends the threads a burst started, keeps the first, and renders again', async () => {
    const renderer = createReportRenderer({ maxThreads: 2, idleTimeout: 50 });
    try {
      const tasks = [1, 2, 3, 4].map(() => renderer.xlsx([sheet], 'test'));
      // Four tasks queued at once: the pool grows to its two threads.
      expect(renderer.threads()).toBe(2);
      expect((await Promise.all(tasks)).map((out) => out.rows)).toEqual([3, 3, 3, 3]);
      // Waits for the extra thread to end (the test's own timeout fails it if it never does).
      while (renderer.threads() > 1) await sleep(25);
      await sleep(200);
      expect(renderer.threads()).toBe(1);
      const after = await renderer.xlsx([sheet], 'test');
      expect(after.rows).toBe(3);
      expect(after.data.byteLength).toBeGreaterThan(0);
    } finally {
      await renderer.close();
    }
  });
});
