// Report rendering (issue 8 §6): the full UL illustration PDF (every page, three bases)
// through the Typst worker pool, beside the same content as HTML printed by a warm headless
// Chromium (page.pdf), the baseline a team would otherwise pick, asked for the same kind of
// file as ours (tagged for screen readers, with bookmarks) and, beside it, for the plain
// untagged file Chromium prints by default (decision 0020); ten concurrent report calls
// against the API while a cheap call measures the event loop's latency; a 100,000-row Excel.
// Each run illustrates a different case (face amount and client change), for Typst and
// Chromium alike, so neither measures a cache: Typst memoises layout by its inputs and would
// otherwise hand back the previous run's pages.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REPORT_CASES } from '@portal/actuarial/test-support/report-cases';
import { reportFormDataSchema } from '@portal/contracts/reports';
import { ILLUSTRATION_PAGES, pagesToPrint } from '@portal/domain/reports/pages';
import { buildAppOnFreshDatabase } from '@portal/server/app';
import { loadConfig } from '@portal/server/config';
import type { ChartSpec } from '@portal/server/reports/charts';
import {
  buildIllustrationDocument,
  type IllustrationDocument,
  type TableModel,
} from '@portal/server/reports/illustration-model';
import { createReportRenderer } from '@portal/server/reports/pool';
import * as echarts from 'echarts';
import { chromium } from 'playwright-core';
import type { BenchFigure, BenchSuite } from '../suite';

const RUNS = 30;
const run = promisify(execFile);

const UL = REPORT_CASES.ul;

const FORM = reportFormDataSchema.parse({
  ownerName: 'Jeanne Tremblay',
  insuredName: 'Jeanne Tremblay',
  notes: 'Illustration prepared for our meeting. '.repeat(5),
  compareProductIds: ['0603', '0900', '0131'],
});

const ALL_PAGES = pagesToPrint(
  ILLUSTRATION_PAGES.map((reportFile) => ({ reportFile })),
  { hasNonGuaranteed: true, hasSharedOwnership: false },
);

const CLIENTS = ['Jeanne Tremblay', 'Marc-André Gagnon', 'Sophie Côté', 'Daniel Roy'];

/** Run `i`'s illustration: another face amount and another client each time. */
function build(i: number) {
  const client = `${CLIENTS[i % CLIENTS.length]} ${i}`;
  return buildIllustrationDocument({
    input: { ...UL, faceAmount: UL.faceAmount + 1000 * i },
    form: { ...FORM, ownerName: client, insuredName: client },
    pages: ALL_PAGES,
    lang: 'en',
    people: { company: 'Boréal Life', agentName: 'Camille Tremblay', agentCode: 'BA10234' },
    preparedOn: new Date('2026-03-02T14:00:00Z'),
  });
}

function quantiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), runs: sorted.length };
}

const fifthPercentile = (samples: number[]) =>
  [...samples].sort((x, y) => x - y)[Math.floor(0.05 * samples.length)] ?? 0;

/** A Chromium series (time per run, and Chromium ÷ Typst run by run) as two figures. */
function chromiumFigures(
  name: string,
  ratioName: string,
  run: { ms: number[]; pairs: number[]; bytes: number; typstMedian: number },
  ratioDetails: Record<string, number> = {},
): BenchFigure[] {
  const q = quantiles(run.ms);
  return [
    {
      name,
      unit: 'ms',
      value: q.median,
      details: { p95: q.p95, pdfKB: run.bytes / 1024, runs: q.runs },
    },
    {
      name: ratioName,
      unit: '×',
      value: q.median / run.typstMedian,
      details: {
        ...ratioDetails,
        // The same ratio taken run by run (each pair printed the same document back to back).
        pairedMedian: quantiles(run.pairs).median,
        pairedP5: fifthPercentile(run.pairs),
      },
    },
  ];
}

