// Reports (issue 8): the illustration PDF read back page by page in English and French for a
// term, a participating whole-life and a UL case; the Excel read back; refusals; and the
// /DB download's path handling.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareProducts } from '@portal/actuarial/concepts';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { resolveInput } from '@portal/actuarial/input';
import type { BasisName } from '@portal/actuarial/ledger';
import { ledgerColumns } from '@portal/actuarial/ledger';
import { sharedOwnership } from '@portal/actuarial/shared-ownership';
import type { TokenData } from '@portal/contracts/auth';
import { englishLeaks } from '@portal/contracts/i18n/english-leaks';
import type { ReportInput, ReportResult } from '@portal/contracts/reports';
import { sharedDefaults, sharedEngineInput } from '@portal/contracts/shared-ownership';
import { FORM_RULE_MESSAGES } from '@portal/domain/fields/form-rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inforcePolicies } from '../src/db/tables/inforce';
import { reportOutputs } from '../src/db/tables/reports';
import { ReportFormat } from '../src/reports/labels';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { expectError, freshAddress, injectAs, sessionHeaders, signIn } from './helpers/http';
import { countRows, reportIdsWithBytes } from './helpers/rows';
import { fold, pdfPages, REPORT_CASES, readWorkbook } from './reports-helpers';

let app: FastifyInstance;
let clock: TestClock;
let dataDir: string;
let agent: TokenData;
let agentFr: TokenData;
let admin: TokenData;
let servicing: TokenData;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-reports-'));
  // The reports, not the engine's deadline, are under test (engine-deadline.test.ts has it):
  // a thread's first job loads the engine under tsx, slow on a busy machine.
  ({ app, clock } = await createTestApp({
    env: { DATA_DIR: dataDir, ENGINE_DEADLINE_MS: '60000' },
  }));
  [agent, agentFr, admin, servicing] = await Promise.all([
    signIn(app, 'agent'),
    signIn(app, 'agentfr'),
    signIn(app, 'admin'),
    signIn(app, 'servicing'),
  ]);
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function payload(input: IllustrationInput, extra: Partial<ReportInput> = {}): ReportInput {
  return {
    reportName: 'illustration',
    reportNumber: 4,
    insuranceData: input as ReportInput['insuranceData'],
    isRunPDF: true,
    isRunExcel: false,
    ...extra,
    formData: {
      ownerName: 'Jeanne Tremblay',
      insuredName: 'Jeanne Tremblay',
      pages: {},
      ...extra.formData,
    },
  };
}

/** A report call; `remoteAddress` keeps a describe's calls out of the others' rate limit. */
async function post(
  tokens: TokenData,
  body: unknown,
  url = '/Report/NewBusinessReport',
  remoteAddress?: string,
) {
  return injectAs(app, tokens, { method: 'POST', url, payload: body as object, remoteAddress });
}

async function run(
  tokens: TokenData,
  body: ReportInput,
  url?: string,
  remoteAddress?: string,
): Promise<ReportResult> {
  const response = await post(tokens, body, url, remoteAddress);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<ReportResult>();
  expect(result.errorText).toBe('');
  expect(result.resultCode).toBe(0);
  return result;
}

async function download(tokens: TokenData | null, url: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: tokens ? sessionHeaders(tokens) : {},
  });
}

const LABELS = {
  en: {
    title: 'Life Insurance Illustration',
    company: 'Boréal Life Portal',
    date: 'March 2, 2026',
    dateLine: 'Date prepared: March 2, 2026',
    page: (k: number, n: number) => `Page ${k} of ${n}`,
    coverage: 'Benefits and coverage',
    summary: 'Summary of values',
    guaranteed: 'Guaranteed values',
    illustrated: 'Values on the current scale (not guaranteed)',
    alternate: 'Values on the alternate scale (not guaranteed)',
    term: 'Guaranteed premiums and death benefit',
    notGuaranteed: 'NOT GUARANTEED',
    tax: 'Tax information',
    underwriting: 'Underwriting',
    compliance: 'Important information',
    signature: 'Acknowledgement and signatures',
    compare: 'Product comparison',
    keys: ['Year 5', 'Year 10', 'Year 20', 'Age 65', 'Age 70'],
    locale: 'en-CA',
  },
  fr: {
    title: 'Illustration d’assurance vie',
    company: 'Portail Boréal Vie',
    date: '2 mars 2026',
    // French sets a (narrow no-break) space before the colon; the reader folds it to a space.
    dateLine: 'Date de préparation : 2 mars 2026',
    page: (k: number, n: number) => `Page ${k} de ${n}`,
    coverage: 'Garanties et protection',
    summary: 'Sommaire des valeurs',
    guaranteed: 'Valeurs garanties',
    illustrated: 'Valeurs selon le barème courant (non garanties)',
    alternate: 'Valeurs selon le barème de rechange (non garanties)',
    term: 'Primes et prestation de décès garanties',
    notGuaranteed: 'NON GARANTI',
    tax: 'Renseignements fiscaux',
    underwriting: 'Tarification',
    compliance: 'Renseignements importants',
    signature: 'Accusé de réception et signatures',
    compare: 'Comparaison de produits',
    keys: ['Année 5', 'Année 10', 'Année 20', 'Âge 65', 'Âge 70'],
    locale: 'fr-CA',
  },
} as const;

