// The report renderer: a piscina worker-thread pool, so that Typst, ECharts and exceljs run
// off the server's event loop and the API keeps answering while reports render.
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import {
  adoptThreadSpans,
  currentTraceparent,
  inSpan,
  type ThreadSpan,
} from '../observability/tracing';
import type { ChartSpec } from './charts';

export interface PdfResult {
  pdf: Uint8Array;
  pages: number;
  chartsMs: number;
  totalMs: number;
  /** Set when the page plan did not hold and the document was compiled again (see worker). */
  fallback?: { planned: number; printed: number };
}

export interface SheetSpec {
  name: string;
  columns: { header: string; width?: number; numFmt?: string }[];
  rows: (string | number | boolean | null)[][];
}

export interface ReportRenderer {
  pdf(
    template: string,
    document: object,
    charts: ChartSpec[],
    timestamp: number,
  ): Promise<PdfResult>;
  /** The workbook's bytes (the thread writes no file: outputs live in the database, 0085). */
  xlsx(sheets: SheetSpec[], creator: string): Promise<{ rows: number; data: Uint8Array }>;
  /** Threads running now (one once the pool has been idle RENDER_IDLE_MS). */
  threads(): number;
  /** Threads at work and tasks waiting for one, for the metrics. */
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
}

/**
 * A render thread beyond the first ends once idle this long (decision 0023). A thread that
 * wrote the largest workbooks keeps its grown heap while it lives (V8 does not hand it back to
 * an idle thread): after eight largest report bodies at once the server stayed 150 MB higher
 * while a burst's extra thread waited out piscina's former minute. The first thread stays, so
 * that a report after a quiet spell does not wait for a thread to load Typst (1 to 3 s on a
 * busy two-core machine; bench report-memory measures both).
 */
export const RENDER_IDLE_MS = 20_000;

/** A render task still running after this is stopped (its thread ends) and the call fails. */
export const TASK_TIMEOUT_MS = 60_000;

/**
 * How each render thread starts: the plain-JavaScript renderer, with require() of ES modules
 * switched off. On Node 20 a thread stopped while require() is loading an ES module aborts the
 * whole process (an assertion in ModuleWrap::CreateRequiredModuleFacade), and threads are
 * stopped when the app closes: piscina loads its worker file with require() first, and
 * exceljs's dependencies load one of theirs that way. Without the feature piscina falls back
 * to import() and those packages to their CommonJS files, which a stopped thread abandons
 * cleanly. The thread is given only this flag, not the server's own (a loader, memory
 * limits), which threads refuse or do not need.
 */
export const RENDER_THREADS = {
  filename: new URL('./render-worker.mjs', import.meta.url).href,
  execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')
    ? ['--no-experimental-require-module']
    : [],
};

export function createReportRenderer(
  options: { maxThreads?: number; minThreads?: number; idleTimeout?: number } = {},
): ReportRenderer {
  const maxThreads = options.maxThreads ?? Math.max(1, Math.min(4, availableParallelism()));
  const pool = new Piscina({
    ...RENDER_THREADS,
    minThreads: Math.min(options.minThreads ?? 1, maxThreads),
    maxThreads,
    idleTimeout: options.idleTimeout ?? RENDER_IDLE_MS,
    // Queue beyond the threads rather than fail: each task is short (piscina's 'auto' is
    // threads², four on a two-core machine, and refused the fifth concurrent report).
    maxQueue: 1024,
  });
  let inFlight = 0;
  /** One task in the pool, in a span whose child the thread records when tracing is on. */
  const run = (
    task: { kind: 'pdf' | 'xlsx'; [field: string]: unknown },
    options: { signal?: AbortSignal } = {},
  ) =>
    inSpan(`render ${task.kind}`, { 'portal.render.kind': task.kind }, async () => {
      inFlight += 1;
      try {
        const trace = currentTraceparent();
        if (!trace) return (await pool.run(task, options)) as unknown;
        const out = (await pool.run({ ...task, trace }, options)) as {
          value: unknown;
          spans: ThreadSpan[];
        };
        adoptThreadSpans(out.spans);
        return out.value;
      } finally {
        inFlight -= 1;
      }
    });
  return {
    async pdf(template, document, charts, timestamp) {
      const out = (await run({
        kind: 'pdf',
        template,
        document,
        charts,
        timestamp,
      })) as PdfResult;
      return {
        ...out,
        pdf: new Uint8Array(out.pdf.buffer, out.pdf.byteOffset, out.pdf.byteLength),
      };
    },
    async xlsx(sheets, creator) {
      const out = (await run(
        { kind: 'xlsx', sheets, creator },
        { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) },
      )) as { rows: number; data: Uint8Array };
      return {
        rows: out.rows,
        data: new Uint8Array(out.data.buffer, out.data.byteOffset, out.data.byteLength),
      };
    },
    threads: () => pool.threads.length,
    stats: () => ({
      threads: pool.threads.length,
      busy: Math.max(0, inFlight - pool.queueSize),
      queued: pool.queueSize,
    }),
    async close() {
      await pool.destroy();
    },
  };
}
