// `npm run bench [-- name ...]`: runs every suite in bench/suites (or the named ones), prints
// the figures and writes bench/results/<suite>.json with the machine it ran on.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchSuite } from './suite';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = new Set(process.argv.slice(2));
const files = (await readdir(join(here, 'suites'))).filter((file) => file.endsWith('.ts')).sort();
await mkdir(join(here, 'results'), { recursive: true });

for (const file of files) {
  const suite = (await import(join(here, 'suites', file))).default as BenchSuite;
  if (wanted.size > 0 && !wanted.has(suite.name)) continue;
  // The machine is shared: its load average beside the figures says how busy it was.
  const loadBefore = loadavg().map(round);
  console.log(`\n== ${suite.name} (load average ${loadBefore.join(' ')})`);
  const figures = await suite.run();
  const loadAfter = loadavg().map(round);
  console.log(`(load average at the end ${loadAfter.join(' ')})`);
  for (const figure of figures) {
    const details = Object.entries(figure.details ?? {})
      .map(([key, value]) => `${key} ${typeof value === 'number' ? round(value) : value}`)
      .join(', ');
    console.log(
      `${figure.name}: ${round(figure.value)} ${figure.unit}${details ? ` (${details})` : ''}`,
    );
  }
  const result = {
    suite: suite.name,
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: round(totalmem() / 2 ** 30) },
    loadAverage: { before: loadBefore, after: loadAfter },
    node: process.version,
    figures,
  };
  await writeFile(
    join(here, 'results', `${suite.name}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

function round(value: number) {
  return Math.abs(value) >= 100 ? Math.round(value) : Number(value.toPrecision(4));
}