const money = (locale: string) => {
  const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (cents: number) => fold(f.format(cents / 100));
};

describe.each(['en', 'fr'] as const)('the illustration PDF in %s', (lang) => {
  const L = LABELS[lang];
  const tokens = () => (lang === 'fr' ? agentFr : agent);
  const people = () =>
    lang === 'fr' ? 'Geneviève Lefebvre (BA10555)' : 'Camille Tremblay (BA10234)';

  describe.each(['term', 'par', 'ul'] as const)('%s case', (kind) => {
    let pages: string[];
    let result: ReportResult;
    const input = REPORT_CASES[kind];
    const engine = illustrateResolved(resolveInput(input));

    beforeAll(async () => {
      result = await run(
        tokens(),
        payload(input, {
          reportLanguage: lang === 'fr' ? 'French' : 'English',
          formData: {
            pages:
              kind === 'ul'
                ? {
                    irr: true,
                    productCompare: true,
                    charitableGiving: true,
                    insuranceAsInvestment: true,
                    income: true,
                  }
                : { irr: true },
            compareProductIds: ['0603', '0131'],
          },
        }),
      );
      const url = result.outputs[0]?.url ?? '';
      const response = await download(tokens(), url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
      pages = await pdfPages(response.rawPayload);
    });

    it('numbers its pages x of y, and every page names company, date, agent, client and product', () => {
      expect(result.outputs[0]?.pages).toBe(pages.length);
      const product = engine.input.product.name[lang];
      pages.forEach((text, k) => {
        expect(text).toContain(L.page(k + 1, pages.length));
        expect(text).toContain(L.company.toUpperCase());
        expect(text).toContain(L.dateLine);
        expect(text).toContain(people());
        expect(text).toContain('Jeanne Tremblay');
        expect(text).toContain(product);
      });
    });

    it('has the pages in order: cover, coverage, summary, guaranteed ledger first, tax, underwriting, notice, IRR, signature', () => {
      const first = (needle: string) => pages.findIndex((p) => p.includes(needle));
      expect(pages[0]).toContain(L.title);
      const ledgerTitle = kind === 'term' ? L.term : L.guaranteed;
      const order = [
        L.coverage,
        L.summary,
        ledgerTitle,
        L.tax,
        L.underwriting,
        L.compliance,
        L.signature,
      ].map(first);
      expect(order.every((k) => k > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(pages.at(-1)).toContain(L.signature);
      if (kind === 'term') {
        expect(first(L.notGuaranteed)).toBe(
          -1 === first(L.illustrated) ? first(L.notGuaranteed) : -2,
        );
        expect(first(L.illustrated)).toBe(-1);
      } else {
        expect(first(L.illustrated)).toBeGreaterThan(first(L.guaranteed));
        expect(first(L.alternate)).toBeGreaterThan(first(L.illustrated));
        for (const p of pages.filter((x) => x.includes(L.illustrated) || x.includes(L.alternate)))
          expect(p).toContain(L.notGuaranteed);
      }
    });

    it('adds the concept pages the form ticks, and only those', () => {
      const titles =
        lang === 'fr'
          ? [
              'Taux de rendement interne',
              'Comparaison de produits',
              'Dons de bienfaisance',
              'L’assurance comme placement',
              'Scénario de revenu et revenu non enregistré',
            ]
          : [
              'Internal rate of return',
              'Product comparison',
              'Charitable giving',
              'Insurance as an investment',
              'Income storyboard and non-registered income',
            ];
      const at = titles.map((title) => pages.findIndex((p) => p.includes(title)));
      // IRR is ticked for every case; the UL case ticks the other concepts too.
      expect(at[0]).toBeGreaterThan(0);
      if (kind === 'ul') {
        const order = [at[1], at[0], at[2], at[3], at[4]] as number[];
        expect(order.every((k) => k > 0)).toBe(true);
        expect([...order].sort((x, y) => x - y)).toEqual(order);
      } else expect(at.slice(1)).toEqual([-1, -1, -1, -1]);
    });

    it('shows nothing from the English catalogue, and no English product or status name, in French', () => {
      if (lang === 'fr') expect(englishLeaks(pages.join('\n'))).toEqual([]);
      else expect(englishLeaks(pages.join('\n')).length).toBeGreaterThan(10);
    });

    it('gives a compared product’s refusal in the report’s language', () => {
      if (kind !== 'ul') return;
      // Term 10 does not allow the UL's term rider: the engine refuses the comparison.
      const [refused] = compareProducts(input, ['0131']);
      expect(refused?.problems.map((p) => p.code)).toContain('riderNotAllowed');
      const compare = pages.find((p) => p.includes(L.compare)) ?? '';
      // A refusal wraps in its cell beside the product's name, so its words are checked, not
      // its whole sentence (the sentences are tested in @portal/actuarial/problems).
      if (lang === 'fr') {
        expect(compare).toContain('Non disponible pour ce cas');
        expect(compare).toContain('n’est pas permis sur Temporaire 10 ans.');
        expect(compare).not.toMatch(/not allowed|not offered|Not available|must total/);
      } else {
        expect(compare).toContain('Not available for this case');
        expect(compare).toContain('is not allowed on Term 10.');
      }
    });

    it('summarises years 5, 10, 20 and ages 65 and 70', () => {
      const summary = pages.find((p) => p.includes(L.summary)) ?? '';
      for (const key of L.keys) expect(summary).toContain(key);
    });

    it('prints the engine’s ledger, to the cent, row by row', () => {
      const fmt = money(L.locale);
      const bases: BasisName[] =
        kind === 'term' ? ['guaranteed'] : ['guaranteed', 'illustrated', 'alternate'];
      const titles = {
        guaranteed: kind === 'term' ? L.term : L.guaranteed,
        illustrated: L.illustrated,
        alternate: L.alternate,
      };
      for (const basis of bases) {
        const ledger = engine.ledgers[basis];
        const start = pages.findIndex((p) => p.includes(titles[basis]));
        const text = pages
          .slice(start)
          .filter((p) => p.includes(titles[basis]))
          .join(' ');
        // Every year, each on one printed line in column order (pdfPages reads by position).
        for (let t = 0; t < ledger.years; t += 1) {
          const cells = [String(t + 1), String(ledger.age[t]), fmt(ledger.premium[t] ?? 0)];
          if (kind === 'ul')
            cells.push(
              fold(
                new Intl.NumberFormat(L.locale, {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                }).format(ledger.averageInterest[t] ?? 0),
              ),
              fmt(ledger.accountValue[t] ?? 0),
              fmt(ledger.surrenderCharge[t] ?? 0),
            );
          else cells.push(fmt(ledger.cumulativePremium[t] ?? 0));
          if (kind === 'par' && basis !== 'guaranteed')
            cells.push(fmt(ledger.dividend[t] ?? 0), fmt(ledger.puaFace[t] ?? 0));
          if (kind !== 'term') cells.push(fmt(ledger.cashSurrenderValue[t] ?? 0));
          cells.push(fmt(ledger.deathBenefit[t] ?? 0));
          expect(text, `${basis} year ${t + 1}`).toContain(cells.join(' '));
        }
      }
    });

    it('states the tax values and the guarantees', () => {
      const tax = pages.find((p) => p.includes(L.tax)) ?? '';
      const fmt = money(L.locale);
      const led = engine.ledgers.illustrated;
      expect(tax).toContain(
        `1 ${led.age[0]} ${fmt(led.cumulativePremium[0] ?? 0)} ${fmt(led.acb[0] ?? 0)} ${fmt(led.ncpi[0] ?? 0)}`,
      );
      const notice = pages.find((p) => p.includes(L.compliance)) ?? '';
      expect(notice).toContain(L.notGuaranteed);
    });
  });
});

describe('the illustration Excel', () => {
  it('has a summary and a sheet per basis with the engine’s values, and escapes formula-looking text', async () => {
    const dangerous = [
      '=HYPERLINK("http://x","y")',
      '+1 555',
      '-2',
      '@SUM(A1)',
      '\tsecret',
      '\rsecret',
      'plain',
    ];
    const result = await run(
      agent,
      payload(REPORT_CASES.par, {
        isRunPDF: false,
        isRunExcel: true,
        xlsFileName: '../../etc/Plan Tremblay.xlsx',
        reportColumnStringItems: [{ name: 'note', header: '=cmd|x' }],
        reportScalarItems: [
          {
            name: 'PQWizard_StartDate',
            dataType: 'Date',
            value: '2026-01-01T12:00:00.000Z',
            format: 'dd/MM/yyyy',
          },
          { name: 'PQWizard_chkStoreInExcel', dataType: 'Boolean', value: 1, format: '' },
          { name: '@cmd', dataType: 'Integer', value: 7, format: '' },
        ],
        reportDataArrayString: dangerous.map((d) => [d]),
        formData: { ownerName: '=1+1', insuredName: 'Jeanne Tremblay' },
      }),
    );
    expect(result.reportOutputFile).toMatch(/\.xlsx$/);
    const response = await download(agent, result.outputs[0]?.url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Plan Tremblay.xlsx"; filename*=UTF-8\'\'Plan%20Tremblay.xlsx',
    );
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Guaranteed',
      'Current scale',
      'Alternate scale',
      'Data',
    ]);
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.getRow(1).values).toEqual([undefined, 'Item', 'Value']);
    expect(summary?.getRow(2).values).toEqual([undefined, 'Client', "'=1+1"]);
    const rows = (summary?.getSheetValues() ?? []).slice(-3).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['PQWizard_StartDate', '01/01/2026'],
      ['PQWizard_chkStoreInExcel', 'Yes'],
      ["'@cmd", 7],
    ]);

    const engine = illustrateResolved(resolveInput(REPORT_CASES.par));
    const sheet = workbook.getWorksheet('Current scale');
    if (!sheet) throw new Error('no Current scale sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => headers.indexOf(name) + 1;
    const led = engine.ledgers.illustrated;
    expect(sheet?.rowCount).toBe(led.years + 1);
    for (const t of [0, 9, led.years - 1]) {
      const row = sheet?.getRow(t + 2);
      expect(row?.getCell(1).value).toBe(t + 1);
      expect(row?.getCell(col('Cash surrender value')).value).toBe(
        (led.cashSurrenderValue[t] ?? 0) / 100,
      );
      expect(row?.getCell(col('Death benefit')).value).toBe((led.deathBenefit[t] ?? 0) / 100);
      expect(row?.getCell(col('Dividend')).value).toBe((led.dividend[t] ?? 0) / 100);
    }

    const data = workbook.getWorksheet('Data');
    expect(data?.getRow(1).getCell(1).value).toBe("'=cmd|x");
    // XML reads a carriage return back as a line feed; the apostrophe is what matters.
    expect(dangerous.map((_, k) => data?.getRow(k + 2).getCell(1).value)).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "'+1 555",
      "'-2",
      "'@SUM(A1)",
      "'\tsecret",
      "'\nsecret",
      'plain',
    ]);
  });
});

