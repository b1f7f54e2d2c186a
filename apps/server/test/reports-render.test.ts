// The illustration's page plan (decision 0016): the model plans every page so the template
// prints "page x of y" without asking Typst's page counter. These tests render through the
// worker pool directly: the plan holds for a term, a par and a UL case in English and French
// (long tables cut over several pages included), and when a plan does not hold the worker
// compiles again with counted pages, so the labels are right either way.
import type { IllustrationInput } from '@portal/actuarial/input';
import { reportFormDataSchema } from '@portal/contracts/reports';
import { sharedDefaults } from '@portal/contracts/shared-ownership';
import { needsInputFromForm } from '@portal/domain/needs/form';
import { computeNeeds } from '@portal/domain/needs/needs';
import { ILLUSTRATION_PAGES, pagesToPrint } from '@portal/domain/reports/pages';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildIllustrationDocument,
  cutRows,
  rateCell,
  STRIP_PITCH,
} from '../src/reports/illustration-model';
import { ReportFormat } from '../src/reports/labels';
import { createReportRenderer } from '../src/reports/pool';
import { pdfPages, REPORT_CASES } from './reports-helpers';

const renderer = createReportRenderer({ maxThreads: 1 });
afterAll(() => renderer.close());

const CASES: Record<'term' | 'par' | 'ul', IllustrationInput> = {
  ...REPORT_CASES,
  // Issued at 0: the longest ledger and concept tables the products allow.
  par: { ...REPORT_CASES.par, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 0 }] },
};

/** The slideshow's merged data: executive aged 30, shares to age 100 (70 rows). */
const SHARED = (() => {
  const sections = sharedDefaults();
  return {
    ...sections.personalInfo,
    ...sections.beneficiaryDesignations,
    ...sections.productSelection,
    ...sections.premiumAllocation,
    txtSharedInsuredName: 'Jeanne Tremblay',
    txtCompanyName: 'Tremblay Holdings Inc.',
    txtSharedBeneficiaryName1: 'Tremblay Holdings Inc.',
    formName: 'sharedOwnership' as const,
    finished: true,
  };
})();

function build(
  input: IllustrationInput,
  lang: 'en' | 'fr',
  notes = '',
  preparedOn = new Date('2026-03-02T14:00:00Z'),
) {
  const form = reportFormDataSchema.parse({
    ownerName: 'Jeanne Tremblay',
    insuredName: 'Jeanne Tremblay',
    notes,
    compareProductIds: ['0603', '0900', '0131'],
    sharedOwnership: SHARED,
  });
  return buildIllustrationDocument({
    input,
    form,
    pages: pagesToPrint(
      ILLUSTRATION_PAGES.map((reportFile) => ({ reportFile })),
      { hasNonGuaranteed: input.productId !== '0131', hasSharedOwnership: true },
    ),
    lang,
    people: { company: 'Boréal Life', agentName: 'Camille Tremblay', agentCode: 'BA10234' },
    preparedOn,
  });
}

const label = (lang: 'en' | 'fr', k: number, n: number) =>
  lang === 'en' ? `Page ${k} of ${n}` : `Page ${k} de ${n}`;

describe('cutRows', () => {
  const layout = {
    orientation: 'landscape' as const,
    firstTop: 34,
    nextTop: 34,
    lastBottom: 200,
  };

  it('cuts every row exactly once, in order, full pages first and the notes room kept last', () => {
    for (const rows of [0, 1, 10, 19, 20, 33, 34, 35, 60, 121]) {
      const cuts = cutRows({ ...layout, rows });
      expect(cuts[0]?.[0]).toBe(0);
      expect(cuts.at(-1)?.[1]).toBe(rows);
      for (let k = 1; k < cuts.length; k += 1) expect(cuts[k]?.[0]).toBe(cuts[k - 1]?.[1]);
      const body = 612 - 68.4 - 72 - 34 - 40;
      for (const [from, to] of cuts.slice(0, -1))
        expect((to - from) * STRIP_PITCH).toBeLessThanOrEqual(body);
      const [from, to] = cuts.at(-1) ?? [0, 0];
      expect((to - from) * STRIP_PITCH).toBeLessThanOrEqual(body - layout.lastBottom);
    }
  });
});

describe.each(['en', 'fr'] as const)('the planned illustration in %s', (lang) => {
  it.each(['term', 'par', 'ul'] as const)(
    '%s: prints exactly the planned pages, each labelled from the plan',
    async (kind) => {
      const built = build(CASES[kind], lang);
      const plan = built.document.plan;
      // Long tables do run over: the plan cuts them (shared ownership's 70 rows at least).
      expect(plan.sheets.filter((s) => s.family === 'shared-ownership').length).toBeGreaterThan(1);
      const out = await renderer.pdf('illustration', built.document, built.charts, 1_772_460_000);
      expect(out.fallback).toBeUndefined();
      expect(out.pages).toBe(plan.total);
      const pages = await pdfPages(out.pdf);
      expect(pages).toHaveLength(plan.total);
      pages.forEach((text, k) => {
        expect(text).toContain(label(lang, k + 1, plan.total));
      });
    },
  );
});

