// A new-business batch's files (decision 0086): the results workbook (one row per illustrated
// life, the refused rows, an About sheet) and, when asked, the combined PDF (one page a life).
import type { CensusColumn } from '@portal/contracts/batch';
import { productLabel } from '@portal/domain/labels/products';
import { catalogueOf, interpolate, ReportFormat } from '../reports/labels';
import { findCompany } from '../repositories/company';
import type { LifeResult, RowProblem } from './kinds';
import type { KeyValue } from './life';
import { type BatchRow, doneChunks } from './repository';
import type { BatchDeps } from './tasks';
import { langOf, wordsOf } from './words';
import {
  type Cell,
  MONEY_FORMAT,
  type SheetColumn,
  StreamedWorkbook,
  WHOLE_FORMAT,
} from './workbook';

export interface MadeFile {
  kind: 'xlsx' | 'pdf' | 'zip';
  name: string;
  /** The name the browser saves it as, in the batch's language. */
  downloadName: string;
  data: Uint8Array;
  pages: number | null;
}

const dollars = (cents: number | undefined | null) =>
  cents === undefined || cents === null ? null : Math.round(cents) / 100;

/** The points of the key values, in the workbook's column order. */
const POINTS = ['year10', 'year20', 'age65'] as const;

async function* lives(deps: BatchDeps, batch: BatchRow): AsyncGenerator<LifeResult> {
  for await (const chunk of doneChunks(deps.db, batch.id))
    for (const life of (chunk.results as LifeResult[] | null) ?? []) yield life;
}

async function* problems(deps: BatchDeps, batch: BatchRow): AsyncGenerator<RowProblem> {
  for await (const chunk of doneChunks(deps.db, batch.id))
    for (const p of (chunk.problems as RowProblem[] | null) ?? []) yield p;
}

/** A census column's name in the batch's language, as the workbook's headers say it. */
export function columnName(column: CensusColumn | null, language: string): string {
  if (column === null) return '';
  const w = wordsOf(language).workbook;
  const names: Record<CensusColumn, string> = {
    reference: w.reference,
    productId: w.product,
    issueAge: w.issueAge,
    sex: w.sex,
    smokeClass: w.smokeClass,
    faceAmount: w.faceAmount,
    premium: w.premiumAsked,
    premiumMode: w.premiumMode,
  };
  return names[column];
}

export async function newBusinessFiles(deps: BatchDeps, batch: BatchRow): Promise<MadeFile[]> {
  const w = wordsOf(batch.language).workbook;
  const lang = langOf(batch.language);
  const r = catalogueOf(lang).pdf;
  const fmt = new ReportFormat(lang);
  const when = {
    year10: interpolate(w.year, { year: 10 }),
    year20: interpolate(w.year, { year: 20 }),
    age65: interpolate(w.age, { age: 65 }),
  };
  const columns: SheetColumn[] = [
    { header: w.line, width: 8 },
    { header: w.reference, width: 18 },
    { header: w.product, width: 30 },
    { header: w.issueAge, width: 10 },
    { header: w.sex, width: 10 },
    { header: w.smokeClass, width: 14 },
    { header: w.premiumMode, width: 14 },
    { header: w.faceAmount, numFmt: WHOLE_FORMAT, width: 16 },
    { header: w.faceSolved, width: 12 },
    { header: w.premiumAsked, numFmt: MONEY_FORMAT, width: 16 },
    { header: w.modalPremium, numFmt: MONEY_FORMAT, width: 18 },
    { header: w.annualPremium, numFmt: MONEY_FORMAT, width: 18 },
    ...POINTS.flatMap((p) => [
      { header: interpolate(w.cashValue, { when: when[p] }), numFmt: MONEY_FORMAT, width: 20 },
      { header: interpolate(w.deathBenefit, { when: when[p] }), numFmt: MONEY_FORMAT, width: 20 },
    ]),
  ];
  const company = await findCompany(deps.db);
  const companyName = (lang === 'fr' ? company?.displayNameFr : company?.displayNameEn) ?? '';
  const book = new StreamedWorkbook(companyName);
  let illustrated = 0;
  let refused = 0;
  await book.sheet(
    w.results,
    columns,
    (async function* () {
      for await (const { line, row, value } of lives(deps, batch)) {
        illustrated += 1;
        const point = (k: KeyValue | null): Cell[] => [
          dollars(k?.cashValue),
          dollars(k?.deathBenefit),
        ];
        yield [
          line,
          row.reference,
          productLabel(row.productId, lang),
          row.issueAge,
          r.sexes[row.sex],
          r.smokers[row.smokeClass],
          r.modes[row.premiumMode],
          value.faceAmount,
          value.solvedFace ? w.yes : w.no,
          row.premium ?? null,
          dollars(value.modalPremium),
          dollars(value.annualPremium),
          ...point(value.year10),
          ...point(value.year20),
          ...point(value.age65),
        ];
      }
    })(),
  );
  const refusedLines = new Set<number>();
  await book.sheet(
    w.refused,
    [
      { header: w.line, width: 8 },
      { header: w.reference, width: 18 },
      { header: w.column, width: 18 },
      { header: w.problem, width: 80 },
    ],
    (async function* () {
      for await (const p of problems(deps, batch)) {
        refusedLines.add(p.line);
        yield [p.line, p.reference, columnName(p.column, batch.language), p.message];
      }
    })(),
  );
  refused = refusedLines.size;
  const now = deps.clock();
  await book.sheet(
    w.about,
    [
      { header: w.aboutTitle, width: 30 },
      { header: '', width: 60 },
    ],
    [
      [w.aboutSource, batch.source],
      [w.aboutMade, fmt.date(now)],
      [w.aboutLives, batch.total],
      [w.aboutIllustrated, illustrated],
      [w.aboutRefused, refused],
      [w.aboutNote, ''],
    ],
  );
  const workbook = await book.bytes();
  const names = wordsOf(batch.language).fileNames;
  const files: MadeFile[] = [
    {
      kind: 'xlsx',
      name: 'batch-illustrations',
      downloadName: `${names.workbook}.xlsx`,
      data: workbook.data,
      pages: null,
    },
  ];
  if (batch.pdf && illustrated > 0) {
    const document = await pdfDocument(deps, batch, companyName, now);
    const out = await deps.renderer.pdf(
      'batch-illustrations',
      document,
      [],
      Math.floor(now.getTime() / 1000),
    );
    files.push({
      kind: 'pdf',
      name: 'batch-illustrations',
      downloadName: `${names.pdf}.pdf`,
      data: out.pdf,
      pages: out.pages,
    });
  }
  return files;
}