// ------------------------------------------------------------ the HTML baseline

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function htmlTable(t: TableModel): string {
  const head = t.headers.map((h) => `<th>${esc(h)}</th>`).join('');
  const rows = t.rows
    .map(
      (r) =>
        `<tr>${r.map((c, k) => `<td class="${t.align[k] === 'r' ? 'r' : ''}">${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

const facts = (rows: [string, string][]) =>
  `<table class="facts">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;

/** The same document as HTML: every page family, tables and the chart. */
function toHtml(doc: IllustrationDocument, charts: ChartSpec[]): string {
  const svg = Object.fromEntries(charts.map((c) => [c.id, svgOf(c)]));
  const l = doc.labels;
  const sections: string[] = [];
  for (const page of doc.pages) {
    if (page === 'cover')
      sections.push(
        `<h1>${esc(doc.meta.title)}</h1><h2>${esc(doc.meta.product)}</h2>${facts(doc.cover.facts)}<p>${esc(doc.cover.notes.join(''))}</p>`,
      );
    else if (page === 'coverage')
      sections.push(
        `<h1>${esc(l.coverage)}</h1>${htmlTable(doc.coverage.insureds)}${htmlTable(doc.coverage.coverages)}${htmlTable(doc.coverage.byMode)}`,
      );
    else if (page === 'summary')
      sections.push(`<h1>${esc(l.summary)}</h1>${htmlTable(doc.summary.table)}${svg.values ?? ''}`);
    else if (page.startsWith('ledger-')) {
      const led = doc.ledgers.find((x) => `ledger-${x.basis}` === page);
      if (led)
        sections.push(
          `<section class="landscape"><h1>${esc(led.title)}</h1>${htmlTable(led.table)}<p>${led.notes.map(esc).join(' ')}</p><p>${doc.assumptions.map(esc).join(' ')}</p></section>`,
        );
    } else if (page === 'tax')
      sections.push(`<h1>${esc(l.tax)}</h1>${facts(doc.tax.facts)}${htmlTable(doc.tax.table)}`);
    else if (page === 'underwriting')
      sections.push(
        `<h1>${esc(l.underwriting)}</h1>${htmlTable(doc.underwriting.insureds)}<ul>${doc.underwriting.requirements.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>`,
      );
    else if (page === 'compliance')
      sections.push(
        `<h1>${esc(l.compliance)}</h1>${doc.compliance.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      );
    else if (page === 'concept-product-compare')
      sections.push(`<h1>${esc(l.conceptCompare)}</h1>${htmlTable(doc.concepts.compare)}`);
    else if (page === 'concept-irr')
      sections.push(`<h1>${esc(l.conceptIrr)}</h1>${htmlTable(doc.concepts.irr)}`);
    else if (page === 'concept-charitable-giving')
      sections.push(`<h1>${esc(l.conceptCharitable)}</h1>${htmlTable(doc.concepts.charitable)}`);
    else if (page === 'concept-insurance-investment')
      sections.push(`<h1>${esc(l.conceptInvestment)}</h1>${htmlTable(doc.concepts.investment)}`);
    else if (page === 'concept-income')
      sections.push(
        `<h1>${esc(l.conceptIncome)}</h1>${facts(doc.concepts.income.facts)}${htmlTable(doc.concepts.income.table)}`,
      );
    else if (page === 'signature')
      sections.push(
        `<h1>${esc(l.signature)}</h1><p>${esc(l.signatureClient)}</p><p>${esc(l.signatureAgent)}</p>`,
      );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    @page { size: letter; margin: 0.9in 0.75in; }
    @page wide { size: letter landscape; }
    body { font: 10pt Georgia, serif; color: #1d2733; }
    section, .page { break-before: page; }
    .landscape { page: wide; }
    h1 { color: #1f3a5f; font-size: 16pt; }
    table { border-collapse: collapse; width: 100%; font-size: 8pt; margin: 6pt 0; }
    thead { display: table-header-group; }
    th { background: #1f3a5f; color: white; text-align: left; padding: 3pt 4pt; }
    td { padding: 3pt 4pt; border-bottom: 0.3pt solid #d8dee6; }
    tr:nth-child(even) td { background: #f2f5f8; }
    td.r { text-align: right; }
    .facts th { background: none; color: #5b6b7c; }
  </style></head><body>${sections.map((s) => `<div class="page">${s}</div>`).join('')}</body></html>`;
}

function svgOf(spec: ChartSpec): string {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: spec.width,
    height: spec.height,
  });
  chart.setOption(spec.option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

/**
 * A warm headless Chromium that prints run `i`'s document as the baseline; the time of each.
 * `accessible` asks for what our PDF carries: a structure tree for screen readers (tagged)
 * and bookmarks from the headings (outline). Without it Chromium prints neither.
 */
async function chromiumRunner() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  return {
    async run(i: number, accessible: boolean) {
      const start = performance.now();
      const built = build(i);
      const footer = `<div style="font-size:7pt;width:100%;padding:0 0.75in;display:flex;justify-content:space-between"><span>Boréal Life · Camille Tremblay (BA10234) · ${esc(built.document.meta.client)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
      await page.setContent(toHtml(built.document, built.charts));
      const pdf = await page.pdf({
        format: 'Letter',
        displayHeaderFooter: true,
        headerTemplate: '<div></div>',
        footerTemplate: footer,
        margin: { top: '0.9in', bottom: '0.9in', left: '0.75in', right: '0.75in' },
        tagged: accessible,
        outline: accessible,
      });
      return { ms: performance.now() - start, bytes: pdf.byteLength };
    },
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------ the suite

/** The report service's path for run `i`: engine and model here, charts and Typst in the pool. */
function typstRunner() {
  const renderer = createReportRenderer({ maxThreads: 1 });
  return {
    async run(i: number) {
      const start = performance.now();
      const built = build(i);
      const built_ = performance.now();
      const out = await renderer.pdf('illustration', built.document, built.charts, 1_772_460_000);
      const end = performance.now();
      return {
        total: end - start,
        model: built_ - start,
        render: end - built_,
        inWorker: out.totalMs,
        charts: out.chartsMs,
        pages: out.pages,
        bytes: out.pdf.byteLength,
        fallback: out.fallback !== undefined,
      };
    },
    close: () => renderer.close(),
  };
}

/**
 * Typst and Chromium in turns, run after run, so both meet the same machine: on a shared VM
 * whose speed drifts within minutes, two back-to-back series would compare two machines. Each
 * pair prints the same document (run i's client and face amount).
 */
async function typstBesideChromium() {
  const typst = typstRunner();
  const chrome = await chromiumRunner();
  try {
    const t = { total: [] as number[], model: [] as number[], render: [] as number[] };
    const inWorker: number[] = [];
    const charts: number[] = [];
    const chromium: number[] = [];
    const untagged: number[] = [];
    const pairs: number[] = [];
    const untaggedPairs: number[] = [];
    let pages = 0;
    let bytes = 0;
    let chromeBytes = 0;
    let untaggedBytes = 0;
    let fallbacks = 0;
    for (let i = 0; i < RUNS + 3; i += 1) {
      const a = await typst.run(i);
      const b = await chrome.run(i, true);
      const u = await chrome.run(i, false);
      untaggedBytes = u.bytes;
      pages = a.pages;
      bytes = a.bytes;
      chromeBytes = b.bytes;
      if (a.fallback) fallbacks += 1;
      if (i < 3) continue;
      t.total.push(a.total);
      t.model.push(a.model);
      t.render.push(a.render);
      inWorker.push(a.inWorker);
      charts.push(a.charts);
      chromium.push(b.ms);
      untagged.push(u.ms);
      pairs.push(b.ms / a.total);
      untaggedPairs.push(u.ms / a.total);
    }
    return {
      ...t,
      inWorker,
      charts,
      chromium,
      untagged,
      pairs,
      untaggedPairs,
      pages,
      bytes,
      chromeBytes,
      untaggedBytes,
      fallbacks,
    };
  } finally {
    await chrome.close();
    await typst.close();
  }
}

async function concurrent(): Promise<BenchFigure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-reports-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: join(tmpdir(), 'portal-bench-no-web-dist'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildAppOnFreshDatabase(config, { kind: 'pglite' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const signIn = await fetch(`${base}/users/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-challenge': 'none' },
      body: JSON.stringify({ username: 'agent', password: 'demo1234' }),
    });
    const tokens = (await signIn.json()) as { jwt: string; challenge: string };
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.jwt}`,
      'x-challenge': tokens.challenge,
    };
    // Another face amount per call, as for the single-report figures: no cached layout.
    let calls = 0;
    const body = () =>
      JSON.stringify({
        reportName: 'illustration',
        insuranceData: { ...UL, faceAmount: UL.faceAmount + 1000 * calls++ },
        formData: {
          ...FORM,
          pages: {
            irr: true,
            productCompare: true,
            charitableGiving: true,
            insuranceAsInvestment: true,
            income: true,
          },
        },
        isRunPDF: true,
      });
    const report = async () => {
      const r = await fetch(`${base}/Report/NewBusinessReport`, {
        method: 'POST',
        headers,
        body: body(),
      });
      const json = (await r.json()) as { resultCode: number };
      if (json.resultCode !== 0) throw new Error(`report failed: ${JSON.stringify(json)}`);
    };
    const probe = async () => {
      const start = performance.now();
      await (await fetch(`${base}/api/getTokenMethod`)).text();
      return performance.now() - start;
    };
    // Warm the pool's threads and the JIT.
    await Promise.all(Array.from({ length: 4 }, report));
    const idle: number[] = [];
    for (let i = 0; i < 200; i += 1) idle.push(await probe());

    const ROUNDS = 5;
    const busy: number[] = [];
    let done = false;
    const probing = (async () => {
      while (!done) busy.push(await probe());
    })();
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round += 1)
      await Promise.all(Array.from({ length: 10 }, report));
    const elapsed = performance.now() - start;
    done = true;
    await probing;
    const i = quantiles(idle);
    const b = quantiles(busy);
    return [
      {
        name: '10 concurrent full illustration reports over HTTP',
        unit: 'reports/s',
        value: (ROUNDS * 10 * 1000) / elapsed,
        details: { reports: ROUNDS * 10, elapsedMs: elapsed, roundMs: elapsed / ROUNDS },
      },
      {
        name: 'API p99 latency (GET /api/getTokenMethod) while reports render',
        unit: 'ms',
        value: b.p99,
        details: { median: b.median, probes: b.runs, idleP99: i.p99, idleMedian: i.median },
      },
    ];
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The 100,000-row export runs in a child process that loads nothing but the renderer, so its
// peak resident memory (the kernel's high-water mark) is the export's, not this bench's
// (Chromium's driver, the app, the Typst compiler). Rows are built in the child's main thread
// and handed to the worker thread, as the server does.
const EXCEL_CHILD = `(async () => {
const { mkdtemp, rm, stat } = await import('node:fs/promises');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { createReportRenderer } = await import('@portal/server/reports/pool');
const dir = await mkdtemp(join(tmpdir(), 'portal-bench-xlsx-'));
const renderer = createReportRenderer({ maxThreads: 1 });
const rows = Array.from({ length: 100_000 }, (_, k) => [
  k + 1,
  'Policy ' + String(k).padStart(8, '0'),
  ((k * 37) % 100_000) / 100,
  k % 2 === 0 ? 'Active' : 'Paid up',
  (k * 13) % 1000,
]);
const sheet = {
  name: 'Data',
  columns: [
    { header: 'Row' },
    { header: 'Policy' },
    { header: 'Value', numFmt: '#,##0.00' },
    { header: 'Status' },
    { header: 'Units' },
  ],
  rows,
};
// Warm the worker (exceljs loaded) on a small sheet first.
await renderer.xlsx([{ ...sheet, rows: rows.slice(0, 100) }], 'bench');
const before = process.memoryUsage().rss;
const start = performance.now();
const size = (await renderer.xlsx([sheet], 'bench')).data.byteLength;
const ms = performance.now() - start;
await renderer.close();
await rm(dir, { recursive: true, force: true });
process.stdout.write(JSON.stringify({
  ms,
  peakRssMB: process.resourceUsage().maxRSS / 1024,
  rssBeforeMB: before / 2 ** 20,
  fileMB: size / 2 ** 20,
}));
})();
`;

async function excel100k(): Promise<BenchFigure> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', EXCEL_CHILD], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    maxBuffer: 1 << 20,
  });
  const out = JSON.parse(stdout) as {
    ms: number;
    peakRssMB: number;
    rssBeforeMB: number;
    fileMB: number;
  };
  return {
    name: 'Excel export, 100,000 rows × 5 columns (streaming writer, worker thread)',
    unit: 'ms',
    value: out.ms,
    details: {
      targetMs: 2000,
      peakRssMB: out.peakRssMB,
      rssGrowthMB: out.peakRssMB - out.rssBeforeMB,
      targetMB: 250,
      fileMB: out.fileMB,
    },
  };
}

const suite: BenchSuite = {
  name: 'reports',
  async run() {
    // Excel first, in a process of its own (see EXCEL_CHILD).
    const excel = await excel100k();
    const typst = await typstBesideChromium();
    const t = quantiles(typst.total);
    const r = quantiles(typst.render);
    const m = quantiles(typst.model);
    const figures: BenchFigure[] = [
      {
        name: `Full illustration PDF (UL, 3 bases, all ${typst.pages} pages): engine + Typst in the worker pool`,
        unit: 'ms',
        value: t.median,
        details: {
          p95: t.p95,
          targetMs: 300,
          engineAndModelMedian: m.median,
          renderMedian: r.median,
          // Inside the worker: ECharts SVG, then Typst compile and PDF export.
          workerMedian: quantiles(typst.inWorker).median,
          chartsMedian: quantiles(typst.charts).median,
          pages: typst.pages,
          pdfKB: typst.bytes / 1024,
          runs: t.runs,
          pagePlanFallbacks: typst.fallbacks,
        },
      },
      ...chromiumFigures(
        'Same content as HTML printed by warm headless Chromium (page.pdf, tagged, with bookmarks, as ours), in turns with Typst',
        'Chromium median ÷ Typst median (both tagged, with bookmarks)',
        { ms: typst.chromium, pairs: typst.pairs, bytes: typst.chromeBytes, typstMedian: t.median },
        { target: 5 },
      ),
      ...chromiumFigures(
        'The same, printed by Chromium untagged and without bookmarks (its default; less than our PDF carries)',
        'Untagged Chromium median ÷ Typst median',
        {
          ms: typst.untagged,
          pairs: typst.untaggedPairs,
          bytes: typst.untaggedBytes,
          typstMedian: t.median,
        },
      ),
    ];
    figures.push(...(await concurrent()));
    figures.push(excel);
    return figures;
  },
};

export default suite;