describe('the Shared Ownership table at the largest amounts the limits allow (issue 21 §3)', () => {
  it('prints its ten columns on landscape sheets between a portrait opening and closing, as planned', async () => {
    // Age 18, pay and benefit periods of 82 years, 10 000 000 of cover, 2 000 000 a year at 20 %:
    // amounts reach tens of trillions of dollars with cents (checked by eye: pdftoppm -png).
    const largest = {
      ...SHARED,
      txtSharedAge: '18',
      txtSharedEmployerPayPeriod: '82',
      txtSharedEmployerBenefitPeriod: '82',
      txtSharedDeathBenefitAmount: '10000000',
      txtSharedPremiumAmount: '2000000',
      rdoSharedSmokeClass: 'N',
      cboSharedFundSelection1: 'CEFI',
      txtSharedFundSelectionInterestRate1: '20',
      cboSharedFundSelection3: 'DI',
    };
    for (const lang of ['en', 'fr'] as const) {
      const form = reportFormDataSchema.parse({ insuredName: 'J', sharedOwnership: largest });
      const built = buildIllustrationDocument({
        input: CASES.ul,
        form,
        pages: ['shared-ownership'],
        lang,
        people: { company: 'Boréal Life', agentName: 'C', agentCode: 'X' },
        preparedOn: new Date('2026-03-02T14:00:00Z'),
      });
      const doc = built.document;
      const table = doc.sharedOwnership?.table;
      expect(table?.headers).toHaveLength(10);
      expect(table?.rows).toHaveLength(82);
      const sheets = doc.plan.sheets;
      expect(sheets.map((s) => [s.part, s.flipped])).toEqual([
        ['intro', false],
        ...sheets.slice(1, -1).map(() => ['table', true]),
        ['close', false],
      ]);
      const out = await renderer.pdf('illustration', doc, built.charts, 1_772_460_000);
      expect(out.fallback).toBeUndefined();
      const text = (await pdfPages(out.pdf)).join(' ');
      // The widest amount (the last year's death benefit) prints whole, on one line.
      const widest = table?.rows.at(-1)?.[2] ?? '';
      expect(widest.replace(/\D/g, '')).toHaveLength(16);
      const spaces = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
      expect(spaces(text)).toContain(spaces(widest));
    }
  });
});

describe('French as good as English in the printed illustration (issue 15 §4)', () => {
  it('writes the first of the month 1er, agrees its words, and prints the chart’s amounts in French', async () => {
    const built = build(CASES.ul, 'fr', '', new Date('2026-12-01T14:00:00Z'));
    const out = await renderer.pdf('illustration', built.document, built.charts, 1_772_460_000);
    const pages = await pdfPages(out.pdf);
    const text = pages.join(' ');
    expect(text).toContain('Date de préparation : 1er décembre 2026');
    expect(text).not.toContain('1 décembre');
    // Surprime fixe (feminine): Aucune, never Aucun.
    expect(pages[1]).toMatch(/Standard Aucune /);
    // The chart's value axis: 5 000 000 $, never ECharts' English 5,000,000 $ (the reader
    // spaces each glyph of the chart's SVG text).
    const summary = pages.find((p) => p.includes('Sommaire des valeurs')) ?? '';
    expect(summary).toContain('5 0 0 0 0 0 0 $');
    expect(summary).not.toMatch(/\d , \d \d \d/);
  });

  it('prints n/a, not a number, where the engine says a rate means nothing, and says why', () => {
    expect(rateCell(Number.NaN, new ReportFormat('en'))).toBe('n/a');
    expect(rateCell(null, new ReportFormat('fr'))).toBe('s.\u00a0o.');
    expect(rateCell(0.05123, new ReportFormat('fr'))).toBe('5,12');
  });

  it('prints the case’s product and every product ticked on the compare page, with the end of cover', () => {
    const built = build(CASES.par, 'en');
    const compare = built.document.concepts.compare;
    expect(compare.headers.slice(0, 3)).toEqual(['Product', 'Premiums', 'Cover ends']);
    expect(compare.rows.map((row) => row[0])).toEqual([
      'Whole Life Participating',
      'Indexed Universal Life',
      'Term 10',
    ]);
  });
});

