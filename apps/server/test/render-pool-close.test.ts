// An app may close while its render pool's first thread is still loading the renderer (a
// test file that builds and closes the app quickly, a server stopped just after start).
// On Node 20 a thread stopped in the middle of require() of an ES module aborted the whole
// process, which is why render threads start with that feature off (RENDER_THREADS).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createReportRenderer, RENDER_THREADS } from '../src/reports/pool';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sheet = { name: 'S', columns: [{ header: 'A' }], rows: [[1], [2]] };

describe('the render thread', () => {
  it('loads the renderer and exceljs without require() of an ES module', async () => {
    // A plain Node process (no TypeScript loader, which turns ES modules into CommonJS and
    // hides the problem) starts a pool as the app does and renders one workbook; the thread
    // traces each ES module loaded by require() to stderr.
    const threads = {
      ...RENDER_THREADS,
      execArgv: [...RENDER_THREADS.execArgv, '--trace-require-module=all'],
    };
    const script = `
      const { Piscina } = require('piscina');
      const pool = new Piscina({ ...${JSON.stringify(threads)}, maxThreads: 1 });
      pool.run(${JSON.stringify({ kind: 'xlsx', sheets: [sheet], creator: 'test' })})
        .then((out) => {
          console.log(JSON.stringify({ rows: out.rows, zip: Buffer.from(out.data.subarray(0, 2)).toString() }));
          return pool.destroy();
        });
    `;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    expect(JSON.parse(stdout)).toEqual({ rows: 2, zip: 'PK' });
    expect(stderr).not.toMatch(/ES Module/);
  });

  it('is stopped cleanly at every moment of its start, and a pool started afterwards renders', async () => {
    for (let delay = 0; delay <= 120; delay += 4) {
      const renderer = createReportRenderer({ maxThreads: 1 });
      await sleep(delay);
      await expect(renderer.close()).resolves.toBeUndefined();
    }
    const after = createReportRenderer({ maxThreads: 1 });
    try {
      const out = await after.xlsx([sheet], 'test');
      expect(out.rows).toBe(2);
      // A workbook is a zip: its bytes come back to the server (decision 0085).
      expect(Buffer.from(out.data.subarray(0, 2)).toString()).toBe('PK');
    } finally {
      await after.close();
    }
  });
});