describe('the illustration in the report language, every word and number (issue 15)', () => {
  it('labels every workbook column in French, fund names included, with rates as percentages', async () => {
    const result = await run(
      agentFr,
      payload(REPORT_CASES.ul, { isRunPDF: false, isRunExcel: true, reportLanguage: 'French' }),
    );
    const workbook = await readWorkbook(
      (await download(agentFr, result.outputs[0]?.url ?? '')).rawPayload,
    );
    const sheet = workbook.getWorksheet('Barème courant');
    if (!sheet) throw new Error('no Barème courant sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const keys = new Set<string>([...ledgerColumns, 'DI', 'CBF', 'CEFI', 'APEF']);
    expect(headers.filter((h) => keys.has(h))).toEqual([]);
    expect(englishLeaks(headers.join('\n'))).toEqual([]);
    expect(headers).toContain('Compte à intérêt quotidien');
    expect(headers).not.toContain('Intérêt (%)');
    const led = illustrateResolved(resolveInput(REPORT_CASES.ul)).ledgers.illustrated;
    const interest = sheet.getRow(2).getCell(headers.indexOf('Intérêt crédité') + 1);
    expect(interest.numFmt).toBe('0.00%');
    expect(interest.value).toBeCloseTo((led.averageInterest[0] ?? 0) / 100, 10);
    const irr = sheet.getRow(11).getCell(headers.indexOf('TRI au rachat') + 1);
    expect(irr.numFmt).toBe('0.00%');
    expect(irr.value).toBe(led.irrCashValue[9]);
  });

  it('works out the tax status of a case with no issue date from the illustration date', async () => {
    const { issueDate: _none, ...undated } = REPORT_CASES.par;
    const result = await run(agent, payload(undated, { formData: { pages: { tax: true } } }));
    const pages = await pdfPages((await download(agent, result.outputs[0]?.url ?? '')).rawPayload);
    const tax = pages.find((p) => p.includes('Tax information')) ?? '';
    expect(tax).toContain('Exempt status');
    expect(tax).not.toContain('Not available');
    expect(tax).toMatch(/Exempt status (Exempt|Non-exempt)/);
  });
});

describe('the Shared Ownership section (issue 21 §3)', () => {
  const merged = (over: Record<string, string | boolean> = {}) => {
    const sections = sharedDefaults();
    return {
      ...sections.personalInfo,
      ...sections.beneficiaryDesignations,
      ...sections.productSelection,
      ...sections.premiumAllocation,
      txtSharedInsuredName: 'Jeanne Tremblay',
      txtCompanyName: 'Tremblay inc.',
      txtSharedBeneficiaryName1: 'Tremblay inc.',
      txtSharedBeneficiaryName2: 'Marc Tremblay',
      formName: 'sharedOwnership' as const,
      finished: true,
      ...over,
    };
  };

  it('prints the engine’s split, the notice and the designations, in the report language', async () => {
    const values = sharedOwnership(sharedEngineInput(merged()));
    if (!values.ok) throw new Error('the defaults must illustrate');
    const year10 = values.value.illustrated.rows[9];
    for (const [who, lang] of [
      [agent, 'en'],
      [agentFr, 'fr'],
    ] as const) {
      const result = await run(
        who,
        payload(REPORT_CASES.par, {
          isRunExcel: true,
          reportLanguage: lang === 'fr' ? 'French' : 'English',
          formData: { sharedOwnership: merged() },
        }),
      );
      const pages = await pdfPages((await download(who, result.outputs[0]?.url ?? '')).rawPayload);
      const title = lang === 'en' ? 'Shared Ownership' : 'Propriété partagée';
      const mine = pages.filter((p) => p.includes(title) && p.includes('Tremblay'));
      const text = mine.join('\n');
      expect(mine.length).toBeGreaterThan(1);
      expect(text).toContain(
        lang === 'en' ? 'It is not an insurance product' : 'Ce n’est pas un produit d’assurance',
      );
      expect(text).toContain('Marc Tremblay');
      const fmt = new ReportFormat(lang);
      expect(fold(text)).toContain(
        fold(
          [10, 40, year10?.totalDeathBenefit, year10?.executiveShare, year10?.corporationShare]
            .map((v, k) => (k < 2 ? String(v) : fmt.cents(v ?? 0)))
            .join(' '),
        ),
      );
      const workbook = await readWorkbook(
        (await download(who, result.outputs[1]?.url ?? '')).rawPayload,
      );
      const sheet = workbook.getWorksheet(title);
      expect(sheet).toBeTruthy();
      // The split as numbers in dollars, as the ledger sheets have them.
      let year10Row: unknown[] | undefined;
      sheet?.eachRow((row) => {
        const cells = row.values as unknown[];
        if (cells[1] === 10 && cells[2] === 40) year10Row = cells;
      });
      expect(year10Row?.slice(3, 6)).toEqual(
        [year10?.totalDeathBenefit, year10?.executiveShare, year10?.corporationShare].map(
          (v) => (v ?? 0) / 100,
        ),
      );
    }
  }, 120_000);

  it('refuses data the engine cannot illustrate, naming its field, and writes nothing', async () => {
    const rows = await countRows(app, reportOutputs);
    const response = await post(
      agent,
      payload(REPORT_CASES.par, {
        formData: { sharedOwnership: merged({ txtSharedFundSelectionAllocationPercent1: '90' }) },
      }),
    );
    const result = response.json<ReportResult>();
    expect(result.resultCode).toBe(2);
    expect(result.errorText).toContain(
      'formData.sharedOwnership.txtSharedFundSelectionAllocationPercent1',
    );
    expect(await countRows(app, reportOutputs)).toBe(rows);
  });

  it('leaves out, and refuses nothing for, data of a slideshow that was not finished', async () => {
    const result = await run(
      agent,
      payload(REPORT_CASES.par, {
        formData: {
          sharedOwnership: merged({
            finished: false,
            txtSharedFundSelectionAllocationPercent1: '90',
          }),
        },
      }),
    );
    const pages = await pdfPages((await download(agent, result.outputs[0]?.url ?? '')).rawPayload);
    expect(pages.join('\n')).not.toContain('It is not an insurance product');
  });
});

describe('report call refusals', () => {
  async function nothingWritten<T>(action: () => Promise<T>): Promise<T> {
    const rows = await countRows(app, reportOutputs);
    const dirs = await reportIdsWithBytes(app);
    const out = await action();
    expect(await countRows(app, reportOutputs)).toBe(rows);
    expect(await reportIdsWithBytes(app)).toEqual(dirs);
    return out;
  }

  it('401 without a session, 403 without new business', async () => {
    await nothingWritten(async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/Report/NewBusinessReport',
        payload: payload(REPORT_CASES.term),
      });
      expectError(anonymous, 401, 'unauthenticated');
      expectError(await post(servicing, payload(REPORT_CASES.term)), 403, 'forbidden');
      expectError(
        await post(servicing, payload(REPORT_CASES.term), '/api/ReportData'),
        403,
        'forbidden',
      );
      expectError(
        await post(servicing, payload(REPORT_CASES.term), '/api/RunReportData'),
        403,
        'forbidden',
      );
    });
  });

  it('400 on a payload that is not the contract', async () => {
    await nothingWritten(async () => {
      expectError(await post(agent, { reportName: 'nope' }, '/api/ReportData'), 400, 'validation');
      const notMidday = payload(REPORT_CASES.term, {
        reportScalarItems: [
          {
            name: 'PQWizard_StartDate',
            dataType: 'Date',
            value: '2026-01-01T00:00:00Z',
            format: 'dd/MM/yyyy',
          },
        ],
      });
      expectError(await post(agent, notMidday), 400, 'validation');
      const boolNotBit = payload(REPORT_CASES.term, {
        reportScalarItems: [
          { name: 'x', dataType: 'Boolean', value: true as unknown as 1, format: '' },
        ],
      });
      expectError(await post(agent, boolNotBit), 400, 'validation');
      expectError(
        await post(agent, payload(REPORT_CASES.term), '/bad.base/RunReportData'),
        400,
        'validation',
      );
    });
  });

  it.each([
    [
      'no owner name',
      payload(REPORT_CASES.term, { formData: { ownerName: '' } }),
      'You must enter the name of the policy owner and the insured before you can generate the illustration report.',
    ],
    [
      'a joint case without the second name',
      payload({
        ...REPORT_CASES.term,
        productId: '0562',
        lifeBasis: 'JOINTFIRST',
        insureds: [
          { sex: 'F', smokeClass: 'N', issueAge: 40 },
          { sex: 'M', smokeClass: 'N', issueAge: 42 },
        ],
      }),
      'You must enter the name of all insureds before you can generate the illustration report.',
    ],
    [
      'no illustration',
      { ...payload(REPORT_CASES.term), insuranceData: undefined },
      'Fill in the illustration before you generate its report.',
    ],
    [
      'an override path',
      payload(REPORT_CASES.term, { isOverridePath: true, pdfOverridePath: '/etc/passwd' }),
      'Report outputs are kept by the server; override paths are not accepted.',
    ],
  ])('result code 2 with the message for %s, and nothing written', async (_name, body, message) => {
    const result = await nothingWritten(async () => (await post(agent, body)).json<ReportResult>());
    expect(result).toMatchObject({ resultCode: 2, errorText: message, reportOutputFile: '' });
  });

  it('result code 2 naming the field when the engine refuses the case', async () => {
    const result = await nothingWritten(async () =>
      (await post(agent, payload({ ...REPORT_CASES.term, faceAmount: 10 }))).json<ReportResult>(),
    );
    expect(result.resultCode).toBe(2);
    expect(result.errorText).toMatch(/^The illustration cannot be calculated: faceAmount: /);
  });

  it('answers in the user’s language, and result code 1 when neither PDF nor Excel is asked', async () => {
    const fr = await post(agentFr, payload(REPORT_CASES.term, { formData: { ownerName: '' } }));
    expect(fr.json<ReportResult>().errorText).toBe(FORM_RULE_MESSAGES.fr.ownerAndInsuredNames);
    const none = await nothingWritten(async () =>
      (
        await post(agent, payload(REPORT_CASES.term, { isRunPDF: false, isRunExcel: false }))
      ).json<ReportResult>(),
    );
    expect(none.resultCode).toBe(1);
  });

  it('limits a client address to 60 report calls a minute (a fiftieth of the general limit)', async () => {
    const remoteAddress = freshAddress();
    const cheap = payload(REPORT_CASES.term, { isRunPDF: false, isRunExcel: false });
    for (let k = 0; k < 60; k += 1) {
      const ok = await injectAs(app, agent, {
        method: 'POST',
        url: '/api/ReportData',
        payload: cheap,
        remoteAddress,
      });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/ReportData',
      payload: cheap,
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('runs on the three other paths, a caller base path included', async () => {
    for (const url of ['/api/ReportData', '/api/RunReportData', '/ReportServer/RunReportData']) {
      const result = await run(
        agent,
        payload(REPORT_CASES.term, {
          formData: {
            pages: {
              cover: false,
              summary: false,
              tax: false,
              underwriting: false,
              coverage: false,
            },
          },
        }),
        url,
      );
      expect(result.outputs).toHaveLength(1);
    }
  });
});

function rawGet(
  base: string,
  path: string,
  tokens: TokenData,
): Promise<{ status: number; type: string; body: string }> {
  const { port, hostname } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'GET',
        headers: sessionHeaders(tokens),
      },
      (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('report ids a client supplies (decision 0026)', () => {
  const from = freshAddress();

  it('honours a safe, unused id, answers it, and files the outputs under it', async () => {
    const reportID = `Client_${Date.now()}-1`;
    const result = await run(agent, payload(REPORT_CASES.term, { reportID }), undefined, from);
    expect(result.reportID).toBe(reportID);
    expect(result.outputs[0]?.url).toBe(`/DB/${reportID}/${result.reportOutputFile}`);
    expect((await download(agent, result.outputs[0]?.url ?? '')).statusCode).toBe(200);
    expect(await reportIdsWithBytes(app)).toContain(reportID);
  });

  it('makes its own id for an unsafe or used one (in any case of its letters), never erroring', async () => {
    const taken = `Taken-${Date.now()}`;
    expect(
      (await run(agent, payload(REPORT_CASES.term, { reportID: taken }), undefined, from)).reportID,
    ).toBe(taken);
    for (const reportID of [
      taken,
      taken.toUpperCase(),
      '../escape',
      'a b',
      'é',
      'x'.repeat(65),
      '',
    ]) {
      const again = await run(agentFr, payload(REPORT_CASES.term, { reportID }), undefined, from);
      expect(again.reportID, reportID).not.toBe(reportID);
      expect(again.reportID).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await reportIdsWithBytes(app)).not.toContain('escape');
  });

  it('gives the id back when the report produces nothing, so the client can try again', async () => {
    const reportID = `Retry_${Date.now()}`;
    const refused = await post(
      agent,
      payload(REPORT_CASES.term, { reportID, formData: { ownerName: '' } }),
      undefined,
      from,
    );
    expect(refused.json<ReportResult>()).toMatchObject({ resultCode: 2, reportID });
    expect(await reportIdsWithBytes(app)).not.toContain(reportID);
    const retried = await run(agent, payload(REPORT_CASES.term, { reportID }), undefined, from);
    expect(retried.reportID).toBe(reportID);
  });

  it('lets one of two simultaneous calls with the same id have it', async () => {
    const reportID = `Race_${Date.now()}`;
    const results = await Promise.all(
      [agent, agentFr].map((tokens) =>
        run(tokens, payload(REPORT_CASES.term, { reportID }), undefined, from),
      ),
    );
    expect(results.filter((r) => r.reportID === reportID)).toHaveLength(1);
  });
});

describe('signed download links (decision 0027)', () => {
  const from = freshAddress();
  const withoutHeaders = (url: string) => app.inject({ method: 'GET', url });

  it('open the PDF with no header at all, inline, for a few minutes', async () => {
    const result = await run(agent, payload(REPORT_CASES.term), undefined, from);
    const pdf = result.outputs[0];
    expect(pdf?.openUrl).toMatch(
      new RegExp(`^/DB/${result.reportID}/${result.reportOutputFile}\\?link=`),
    );
    const opened = await withoutHeaders(pdf?.openUrl ?? '');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(opened.rawPayload.byteLength).toBe(pdf?.bytes);
    // A viewer may fetch it again while the link lasts.
    expect((await withoutHeaders(pdf?.openUrl ?? '')).statusCode).toBe(200);
    clock.advance(5 * 60 * 1000);
    expectError(await withoutHeaders(pdf?.openUrl ?? ''), 401, 'unauthenticated');
    // The bearer path still serves it.
    expect((await download(agent, pdf?.url ?? '')).statusCode).toBe(200);
  });

  it('are bound to the file: another file, a changed link or another path is refused', async () => {
    const first = await run(
      agent,
      payload(REPORT_CASES.term, { isRunExcel: true }),
      undefined,
      from,
    );
    const [pdf, xlsx] = first.outputs;
    const link = new URL(pdf?.openUrl ?? '', 'http://x').searchParams.get('link') ?? '';
    const [session, expires, mac] = link.split('.');
    for (const url of [
      `${xlsx?.url}?link=${encodeURIComponent(link)}`,
      `${pdf?.url}?link=${session}.${Number(expires) + 60}.${mac}`,
      `${pdf?.url}?link=${session}.${expires}.${mac?.slice(0, -2)}AA`,
      `${pdf?.url}?link=${crypto.randomUUID()}.${expires}.${mac}`,
      `${pdf?.url}?link=`,
      `${pdf?.url}?link=junk`,
    ]) {
      expectError(await withoutHeaders(url), 401, 'unauthenticated');
    }
    expect((await withoutHeaders(xlsx?.openUrl ?? '')).statusCode).toBe(200);
  });

  it('die with their session, and open a delete-when-done output once', async () => {
    const own = await signIn(app, 'agent');
    const once = await run(
      own,
      payload(REPORT_CASES.term, { isDeleteWhenDone: true }),
      undefined,
      from,
    );
    const kept = await run(own, payload(REPORT_CASES.term), undefined, from);
    expect((await withoutHeaders(once.outputs[0]?.openUrl ?? '')).statusCode).toBe(200);
    expectError(await withoutHeaders(once.outputs[0]?.openUrl ?? ''), 404, 'notFound');
    const signedOut = await injectAs(app, own, {
      method: 'POST',
      url: '/users/logout',
      payload: { refreshToken: own.refreshToken },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expectError(await withoutHeaders(kept.outputs[0]?.openUrl ?? ''), 401, 'sessionExpired');
  });

  it('POST /api/ReportLink makes a fresh link for the owner only', async () => {
    const result = await run(agent, payload(REPORT_CASES.term), undefined, from);
    clock.advance(6 * 60 * 1000);
    const body = { reportID: result.reportID, reportOutputFile: result.reportOutputFile };
    const fresh = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/ReportLink',
      payload: body,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const link = fresh.json<{ url: string; expiresAt: string }>();
    expect(new Date(link.expiresAt).getTime()).toBe(
      Math.floor((clock.now().getTime() + 5 * 60 * 1000) / 1000) * 1000,
    );
    expect((await withoutHeaders(link.url)).statusCode).toBe(200);
    for (const [tokens, request] of [
      [agentFr, body],
      [agent, { ...body, reportOutputFile: 'illustration-00000000.pdf' }],
      [agent, { ...body, reportID: '../x' }],
    ] as const) {
      expectError(
        await injectAs(app, tokens, { method: 'POST', url: '/api/ReportLink', payload: request }),
        404,
        'notFound',
      );
    }
    // The clock moved on: the other sessions of this file are renewed for what follows.
    [agent, agentFr, admin, servicing] = await Promise.all([
      signIn(app, 'agent'),
      signIn(app, 'agentfr'),
      signIn(app, 'admin'),
      signIn(app, 'servicing'),
    ]);
  });
});

describe('GET /DB{dir}/{file}', () => {
  let result: ReportResult;
  let url: string;

  beforeAll(async () => {
    result = await run(agent, payload(REPORT_CASES.term));
    url = result.outputs[0]?.url ?? '';
    // Files on the instance's disk, where outputs used to live: never served (0085).
    await mkdir(join(dataDir, 'reports'), { recursive: true });
    await writeFile(join(dataDir, 'secret.txt'), 'TOP-SECRET-OUTSIDE');
    await writeFile(join(dataDir, 'reports', 'secret.pdf'), 'TOP-SECRET-INSIDE');
  });

  it('gives the owner the file, an administrator too, and another agent a 404', async () => {
    expect((await download(agent, url)).statusCode).toBe(200);
    expect((await download(admin, url)).statusCode).toBe(200);
    expectError(await download(agentFr, url), 404, 'notFound');
    expectError(await download(null, url), 401, 'unauthenticated');
  });

  it('answers 404 to every path that is not a generated output, reading nothing outside the folder', async () => {
    const id = result.reportID;
    const file = result.reportOutputFile;
    const attempts = [
      `/DB/${id}/../../secret.txt`,
      `/DB/${id}/..%2f..%2fsecret.txt`,
      `/DB/${id}/%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/DB/%2e%2e/secret.txt`,
      `/DB/..%2F/secret.txt`,
      `/DB/${id}%2f${file}`,
      `/DB/${id}/..%5c..%5csecret.txt`,
      `/DB/${id}\\..\\..\\secret.txt`,
      `/DB/%2Fetc/passwd`,
      `/DB//etc/passwd`,
      `/DB/${id}//${file}`,
      `/DB//${id}/${file}`,
      `/DB/${id}/./${file}`,
      `/DB/./${id}/${file}`,
      `/DB/${id.toUpperCase()}/${file}`,
      `/DB/${id}/${file.toUpperCase()}`,
      `/db/${id}/${file}`,
      `/Db/${id}/${file}`,
      `/DB/${id}/${file}%00.txt`,
      `/DB/${id}/${file}%00`,
      `/DB/${id}%00/${file}`,
      `/DB/${id}/${'a'.repeat(300)}.pdf`,
      `/DB/${'b'.repeat(5000)}/${file}`,
      `/DB/${id}/secret.pdf`,
      `/DB/secret.pdf`,
      `/DB/reports/secret.pdf`,
      `/DB/${id}`,
      `/DB/`,
      `/DB/${crypto.randomUUID()}/${file}`,
      `/DB/${id}/${file.replace('.pdf', '.xlsx')}`,
    ];
    // Over a real socket, so that the path reaches the server exactly as written (an
    // inject() or a browser would tidy dot segments away first).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const attempt of attempts) {
        const response = await rawGet(address, attempt, agent);
        expect(response.status, attempt).toBe(404);
        expect(response.body, attempt).not.toContain('TOP-SECRET');
        expect(response.type, attempt).toMatch(/^application\/json/);
      }
      expect((await rawGet(address, url, agent)).status).toBe(200);
    } finally {
      await app.server.close();
    }
  });

  it('removes an isDeleteWhenDone output after its one download', async () => {
    const once = await run(agent, payload(REPORT_CASES.term, { isDeleteWhenDone: true }));
    const onceUrl = once.outputs[0]?.url ?? '';
    expect((await download(agent, onceUrl)).statusCode).toBe(200);
    expectError(await download(agent, onceUrl), 404, 'notFound');
    expect(await reportIdsWithBytes(app)).not.toContain(once.reportID);
  });

  it('expires other outputs after 24 hours, their bytes included', async () => {
    const later = await run(agent, payload(REPORT_CASES.term));
    const laterUrl = later.outputs[0]?.url ?? '';
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    const nextDay = await signIn(app, 'agent');
    expect((await download(nextDay, laterUrl)).statusCode).toBe(200);
    clock.advance(2000);
    expectError(await download(nextDay, laterUrl), 404, 'notFound');
    await run(nextDay, payload(REPORT_CASES.term)); // a run sweeps expired outputs
    await expect.poll(async () => reportIdsWithBytes(app)).not.toContain(later.reportID);
  });
});

describe('the in-force policy-progress report', () => {
  // The download tests moved the clock a day on: fresh sessions.
  beforeAll(async () => {
    [agent, admin, servicing] = await Promise.all([
      signIn(app, 'agent'),
      signIn(app, 'admin'),
      signIn(app, 'servicing'),
    ]);
  });

  async function policyOf(agentID: string, prodID: string): Promise<string> {
    const [row] = await app.db
      .select({ policyNumber: inforcePolicies.policyNumber })
      .from(inforcePolicies)
      .where(and(eq(inforcePolicies.agentID, agentID), eq(inforcePolicies.prodID, prodID)))
      .limit(1);
    if (!row) throw new Error(`no demo policy ${prodID} for ${agentID}`);
    return row.policyNumber;
  }

  const progress = (policyNumber: string, extra: Partial<ReportInput> = {}): ReportInput => ({
    reportName: 'policyProgress',
    isRunPDF: true,
    ...extra,
    formData: { policyNumber },
  });

  it.each([
    ['0602', 'en'],
    ['0900', 'fr'],
  ] as const)(
    'prints policy %s in %s: details, coverages, values, history and the engine’s projection',
    async (prodID, lang) => {
      const number = await policyOf('BA10234', prodID);
      const result = await run(
        agent,
        progress(number, { reportLanguage: lang === 'fr' ? 'French' : 'English' }),
        '/api/RunReportData',
      );
      const response = await download(agent, result.outputs[0]?.url ?? '');
      expect(response.statusCode).toBe(200);
      const pages = await pdfPages(response.rawPayload);
      const text = pages.join(' ');
      const L =
        lang === 'fr'
          ? {
              title: 'Rapport de progression du contrat',
              details: 'Détails du contrat',
              values: 'Valeurs à ce jour',
              projection: 'Projection à partir d’aujourd’hui',
              page: (k: number, n: number) => `Page ${k} de ${n}`,
            }
          : {
              title: 'Policy Progress Report',
              details: 'Policy details',
              values: 'Values to date',
              projection: 'Projection from today',
              page: (k: number, n: number) => `Page ${k} of ${n}`,
            };
      for (const needle of [L.title, L.details, L.values, L.projection, number])
        expect(text).toContain(needle);
      // Product, coverage, status and fund names in the report's language too.
      if (lang === 'fr') expect(englishLeaks(text)).toEqual([]);
      for (const [k, p] of pages.entries()) expect(p).toContain(L.page(k + 1, pages.length));
    },
  );

  it('refuses a policy the agent may not see exactly as one that does not exist, and needs in-force access', async () => {
    const other = await policyOf('BA10311', '0900');
    const theirs = await post(agent, progress(other), '/api/RunReportData');
    expect(theirs.json<ReportResult>()).toMatchObject({
      resultCode: 2,
      errorText: `Policy ${other} was not found.`,
    });
    const missing = await post(agent, progress('ZZ000000'), '/api/RunReportData');
    expect(missing.json<ReportResult>()).toMatchObject({
      resultCode: 2,
      errorText: 'Policy ZZ000000 was not found.',
    });
    expect(
      (await post(servicing, progress(other), '/api/RunReportData')).json<ReportResult>()
        .resultCode,
    ).toBe(0);
    expectError(await post(admin, progress(other), '/api/RunReportData'), 403, 'forbidden');
  });

  it('exports the history and the projection to Excel', async () => {
    const number = await policyOf('BA10234', '0900');
    const result = await run(
      agent,
      progress(number, { isRunPDF: false, isRunExcel: true }),
      '/api/RunReportData',
    );
    const response = await download(agent, result.outputs[0]?.url ?? '');
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Anniversaries',
      'Projection',
    ]);
    expect(workbook.getWorksheet('Summary')?.getRow(2).values).toEqual([
      undefined,
      'Policy number',
      number,
    ]);
  });
});