/** The combined PDF's model: every illustrated life, a page each, in file order. */
async function pdfDocument(deps: BatchDeps, batch: BatchRow, company: string, now: Date) {
  const lang = langOf(batch.language);
  const words = wordsOf(batch.language);
  const w = words.workbook;
  const r = catalogueOf(lang).pdf;
  const fmt = new ReportFormat(lang);
  const money = (cents: number) => fmt.money(cents);
  const entries: { title: string; subtitle: string; inputs: string[][]; values: string[][] }[] = [];
  for await (const { line, row, value } of lives(deps, batch)) {
    const values: string[][] = [
      [
        w.faceAmount,
        `${fmt.dollars(value.faceAmount)}${value.solvedFace ? ` (${w.faceSolved.toLowerCase()})` : ''}`,
      ],
      [w.modalPremium, `${money(value.modalPremium)} (${r.modes[row.premiumMode]})`],
      [w.annualPremium, money(value.annualPremium)],
    ];
    const at = {
      year10: interpolate(w.year, { year: 10 }),
      year20: interpolate(w.year, { year: 20 }),
      age65: interpolate(w.age, { age: 65 }),
    };
    for (const p of POINTS) {
      const k = value[p];
      if (!k) continue;
      values.push([interpolate(w.cashValue, { when: at[p] }), money(k.cashValue)]);
      values.push([interpolate(w.deathBenefit, { when: at[p] }), money(k.deathBenefit)]);
    }
    entries.push({
      title: `${words.pdf.life} ${row.reference || line}`,
      subtitle: `${words.pdf.line} ${line}`,
      inputs: [
        [w.reference, row.reference || '—'],
        [w.product, productLabel(row.productId, lang)],
        [w.issueAge, String(row.issueAge)],
        [w.sex, r.sexes[row.sex]],
        [w.smokeClass, r.smokers[row.smokeClass]],
        ...(row.premium !== undefined
          ? [[w.premiumAsked, money(Math.round(row.premium * 100))]]
          : []),
      ],
      values,
    });
  }
  return {
    lang,
    company,
    title: words.pdf.title,
    prepared: interpolate(words.pdf.prepared, { date: fmt.date(now), source: batch.source }),
    pageLabel: words.pdf.page,
    inputsHeading: words.pdf.inputs,
    valuesHeading: words.pdf.values,
    plan: { total: entries.length },
    lives: entries,
  };
}
