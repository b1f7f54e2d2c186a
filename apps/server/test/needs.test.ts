import type { TokenData } from '@portal/contracts/auth';
import { needsAnalysisListSchema, needsAnalysisSchema } from '@portal/contracts/needs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/db/schema';
import { needsAnalyses } from '../src/db/tables/needs';
import { invalidateCompanyFlags } from '../src/repositories/company';
import { createTestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { countRows } from './helpers/rows';
import { pdfPages } from './reports-helpers';

let app: FastifyInstance;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  ({ app } = await createTestApp());
  for (const user of ['agent', 'newagent', 'servicing']) tokens[user] = await signIn(app, user);
});
afterAll(async () => {
  await app?.close();
});

const as = (user: string, request: Parameters<typeof injectAs>[2]) =>
  injectAs(app, tokens[user] as TokenData, request);

// The worked examples of decision 0067 (packages/domain/src/needs/needs.test.ts), as typed.
const LITE = {
  txtNeedsClientName: 'Marie Gagnon',
  txtNeedsAnnualIncome: '60000',
  txtNeedsIncomeYears: '20',
  txtNeedsDebts: '15000',
  txtNeedsMortgage: '250000',
  txtNeedsFinalExpenses: '25000',
  txtNeedsEducation: '80000',
  txtNeedsEmergencyFund: '30000',
  txtNeedsExistingCoverage: '200000',
  txtNeedsLiquidAssets: '50000',
  txtNeedsIndexation: '2',
  txtNeedsDiscountRate: '5',
};

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
    const file = await as('agent', { method: 'GET', url: output.url });
    expect(file.statusCode).toBe(200);
    const text = (await pdfPages(file.rawPayload)).join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain('Marie Gagnon');
    expect(text).toContain('Suggested face amount $991,000.00');
    expect(text).toContain('Capital projection');
    expectError(
      await as('newagent', { method: 'POST', url: `/api/needs-analyses/${saved.id}/pdf` }),
      404,
      'notFound',
    );
    expect((await as('newagent', { method: 'GET', url: output.url })).statusCode).toBe(404);
  });
});
