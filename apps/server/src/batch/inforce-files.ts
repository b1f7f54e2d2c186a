// An in-force batch's files (decision 0086): one workbook (a row per policy: its key projected
// values; the refused numbers; an About sheet), streamed from the chunks, and when asked the
// zip of each policy's progress report, joined from the chunks' stored records.

import { interpolate, ReportFormat } from '../reports/labels';
import { findCompany } from '../repositories/company';
import type { PolicyResult, RowProblem } from './kinds';
import type { MadeFile } from './new-business-files';
import { type BatchRow, chunkAttachments, doneChunks } from './repository';
import type { BatchDeps } from './tasks';
import { langOf, wordsOf } from './words';
import { type Cell, MONEY_FORMAT, StreamedWorkbook, WHOLE_FORMAT } from './workbook';
import { centralDirectory, type ZipEntry } from './zip';

const POINTS = ['in5', 'in10', 'in20', 'age65'] as const;

export async function inforceFiles(deps: BatchDeps, batch: BatchRow): Promise<MadeFile[]> {
  const words = wordsOf(batch.language);
  const w = words.workbook;
  const lang = langOf(batch.language);
  const fmt = new ReportFormat(lang);
  const when = {
    in5: interpolate(w.inYears, { years: 5 }),
    in10: interpolate(w.inYears, { years: 10 }),
    in20: interpolate(w.inYears, { years: 20 }),
    age65: interpolate(w.age, { age: 65 }),
  };
  const company = await findCompany(deps.db);
  const companyName = (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '';
  const book = new StreamedWorkbook(companyName);
  let projected = 0;
  await book.sheet(
    w.results,
    [
      { header: w.line, width: 8 },
      { header: w.policyNumber, width: 16 },
      { header: w.product, width: 30 },
      { header: w.status, width: 30 },
      { header: w.faceAmount, numFmt: WHOLE_FORMAT, width: 16 },
      { header: w.annualPremium, numFmt: MONEY_FORMAT, width: 18 },
      { header: w.valuesAsOf, width: 14 },
      ...POINTS.flatMap((p) => [
        {
          header: interpolate(w.projectedCash, { when: when[p] }),
          numFmt: MONEY_FORMAT,
          width: 20,
        },
        {
          header: interpolate(w.projectedDeath, { when: when[p] }),
          numFmt: MONEY_FORMAT,
          width: 20,
        },
      ]),
    ],
    (async function* () {
      for await (const chunk of doneChunks(deps.db, batch.id))
        for (const r of (chunk.results as PolicyResult[] | null) ?? []) {
          projected += 1;
          const point = (label: (typeof POINTS)[number]): Cell[] => {
            const p = r.points.find((x) => x.label === label);
            return [p?.cashValue ?? null, p?.deathBenefit ?? null];
          };
          yield [
            r.line,
            r.policyNumber,
            r.product,
            r.status,
            r.faceAmount,
            r.annualPremium,
            r.valuesAsOf,
            ...POINTS.flatMap(point),
          ];
        }
    })(),
  );
  let refused = 0;
  await book.sheet(
    w.refused,
    [
      { header: w.line, width: 8 },
      { header: w.policyNumber, width: 16 },
      { header: w.problem, width: 80 },
    ],
    (async function* () {
      for await (const chunk of doneChunks(deps.db, batch.id))
        for (const p of (chunk.problems as RowProblem[] | null) ?? []) {
          refused += 1;
          yield [p.line, p.reference, p.message];
        }
    })(),
  );
  await book.sheet(
    w.about,
    [
      { header: w.inforceTitle, width: 30 },
      { header: '', width: 60 },
    ],
    [
      [w.aboutSource, batch.source],
      [w.aboutMade, fmt.date(deps.clock())],
      [w.aboutPolicies, batch.total],
      [w.aboutProjected, projected],
      [w.aboutRefused, refused],
      [w.inforceNote, ''],
    ],
  );
  const workbook = await book.bytes();
  const files: MadeFile[] = [
    {
      kind: 'xlsx',
      name: 'inforce-batch',
      downloadName: `${words.fileNames.inforceWorkbook}.xlsx`,
      data: workbook.data,
      pages: null,
    },
  ];
  if (batch.pdf) {
    const zip = await joinZip(deps, batch);
    if (zip)
      files.push({
        kind: 'zip',
        name: 'progress-reports',
        downloadName: `${words.fileNames.zip}.zip`,
        data: zip,
        pages: null,
      });
  }
  return files;
}

/** The chunks' stored records in order, then the central directory that indexes them. */
async function joinZip(deps: BatchDeps, batch: BatchRow): Promise<Uint8Array | null> {
  const parts: Buffer[] = [];
  const entries: ZipEntry[] = [];
  const offsets: number[] = [];
  let at = 0;
  for await (const bytes of chunkAttachments(deps.db, batch.id)) {
    const part = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Each record: a 30-byte local header (crc, size, name length), the name, the bytes.
    for (let i = 0; i < part.length; ) {
      const size = part.readUInt32LE(i + 18);
      const nameLength = part.readUInt16LE(i + 26);
      entries.push({
        name: part.toString('utf8', i + 30, i + 30 + nameLength),
        crc: part.readUInt32LE(i + 14),
        size,
      });
      offsets.push(at + i);
      i += 30 + nameLength + size;
    }
    parts.push(part);
    at += part.length;
  }
  if (entries.length === 0) return null;
  parts.push(centralDirectory(entries, offsets, at));
  return new Uint8Array(Buffer.concat(parts));
}
