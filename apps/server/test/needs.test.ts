import type { TokenData } from '@portal/contracts/auth';
import { needsAnalysisListSchema, needsAnalysisSchema } from '@portal/contracts/needs';
import type { ReportResult } from '@portal/contracts/reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/db/schema';
import { needsAnalyses } from '../src/db/tables/needs';
import { invalidateCompanyFlags } from '../src/repositories/company';
import { createTestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { LITE } from './helpers/needs-forms';
import {
  endedSession,
  expectAnsweredByJob,
  expectJobRefused,
  reportIdOf,
} from './helpers/report-jobs';
import { countRows } from './helpers/rows';
import { fold, pdfPages, REPORT_CASES, readWorkbook } from './reports-helpers';

let app: FastifyInstance;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  // The report's engine job, not its deadline, is under test here (engine-deadline.test.ts).
  ({ app } = await createTestApp({ env: { ENGINE_DEADLINE_MS: '60000' } }));
  for (const user of ['agent', 'newagent', 'servicing']) tokens[user] = await signIn(app, user);
});
afterAll(async () => {
  await app?.close();
});

const as = (user: string, request: Parameters<typeof injectAs>[2]) =>
  injectAs(app, tokens[user] as TokenData, request);

const { txtNeedsIndexation: _i, txtNeedsDiscountRate: _d, ...COMMON } = LITE;
const FULL_FR = {
  ...COMMON,
  txtNeedsAnnualIncome: '80 000',
  txtNeedsIncomeYears: '25',
  txtNeedsSpouseIncome: '30 000',
  txtNeedsSurvivorPension: '8 000',
  txtNeedsInflation: '2,5',
  txtNeedsAfterTaxReturn: '4,5',
  rdoNeedsCapitalMethod: 'depletion',
  txtNeedsDisabilityNeed: '4 500',
  txtNeedsDisabilityCoverage: '2 000',
  txtNeedsCriticalIllnessNeed: '100 000',
  txtNeedsCriticalIllnessCoverage: '25 000',
};

const save = (user: string, payload: Record<string, unknown>) =>
  as(user, { method: 'POST', url: '/api/needs-analyses', payload });

