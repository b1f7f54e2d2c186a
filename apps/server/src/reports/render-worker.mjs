// The render worker (a piscina worker thread): charts to SVG with ECharts server-side
// rendering, Typst templates to PDF, and Excel with the exceljs streaming writer. It gets
// plain JSON from the server thread and never reads a path it was not built to read: the
// template name is checked against the folder's own files, and it writes no file: PDFs and
// workbooks go back to the server as bytes. Plain JavaScript so that it loads in any runner without a TypeScript loader.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';

// Each library is loaded on the first task that needs it: a thread that only writes
// workbooks never maps the Typst compiler or parses ECharts (≈ 100 MB of a fresh thread).
let typstModule = null;
let echarts = null;
let ExcelJS = null;

const templatesDir = fileURLToPath(new URL('./templates/', import.meta.url));
const mainTemplates = new Set(
  readdirSync(templatesDir)
    .filter((file) => file.endsWith('.typ'))
    .map((file) => file.slice(0, -4)),
);

let compiler = null;
let compiles = 0;

async function typst() {
  typstModule ??= await import('@myriaddreamin/typst-ts-node-compiler');
  compiler ??= typstModule.NodeCompiler.create({ workspace: templatesDir });
  return compiler;
}

// One chart instance per size, kept for the thread's life: making one (zrender, theme,
// coordinate systems) was a third of each chart's time. notMerge makes every report's option
// replace the last one's entirely, so nothing carries over between reports.
const chartsBySize = new Map();

/**
 * The value axis' labels in the report's language: whole dollars through Intl, with the
 * no-break space French puts in numbers and before the sign (never ECharts' own English
 * commas).
 */
function withValueAxis(spec) {
  if (!spec.valueAxis) return spec.option;
  const format = new Intl.NumberFormat(spec.valueAxis.locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const yAxis = spec.option.yAxis ?? {};
  return {
    ...spec.option,
    yAxis: {
      ...yAxis,
      axisLabel: {
        ...(yAxis.axisLabel ?? {}),
        formatter: (value) => format.format(value).replace(/[ \u202f]/g, '\u00a0'),
      },
    },
  };
}

function chartSvg(spec) {
  const size = `${spec.width}x${spec.height}`;
  let chart = chartsBySize.get(size);
  if (!chart) {
    chart = echarts.init(null, null, {
      renderer: 'svg',
      ssr: true,
      width: spec.width,
      height: spec.height,
    });
    chartsBySize.set(size, chart);
  }
  try {
    chart.setOption(withValueAxis(spec), { notMerge: true });
    return chart.renderToSVGString();
  } catch (error) {
    // A chart that failed half-way is not reused.
    chartsBySize.delete(size);
    chart.dispose();
    throw error;
  }
}

function diagnostics(c, error) {
  if (!error) return 'unknown error';
  try {
    return c
      .fetchDiagnostics(error)
      .map((d) => `${d.path ?? ''}:${d.range ?? ''} ${d.message}`)
      .join('\n');
  } catch {
    return String(error.shortDiagnostics?.map((d) => d.message).join('\n') ?? error);
  }
}

function compileOnce(c, template, document) {
  const result = c.compile({
    mainFilePath: join(templatesDir, `${template}.typ`),
    inputs: { data: JSON.stringify(document) },
  });
  if (result.hasError()) throw new Error(`Typst: ${diagnostics(c, result.takeError())}`);
  return result.result;
}

async function pdf({ template, document, charts, timestamp }) {
  if (!mainTemplates.has(template)) throw new Error(`Unknown report template ${template}`);
  const started = performance.now();
  if ((charts ?? []).length > 0) echarts ??= await import('echarts');
  for (const spec of charts ?? []) document.charts[spec.id] = chartSvg(spec);
  const chartsMs = performance.now() - started;
  const c = await typst();
  let compiled = compileOnce(c, template, document);
  // A document that plans its pages (the illustration) prints "page x of y" from the plan. If
  // something overflowed its page, Typst made more pages than planned and the labels are
  // wrong: compile again with the page counter's labels, which are always right (slower: the
  // counter's final value costs a second layout pass). The caller logs it.
  const planned = document.plan?.total ?? null;
  let fallback = false;
  if (planned !== null && compiled.numOfPages !== planned) {
    fallback = true;
    compiled = compileOnce(c, template, { ...document, counted: true });
  }
  const pages = compiled.numOfPages;
  const bytes = c.pdf(compiled, { creationTimestamp: timestamp });
  compiles += 1;
  if (compiles % 50 === 0) c.evictCache(10);
  return {
    pdf: bytes,
    pages,
    chartsMs,
    totalMs: performance.now() - started,
    ...(fallback ? { fallback: { planned, printed: pages } } : {}),
  };
}

/** sheets: [{ name, columns: [{ header, key, width, numFmt }], rows: unknown[][] }] */
async function xlsx({ sheets, creator }) {
  ExcelJS ??= (await import('exceljs')).default;
  // The workbook comes back as bytes, for the server to keep in the database (decision 0085):
  // the thread writes no file.
  const parts = [];
  const stream = new PassThrough();
  stream.on('data', (part) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = creator ?? '';
  workbook.created = new Date(0);
  let rows = 0;
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    // One style object per column, shared by all its cells: exceljs caches a style's id by
    // object identity, and each cell otherwise gets a fresh merged copy whose id it works out
    // again (serialising it to look it up): a third of a 100,000-row export went there.
    const styles = sheet.columns.map((col) => (col.numFmt ? { numFmt: col.numFmt } : {}));
    ws.columns = sheet.columns.map((col, k) => ({
      header: col.header,
      key: `c${k}`,
      width: col.width ?? 16,
      style: styles[k],
    }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    const share = (cell, col) => {
      cell.style = styles[col - 1] ?? {};
    };
    for (const row of sheet.rows) {
      const added = ws.addRow(row);
      added.eachCell(share);
      added.commit();
      rows += 1;
    }
    await ws.commit();
  }
  await workbook.commit();
  await ended;
  const data = Buffer.concat(parts);
  return { rows, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export default async function render(task) {
  if (task.trace !== undefined) {
    // A traced server's task: its span goes back with the result (observability/thread-tracing).
    const { runTraced } = await import('../observability/thread-tracing.mjs');
    const { trace, ...untraced } = task;
    return runTraced(trace, `render thread ${task.kind}`, { 'portal.render.kind': task.kind }, () =>
      render(untraced),
    );
  }
  if (task.kind === 'pdf') return pdf(task);
  if (task.kind === 'xlsx') return xlsx(task);
  throw new Error(`Unknown render task ${task.kind}`);
}