describe('the needs analysis page (issue 22)', () => {
  it('holds its plan with a 40-year projection cut over pages, chart and table in French', async () => {
    const values = {
      txtNeedsClientName: 'Marie Gagnon',
      txtNeedsAnnualIncome: '80 000',
      txtNeedsIncomeYears: '40',
      txtNeedsSpouseIncome: '30 000',
      txtNeedsSurvivorPension: '8 000',
      txtNeedsInflation: '2,5',
      txtNeedsAfterTaxReturn: '4,5',
      rdoNeedsCapitalMethod: 'depletion',
    };
    const outcome = computeNeeds(needsInputFromForm('full', values, 'fr'));
    if (!outcome.ok) throw new Error('the analysis must compute');
    const form = reportFormDataSchema.parse({
      ownerName: 'Marie Gagnon',
      insuredName: 'Marie Gagnon',
    });
    const built = buildIllustrationDocument({
      input: CASES.term,
      form,
      pages: pagesToPrint([{ reportFile: 'needs' }], {
        hasNonGuaranteed: false,
        hasSharedOwnership: false,
        hasNeedsAnalysis: true,
      }),
      lang: 'fr',
      people: { company: 'Boréal Life', agentName: 'Camille Tremblay', agentCode: 'BA10234' },
      preparedOn: new Date('2026-03-02T14:00:00Z'),
      needs: {
        id: '0b7c1f3e-9d2a-4c55-8f10-2a6d3b9e4c71',
        kind: 'full',
        clientName: 'Marie Gagnon',
        caseId: null,
        caseName: null,
        suggestedFace: outcome.result.suggestedFace,
        createdAt: '2026-03-01T12:00:00.000Z',
        language: 'fr',
        values,
        result: outcome.result,
      },
    });
    const plan = built.document.plan;
    expect(plan.sheets.filter((s) => s.family === 'needs').length).toBeGreaterThan(1);
    const out = await renderer.pdf('illustration', built.document, built.charts, 1_772_460_000);
    expect(out.fallback).toBeUndefined();
    const pages = await pdfPages(out.pdf);
    expect(pages).toHaveLength(plan.total);
    const needs = pages.filter((p) => p.includes('Analyse des besoins'));
    // The chart's axis in whole dollars, French (the reader spaces each glyph of its SVG text).
    expect(needs[0]).toMatch(/\d 0 0 0 0 0 \$/);
    expect(needs.join(' ')).toContain('Fin d’année');
    pages.forEach((text, k) => {
      expect(text).toContain(label('fr', k + 1, plan.total));
    });
  });
});

describe('a plan that does not hold', () => {
  it('is compiled again with counted pages, and every label agrees with the page count', async () => {
    const built = build(CASES.ul, 'en');
    const doc = built.document;
    // One sheet told to carry the whole illustrated ledger: it cannot fit one page.
    const sheets = doc.plan.sheets.filter((s) => s.family !== 'ledger-illustrated' || s.first);
    const rows = doc.ledgers.find((l) => l.basis === 'illustrated')?.table.rows.length ?? 0;
    doc.plan = {
      sheets: sheets.map((s) =>
        s.family === 'ledger-illustrated' ? { ...s, from: 0, to: rows, last: true } : s,
      ),
      total: sheets.length,
    };
    const out = await renderer.pdf('illustration', doc, built.charts, 1_772_460_000);
    expect(out.fallback?.planned).toBe(sheets.length);
    expect(out.pages).toBeGreaterThan(sheets.length);
    expect(out.fallback?.printed).toBe(out.pages);
    const pages = await pdfPages(out.pdf);
    expect(pages).toHaveLength(out.pages);
    pages.forEach((text, k) => {
      expect(text).toContain(label('en', k + 1, out.pages));
    });
  });
});

describe('charts in a long-lived render thread', () => {
  it('carry nothing from one report to the next: B after A prints exactly as B alone', async () => {
    const a = build({ ...CASES.ul, faceAmount: 900_000 }, 'en');
    const b = build(CASES.ul, 'en');
    const doc = (built: ReturnType<typeof build>) => ({
      ...built.document,
      plan: {
        sheets: built.document.plan.sheets.filter((s) => s.family === 'summary'),
        total: 1,
      },
    });
    await renderer.pdf('illustration', doc(a), a.charts, 1_772_460_000);
    const bAfterA = await renderer.pdf('illustration', doc(b), b.charts, 1_772_460_000);
    const fresh = createReportRenderer({ maxThreads: 1 });
    try {
      const bAlone = await fresh.pdf('illustration', doc(b), b.charts, 1_772_460_000);
      expect(Buffer.from(bAfterA.pdf).equals(Buffer.from(bAlone.pdf))).toBe(true);
      const aAlone = await fresh.pdf('illustration', doc(a), a.charts, 1_772_460_000);
      expect(Buffer.from(aAlone.pdf).equals(Buffer.from(bAlone.pdf))).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