describe('saving a needs analysis', () => {
  it('stores a lite analysis with the result the server computed, to the cent', async () => {
    const response = await save('agent', { kind: 'lite', language: 'en', values: LITE });
    expect(response.statusCode, response.body).toBe(200);
    const saved = needsAnalysisSchema.parse(response.json());
    expect(saved.clientName).toBe('Marie Gagnon');
    expect(saved.result.incomeCapital).toBe(92_392_031);
    expect(saved.result.shortfall).toBe(107_392_031);
    expect(saved.suggestedFace).toBe(107_400_000);
    const loaded = await as('agent', { method: 'GET', url: `/api/needs-analyses/${saved.id}` });
    expect(needsAnalysisSchema.parse(loaded.json())).toEqual(saved);
  });

  it('stores a full analysis typed in French, with its projection', async () => {
    const response = await save('agent', { kind: 'full', language: 'fr', values: FULL_FR });
    expect(response.statusCode, response.body).toBe(200);
    const saved = needsAnalysisSchema.parse(response.json());
    expect(saved.result.netAnnualIncome).toBe(4_200_000);
    expect(saved.result.incomeCapital).toBe(84_079_211);
    expect(saved.result.suggestedFace).toBe(99_100_000);
    expect(saved.result.projection).toHaveLength(25);
  });

  it('lists only the caller’s own analyses; another agent’s answers 404', async () => {
    const mine = needsAnalysisSchema.parse(
      (await save('agent', { kind: 'lite', language: 'en', values: LITE })).json(),
    );
    const list = needsAnalysisListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/needs-analyses' })).json(),
    );
    expect(list.map((row) => row.id)).toContain(mine.id);
    const theirs = needsAnalysisListSchema.parse(
      (await as('newagent', { method: 'GET', url: '/api/needs-analyses' })).json(),
    );
    expect(theirs.find((row) => row.id === mine.id)).toBeUndefined();
    expectError(
      await as('newagent', { method: 'GET', url: `/api/needs-analyses/${mine.id}` }),
      404,
      'notFound',
    );
  });

  it('refuses bad answers with 400 naming the fields, and stores nothing', async () => {
    const before = await countRows(app, needsAnalyses);
    expectValidationError(
      await save('agent', {
        kind: 'lite',
        language: 'en',
        values: {
          ...LITE,
          txtNeedsIncomeYears: '0',
          txtNeedsDiscountRate: '40',
          txtNeedsClientName: '',
        },
      }),
      ['txtNeedsIncomeYears', 'txtNeedsDiscountRate', 'txtNeedsClientName'],
    );
    expectValidationError(
      await save('agent', {
        kind: 'full',
        language: 'fr',
        values: { ...FULL_FR, rdoNeedsCapitalMethod: 'preservation', txtNeedsAfterTaxReturn: '2' },
      }),
      ['txtNeedsAfterTaxReturn'],
    );
    expectError(
      await save('agent', { kind: 'huge', language: 'en', values: LITE }),
      400,
      'validation',
    );
    expect(await countRows(app, needsAnalyses)).toBe(before);
  });

  it('ties an analysis only to the caller’s own illustration case', async () => {
    const response = await save('agent', {
      kind: 'lite',
      language: 'en',
      values: LITE,
      caseId: '00000000-0000-4000-8000-000000000000',
    });
    expectError(response, 404, 'notFound');
  });

  it('needs a needs-analysis right to save, and the full right for a full analysis', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/api/needs-analyses' }),
      401,
      'unauthenticated',
    );
    expectError(
      await save('servicing', { kind: 'lite', language: 'en', values: LITE }),
      403,
      'forbidden',
    );
    await app.db.update(companySettings).set({ isNeedsAnalysisFull: false });
    invalidateCompanyFlags(app.db);
    try {
      expectError(
        await save('agent', { kind: 'full', language: 'fr', values: FULL_FR }),
        403,
        'forbidden',
      );
      const lite = await save('agent', { kind: 'lite', language: 'en', values: LITE });
      expect(lite.statusCode).toBe(200);
    } finally {
      await app.db.update(companySettings).set({ isNeedsAnalysisFull: true });
      invalidateCompanyFlags(app.db);
    }
  });

  it('prints the agent’s own analysis as a PDF read back from /DB; another’s answers 404', async () => {
    const saved = needsAnalysisSchema.parse(
      (await save('agent', { kind: 'full', language: 'fr', values: FULL_FR })).json(),
    );
    const printed = await as('agent', {
      method: 'POST',
      url: `/api/needs-analyses/${saved.id}/pdf`,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const output = printed.json() as { url: string; pages: number };
    // Rendered by the job queue (decision 0084): the answer is its job's result.
    await expectAnsweredByJob(app, reportIdOf(output.url), 'needs-pdf', printed.json());
    const file = await as('agent', { method: 'GET', url: output.url });
    expect(file.statusCode).toBe(200);
    const text = (await pdfPages(file.rawPayload)).join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain('Marie Gagnon');
    expect(text).toContain('Suggested face amount $991,000.00');
    expect(text).toContain('Capital projection');
    // The projection's chart, drawn on the server: its axis in whole dollars (the reader
    // spaces each glyph of the chart's SVG text), beside the table's exact amounts.
    expect(text).toMatch(/\$ \d 0 0 , 0 0 0/);
    expect(text).toContain('$840,792.11');
    expectError(
      await as('newagent', { method: 'POST', url: `/api/needs-analyses/${saved.id}/pdf` }),
      404,
      'notFound',
    );
    expect((await as('newagent', { method: 'GET', url: output.url })).statusCode).toBe(404);
  });

  it('prints in its job only what the session that asked may see, and nothing for an ended session', async () => {
    const saved = needsAnalysisSchema.parse(
      (await save('agent', { kind: 'lite', language: 'en', values: LITE })).json(),
    );
    // Queued in another agent's name, the job reads the analysis again for that agent.
    await expectJobRefused(
      app,
      'needs-pdf',
      tokens.newagent as TokenData,
      { analysisId: saved.id },
      'not found',
    );
    const ended = await endedSession(app, 'agent');
    await expectJobRefused(app, 'needs-pdf', ended, { analysisId: saved.id }, 'session ended');
    // The agent's own live session prints it.
    const own = await as('agent', { method: 'POST', url: `/api/needs-analyses/${saved.id}/pdf` });
    expect(own.statusCode, own.body).toBe(200);
  });
});

const saved = async (user: string, kind: 'lite' | 'full', language: 'en' | 'fr', values: object) =>
  needsAnalysisSchema.parse((await save(user, { kind, language, values })).json());

/** One of the agent's illustration cases, saved as the screen saves it. */
async function saveCase(user: string, name: string): Promise<string> {
  const response = await as(user, {
    method: 'POST',
    url: '/api/illustrations',
    payload: {
      name,
      clientName: 'Marie Gagnon',
      productId: '0131',
      form: { insuredName: 'Marie Gagnon' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

const tie = (user: string, id: string, caseId: unknown) =>
  as(user, { method: 'PUT', url: `/api/needs-analyses/${id}/case`, payload: { caseId } });

describe('tying an analysis to an illustration case', () => {
  it('ties the agent’s analysis to their case, lists it with the case’s name, and unties it', async () => {
    const analysis = await saved('agent', 'lite', 'en', LITE);
    const caseId = await saveCase('agent', 'Gagnon — term 20');
    const tied = await tie('agent', analysis.id, caseId);
    expect(tied.statusCode, tied.body).toBe(200);
    expect(needsAnalysisSchema.parse(tied.json())).toMatchObject({
      caseId,
      caseName: 'Gagnon — term 20',
    });
    const list = needsAnalysisListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/needs-analyses' })).json(),
    );
    expect(list.find((row) => row.id === analysis.id)).toMatchObject({
      caseId,
      caseName: 'Gagnon — term 20',
    });
    const untied = needsAnalysisSchema.parse((await tie('agent', analysis.id, null)).json());
    expect(untied).toMatchObject({ caseId: null, caseName: null });
  });

  it('answers 404 for another’s analysis or case, 400 for a bad body, and changes nothing', async () => {
    const mine = await saved('agent', 'lite', 'en', LITE);
    const myCase = await saveCase('agent', 'Mine');
    const theirCase = await saveCase('newagent', 'Theirs');
    expectError(await tie('newagent', mine.id, theirCase), 404, 'notFound');
    expectError(await tie('agent', mine.id, theirCase), 404, 'notFound');
    expectError(await tie('agent', mine.id, 'not-a-uuid'), 400, 'validation');
    expectError(
      await as('agent', { method: 'PUT', url: `/api/needs-analyses/${mine.id}/case`, payload: {} }),
      400,
      'validation',
    );
    expectError(await tie('servicing', mine.id, myCase), 403, 'forbidden');
    const after = needsAnalysisSchema.parse(
      (await as('agent', { method: 'GET', url: `/api/needs-analyses/${mine.id}` })).json(),
    );
    expect(after.caseId).toBeNull();
  });
});

describe('the needs page of the illustration report', () => {
  const report = (user: string, formData: object, extra: object = {}) =>
    as(user, {
      method: 'POST',
      url: '/Report/NewBusinessReport',
      payload: {
        reportName: 'illustration',
        insuranceData: REPORT_CASES.term,
        isRunPDF: true,
        isRunExcel: false,
        ...extra,
        formData: { ownerName: 'Marie Gagnon', insuredName: 'Marie Gagnon', ...formData },
      },
    });
  const ok = async (response: Awaited<ReturnType<typeof report>>) => {
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ReportResult;
    expect(result.errorText).toBe('');
    return result;
  };
  const file = async (url: string | undefined) =>
    (await as('agent', { method: 'GET', url: url ?? '' })).rawPayload;

  it('prints the tied analysis after the cover, chart and projection included, in the report language, and as a sheet', async () => {
    const analysis = await saved('agent', 'full', 'fr', FULL_FR);
    const result = await ok(
      await report(
        'agent',
        { pages: { needs: true }, needsAnalysisId: analysis.id },
        { isRunExcel: true, reportLanguage: 'French' },
      ),
    );
    const pages = (await pdfPages(await file(result.outputs[0]?.url))).map(fold);
    // The cover first, then the needs: the face, and the projection's 25 years, cut into pages.
    const needs = pages.filter((page) => page.includes('Analyse des besoins — Analyse complète'));
    expect(pages.indexOf(needs[0] ?? '')).toBe(1);
    const text = needs.join(' ');
    expect(text).toContain('Capital assuré suggéré 991 000,00 $');
    expect(text).toContain('Projection du capital');
    expect(text).toContain('25 ');
    expect(text).toContain('0,00 $');
    const workbook = await readWorkbook(await file(result.outputs[1]?.url));
    const sheet = workbook.getWorksheet('Analyse des besoins — Analyse c');
    expect(sheet).toBeTruthy();
    // Amounts as numbers in dollars: the face beside its label, the projection ending at 0.
    const rows = (sheet?.getSheetValues() ?? []).map((row) =>
      Array.isArray(row) ? row.slice(1) : [],
    );
    expect(rows).toContainEqual(['Capital assuré suggéré', 991_000]);
    expect(rows[1]).toEqual([
      'Année',
      'Début d’année',
      'Revenu retiré',
      'Rendement',
      'Fin d’année',
    ]);
    expect(rows.at(-1)).toEqual([
      25,
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      0,
    ]);
  }, 120_000);

  it('leaves the page out when not chosen, and refuses another agent’s analysis', async () => {
    const analysis = await saved('agent', 'lite', 'en', LITE);
    const plain = await ok(await report('agent', { needsAnalysisId: analysis.id }));
    const text = (await pdfPages(await file(plain.outputs[0]?.url))).join(' ');
    expect(text).not.toContain('Needs analysis — Lite analysis');
    const chosen = await ok(
      await report('agent', { pages: { needs: true }, needsAnalysisId: analysis.id }),
    );
    expect(fold((await pdfPages(await file(chosen.outputs[0]?.url))).join(' '))).toContain(
      'Suggested face amount $1,074,000.00',
    );
    const theirs = await report('newagent', {
      pages: { needs: true },
      needsAnalysisId: analysis.id,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toMatchObject({
      resultCode: 2,
      errorText: expect.stringContaining('needs analysis tied to this case was not found'),
    });
  }, 120_000);
});
