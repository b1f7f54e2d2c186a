import { incomePayout } from '@portal/actuarial/concepts';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import type { IllustrationInput } from '@portal/actuarial/input';
import { resolveInput } from '@portal/actuarial/input';
import { firstYearPremium } from '@portal/actuarial/premium';
import { problemText } from '@portal/actuarial/problems';
import type { TokenData } from '@portal/contracts/auth';
import {
  conceptsResponseSchema,
  firstYearPremiumResponseSchema,
  illustrationDraftSchema,
  illustrationResultSchema,
  productCatalogueSchema,
  savedIllustrationListSchema,
  savedIllustrationSchema,
} from '@portal/contracts/illustration';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ILLUSTRATION_ITEMS } from '../src/db/seeds/illustration';
import { illustrationDrafts, savedIllustrations } from '../src/db/tables/illustration';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { countRows, grantPermission } from './helpers/rows';

let app: FastifyInstance;
let clock: TestClock;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  ({ app, clock } = await createTestApp());
  // No demo user is both an administrator and a new-business user: make `admin` one here.
  await grantPermission(app.db, 'admin', 'isNewBusiness');
  for (const user of [
    'agent',
    'newagent',
    'admin',
    'servicing',
    'noaccess',
    'headoffice',
    'analyst',
  ]) {
    tokens[user] = await signIn(app, user);
  }
});
afterAll(async () => {
  await app?.close();
});

const as = (user: string, request: Parameters<typeof injectAs>[2]) =>
  injectAs(app, tokens[user] as TokenData, request);

const term10: IllustrationInput = {
  productId: '0131',
  faceAmount: 500_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
};

const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
  ul: { annualDeposit: 3000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
};

describe('POST /api/GetFirstYearPremium', () => {
  it('answers the premium summary of the README worked example, to the cent', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: term10,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = firstYearPremiumResponseSchema.parse(response.json());
    // packages/actuarial/README.md: rate 0.50 per 1000, 250.00 + fee 50.00 a year; monthly 21.88 + 4.38.
    expect(body.firstYearPremium.basePremium).toBe(25_000);
    expect(body.firstYearPremium.policyFee).toBe(5_000);
    expect(body.firstYearPremium.annualPremium).toBe(30_000);
    expect(body.firstYearPremium.modalPremium).toBe(2_188 + 438);
    expect(body.firstYearPremium.coverages[0]?.rate).toBe(0.5);
    const engine = firstYearPremium(term10);
    expect(engine.ok).toBe(true);
    if (engine.ok) expect(body.firstYearPremium).toEqual(engine.firstYearPremium);
  });

  it('prices riders line by line and the total adds up', async () => {
    const input: IllustrationInput = {
      ...term10,
      riders: [
        { riderId: '093', faceAmount: 100_000 },
        { riderId: 'ADB', faceAmount: 100_000 },
        { riderId: 'WP' },
      ],
    };
    const response = await as('agent', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = firstYearPremiumResponseSchema.parse(response.json()).firstYearPremium;
    expect(summary.coverages.map((c) => c.riderType)).toEqual(['NONE', 'TERM', 'ADB', 'WAIVER']);
    const lines = summary.coverages.reduce((sum, c) => sum + c.annualPremium, 0);
    expect(summary.annualPremium).toBe(lines + summary.policyFee);
    // ADB: 0.80 per 1000 a year.
    expect(summary.coverages[2]?.annualPremium).toBe(8_000);
  });

  it('answers a UL deposit with funds allocated', async () => {
    const response = await as('headoffice', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: ul,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = firstYearPremiumResponseSchema.parse(response.json()).firstYearPremium;
    expect(summary.annualPremium).toBe(300_000);
    expect(summary.modalPremium).toBe(25_000);
  });

  it('strips unknown properties instead of failing', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: { ...term10, hacker: true },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses anonymous callers (401) and users without new business (403)', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: term10,
    });
    expectError(anonymous, 401, 'unauthenticated');
    for (const user of ['servicing', 'noaccess', 'analyst']) {
      const response = await as(user, {
        method: 'POST',
        url: '/api/GetFirstYearPremium',
        payload: term10,
      });
      expectError(response, 403, 'forbidden');
    }
  });

  it.each([
    [
      'an impossible age',
      { ...term10, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 130 }] },
      ['insureds.0.issueAge'],
    ],
    [
      'an age outside the product',
      { ...term10, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 75 }] },
      ['insureds.0.issueAge'],
    ],
    ['a face under the minimum', { ...term10, faceAmount: 49_999 }, ['faceAmount']],
    ['a face over the maximum', { ...term10, faceAmount: 10_000_001 }, ['faceAmount']],
    ['cents in the face', { ...term10, faceAmount: 100_000.5 }, ['faceAmount']],
    ['text in a numeric field', { ...term10, faceAmount: 'lots' }, ['faceAmount']],
    [
      'an unknown rating',
      { ...term10, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40, rating: 110 }] },
      ['insureds.0.rating'],
    ],
    [
      'an unknown rate class',
      { ...term10, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40, rateClass: 'X' }] },
      ['insureds.0.rateClass'],
    ],
    [
      'allocations not summing to 100',
      { ...ul, ul: { annualDeposit: 3000, allocations: { DI: 60, CBF: 30 } } },
      ['ul.allocations'],
    ],
    [
      'a fund the product does not offer',
      { ...ul, ul: { annualDeposit: 3000, allocations: { DI: 50, SPX: 50 } } },
      ['ul.allocations.SPX', 'ul.allocations'],
    ],
    [
      'a rider the product does not allow',
      { ...term10, riders: [{ riderId: '094', faceAmount: 100_000 }] },
      ['riders.0.riderId'],
    ],
    [
      'a joint basis with one insured',
      { ...term10, productId: '0562', lifeBasis: 'JOINTLAST' },
      ['insureds'],
    ],
    ['no product', { ...term10, productId: '9999' }, ['productId']],
  ])('refuses %s with a message naming the field', async (_name, payload, paths) => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload,
    });
    const body = expectValidationError(response, paths);
    expect(body.issues?.[0]?.message.length).toBeGreaterThan(10);
  });
});

describe('an engine refusal carries its code and values', () => {
  it('so the reader’s language can word it: a rider Term 10 does not allow', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/GetFirstYearPremium',
      payload: { ...term10, riders: [{ riderId: '094', faceAmount: 100_000 }] },
    });
    const body = expectValidationError(response, ['riders.0.riderId']);
    const issue = body.issues?.[0];
    expect(issue).toEqual({
      path: 'riders.0.riderId',
      message: 'Rider 094 is not allowed on Term 10.',
      code: 'riderNotAllowed',
      params: { rider: '094', product: { en: 'Term 10', fr: 'Temporaire 10 ans' } },
    });
    expect(issue?.code && problemText({ code: issue.code, params: issue.params ?? {} }, 'fr')).toBe(
      'L’avenant 094 n’est pas permis sur Temporaire 10 ans.',
    );
  });

  it('in a product comparison too', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/concepts',
      payload: {
        input: { ...term10, productId: '0900', wholeLife: { dividendOption: 'PUA' } },
        compareProductIds: ['0602'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The case's own product first, then the product asked for.
    const lines = conceptsResponseSchema.parse(response.json()).productCompare ?? [];
    expect(lines.map((l) => l.productId)).toEqual(['0900', '0602']);
    const line = lines[1];
    expect(line?.ok).toBe(false);
    expect(line?.problems.map((p) => p.code)).toContain('annualDeposit');
  });
});

describe('what a client sees (issue 15 §2)', () => {
  it('compares the case’s product and every product asked for, four in all', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/concepts',
      payload: {
        input: { ...term10, productId: '0900', wholeLife: { dividendOption: 'PUA' } },
        compareProductIds: ['0131', '0132', '0133'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = conceptsResponseSchema.parse(response.json()).productCompare ?? [];
    expect(lines.map((l) => l.productId)).toEqual(['0900', '0131', '0132', '0133']);
  });

  it('issues a new-business case on the illustration date, so its tax status is known', async () => {
    // term10 names no issue date.
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/run',
      payload: { ...term10, productId: '0900', wholeLife: { dividendOption: 'PUA' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(illustrationResultSchema.parse(response.json()).tax.exemptStatus).not.toBeNull();
  });
});

describe('POST /api/illustrations/run', () => {
  it('answers the three bases of a UL illustration as the engine computes them', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/run',
      payload: ul,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = illustrationResultSchema.parse(response.json());
    const engine = illustrateResolved(resolveInput(ul));
    for (const basis of ['guaranteed', 'illustrated', 'alternate'] as const) {
      const ledger = body.ledgers[basis];
      expect(ledger.years).toBe(engine.ledgers[basis].years);
      expect(ledger.columns.cashSurrenderValue).toEqual(
        Array.from(engine.ledgers[basis].cashSurrenderValue.subarray(0, ledger.years)),
      );
      expect(ledger.funds.map((f) => f.fundId)).toEqual(['DI', 'CBF', 'CEFI', 'APEF']);
    }
    expect(body.ledgers.illustrated.columns.age[0]).toBe(35);
    expect(body.ledgers.illustrated.columns.accountValue[9]).toBeGreaterThan(
      body.ledgers.guaranteed.columns.accountValue[9] ?? 0,
    );
  });

  it('issue 15 §2: IRR cells that mean nothing are null; a term has no cash-value IRR at all', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/run',
      payload: term10,
    });
    expect(response.statusCode, response.body).toBe(200);
    const ledger = illustrationResultSchema.parse(response.json()).ledgers.illustrated;
    expect(ledger.columns.irrCashValue.every((cell) => cell === null)).toBe(true);
    // Year 1's death-benefit IRR is thousands of percent: not meaningful. Later years are rates.
    expect(ledger.columns.irrDeathBenefit[0]).toBeNull();
    const last = ledger.columns.irrDeathBenefit[ledger.years - 1];
    expect(typeof last).toBe('number');
    expect(last).toBeLessThanOrEqual(1);
    expect(ledger.limitedFlows).toEqual([]);
  });

  it('issue 24 §2–3: reads a deposit to the cent; refuses a loan above the maximum on its field', async () => {
    const cents = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/run',
      payload: { ...ul, ul: { annualDeposit: 8315.03, withdrawals: [{ year: 8, amount: 19.99 }] } },
    });
    expect(cents.statusCode, cents.body).toBe(200);
    const loan = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/run',
      payload: { ...ul, ul: { annualDeposit: 3000, loans: [{ year: 3, amount: 100_000 }] } },
    });
    expectValidationError(loan, ['ul.loans.0.amount']);
    expect(loan.json().issues[0]).toMatchObject({ code: 'loanAboveMaximum', params: { year: 3 } });
  });

  it('refuses bad input and callers without new business', async () => {
    expectValidationError(
      await as('agent', {
        method: 'POST',
        url: '/api/illustrations/run',
        payload: { ...ul, faceAmount: 10 },
      }),
      ['faceAmount'],
    );
    expectError(
      await as('servicing', { method: 'POST', url: '/api/illustrations/run', payload: ul }),
      403,
      'forbidden',
    );
    expectError(
      await app.inject({ method: 'POST', url: '/api/illustrations/run', payload: ul }),
      401,
      'unauthenticated',
    );
  });
});

describe('the illustration form control items', () => {
  it('are seeded under the illustration form, with both languages, for the field engine', async () => {
    const response = await as('agent', { method: 'GET', url: '/api/GetControlItems' });
    expect(response.statusCode).toBe(200);
    const items =
      response.json<Record<string, { formName: string; captionEn: string; captionFr: string }>>();
    for (const item of ILLUSTRATION_ITEMS) {
      expect(items[item.fieldName], item.fieldName).toMatchObject({
        formName: 'illustration',
        captionEn: item.captionEn,
        captionFr: item.captionFr,
      });
    }
    expect(items.cboRateClass?.captionFr).toBe('Catégorie de tarif');
    expect(items.txtPy1?.captionEn).toBe('Payout years 1');
  });
});

describe('GET /api/illustrations/products', () => {
  it('lists the nine products and five riders with the limits the engine checks', async () => {
    const response = await as('agent', { method: 'GET', url: '/api/illustrations/products' });
    expect(response.statusCode).toBe(200);
    const body = productCatalogueSchema.parse(response.json());
    expect(body.products.map((p) => p.productId).sort()).toEqual([
      '0131',
      '0132',
      '0133',
      '0562',
      '0563',
      '0602',
      '0603',
      '0900',
      '0902',
    ]);
    const term10Setup = body.products.find((p) => p.productId === '0131');
    expect(term10Setup).toMatchObject({ issueAge: { min: 18, max: 70 }, face: { min: 50_000 } });
    const iul = body.products.find((p) => p.productId === '0603');
    expect(iul?.funds.find((f) => f.fundId === 'SPX')?.cap).toBe(9);
    expect(body.riders.map((r) => r.riderId)).toEqual(['093', '094', 'WP', 'ADB', 'CHILD']);
    expectError(
      await as('servicing', { method: 'GET', url: '/api/illustrations/products' }),
      403,
      'forbidden',
    );
  });
});

describe('POST /api/illustrations/concepts', () => {
  const wholeLife: IllustrationInput = {
    productId: '0900',
    faceAmount: 500_000,
    premiumMode: 'Annual',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
    wholeLife: { dividendOption: 'PUA' },
  };

  it('answers every concept asked for, as the engine computes them', async () => {
    const response = await as('agent', {
      method: 'POST',
      url: '/api/illustrations/concepts',
      payload: {
        input: wholeLife,
        compareProductIds: ['0900', '0902'],
        charitableGiving: { intRate: 5, taxRate: 40 },
        insuranceInvestment: { intRate: 6, taxRate: 50 },
        incomePayout: { startAge: 65, payoutYears: 20, loanRate: 6, intRate: 5, taxRate: 45 },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = conceptsResponseSchema.parse(response.json());
    const ledger = illustrateResolved(resolveInput(wholeLife)).ledgers.illustrated;
    expect(body.productCompare?.map((line) => line.ok)).toEqual([true, true]);
    expect(body.charitableGiving?.[0]?.taxCredit).toBe(Math.round((ledger.premium[0] ?? 0) * 0.4));
    expect(body.insuranceInvestment).toHaveLength(ledger.years);
    const { ok, ...income } = incomePayout(ledger, {
      startAge: 65,
      payoutYears: 20,
      loanRate: 0.06,
      intRate: 0.05,
      taxRate: 0.45,
    }) as Extract<ReturnType<typeof incomePayout>, { ok: true }>;
    expect(ok).toBe(true);
    expect(body.incomePayout).toEqual(JSON.parse(JSON.stringify(income)));
    expect(body.internalRateOfReturn).toHaveLength(ledger.years);
    // Issue 15 §2: each compare line says when its cover ends and what it charges, period by period.
    expect(body.productCompare?.map((line) => line.coverEndAge)).toEqual([121, 121]);
    expect(body.productCompare?.[1]?.premiumSchedule[0]).toMatchObject({ fromYear: 1, toYear: 20 });
    expect(body.internalRateOfReturn[0]?.irrDeathBenefit).toBeNull();
  });

  it('refuses rates out of range and a bad illustration input', async () => {
    expectValidationError(
      await as('agent', {
        method: 'POST',
        url: '/api/illustrations/concepts',
        payload: { input: wholeLife, charitableGiving: { intRate: 5, taxRate: 140 } },
      }),
      ['charitableGiving.taxRate'],
    );
    expectValidationError(
      await as('agent', {
        method: 'POST',
        url: '/api/illustrations/concepts',
        payload: { input: { ...wholeLife, faceAmount: 1 } },
      }),
      ['faceAmount'],
    );
    expectError(
      await as('servicing', {
        method: 'POST',
        url: '/api/illustrations/concepts',
        payload: { input: wholeLife },
      }),
      403,
      'forbidden',
    );
  });
});

describe('the form in progress /api/illustrations/draft', () => {
  const form = {
    insuredName: 'Draft Person',
    insuredAge: '52',
    faceAmount: '300000',
    chkCoverPage: true,
  };

  it('keeps one form per user, replaced on each save, and drops it on request', async () => {
    const empty = await as('newagent', { method: 'GET', url: '/api/illustrations/draft' });
    expect(empty.json()).toEqual({ form: null, updatedAt: null });
    const saved = await as('newagent', {
      method: 'PUT',
      url: '/api/illustrations/draft',
      payload: { form },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = { ...form, faceAmount: '400000' };
    await as('newagent', {
      method: 'PUT',
      url: '/api/illustrations/draft',
      payload: { form: next },
    });
    const read = illustrationDraftSchema.parse(
      (await as('newagent', { method: 'GET', url: '/api/illustrations/draft' })).json(),
    );
    expect(read.form).toEqual(next);
    // Another user's draft is theirs alone.
    expect((await as('agent', { method: 'GET', url: '/api/illustrations/draft' })).json()).toEqual({
      form: null,
      updatedAt: null,
    });
    expect(
      (await as('newagent', { method: 'DELETE', url: '/api/illustrations/draft' })).json(),
    ).toEqual({
      deleted: true,
    });
    expect(
      (await as('newagent', { method: 'GET', url: '/api/illustrations/draft' })).json(),
    ).toEqual({
      form: null,
      updatedAt: null,
    });
  });

  it('refuses a form that is not one, anonymous callers and users without new business', async () => {
    expectValidationError(
      await as('agent', {
        method: 'PUT',
        url: '/api/illustrations/draft',
        payload: { form: [1, 2] },
      }),
      ['form'],
    );
    expect(await countRows(app, illustrationDrafts)).toBe(0);
    expectError(
      await app.inject({ method: 'GET', url: '/api/illustrations/draft' }),
      401,
      'unauthenticated',
    );
    expectError(
      await as('servicing', { method: 'PUT', url: '/api/illustrations/draft', payload: { form } }),
      403,
      'forbidden',
    );
  });
});

describe('saved illustrations /api/illustrations', () => {
  const form = {
    productId: '0132',
    faceAmount: '500000',
    insuredName: 'Jean Tremblay',
    chkCoverPage: true,
  };

  async function save(user: string, name: string, clientName: string) {
    clock.advanceMinutes(1);
    const response = await as(user, {
      method: 'POST',
      url: '/api/illustrations',
      payload: { name, clientName, productId: '0132', form },
    });
    expect(response.statusCode, response.body).toBe(200);
    return savedIllustrationSchema.parse(response.json());
  }

  it('saves, lists newest first, searches by client name, opens intact', async () => {
    const first = await save('agent', 'Tremblay term 20', 'Jean Tremblay');
    const second = await save('agent', 'Roy UL', 'Marie Roy');
    expect(first.ownerUsername).toBe('agent');
    const list = savedIllustrationListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/illustrations' })).json(),
    );
    const mine = list.map((c) => c.id);
    expect(mine.indexOf(second.id)).toBeLessThan(mine.indexOf(first.id));
    const found = savedIllustrationListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/illustrations?search=trem' })).json(),
    );
    expect(found.map((c) => c.id)).toEqual([first.id]);
    const none = savedIllustrationListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/illustrations?search=%25' })).json(),
    );
    expect(none).toEqual([]);
    const opened = await as('agent', { method: 'GET', url: `/api/illustrations/${first.id}` });
    expect(opened.statusCode).toBe(200);
    expect(savedIllustrationSchema.parse(opened.json()).form).toEqual(form);
  });

  it('searches as the alpha lookup does: no accents, no case, the client’s or the case’s name', async () => {
    const helene = await save('agent', 'Étude vie entière', 'Hélène Bélanger-Côté');
    const search = async (text: string) =>
      savedIllustrationListSchema
        .parse(
          (
            await as('agent', {
              method: 'GET',
              url: `/api/illustrations?search=${encodeURIComponent(text)}`,
            })
          ).json(),
        )
        .map((c) => c.id);
    for (const text of ['belanger-cote', 'HÉLÈNE', 'côté', 'Helene  Bel', 'etude vie'])
      expect(await search(text), text).toEqual([helene.id]);
    expect(await search('bélanger_')).toEqual([]);
    // Lists name the agent, not the login.
    const [mine] = savedIllustrationListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/illustrations?search=cote' })).json(),
    );
    expect(mine?.ownerName).toBe('Camille Tremblay');
  });

  it('renames, duplicates and deletes', async () => {
    const saved = await save('agent', 'Case A', 'Luc Gagnon');
    clock.advanceMinutes(1);
    const renamed = await as('agent', {
      method: 'PUT',
      url: `/api/illustrations/${saved.id}`,
      payload: { name: 'Case A renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(savedIllustrationSchema.parse(renamed.json())).toMatchObject({
      name: 'Case A renamed',
      form,
    });
    const copy = await as('agent', {
      method: 'POST',
      url: `/api/illustrations/${saved.id}/duplicate`,
    });
    expect(copy.statusCode).toBe(200);
    const duplicated = savedIllustrationSchema.parse(copy.json());
    expect(duplicated.id).not.toBe(saved.id);
    expect(duplicated).toMatchObject({
      name: 'Case A renamed (2)',
      clientName: 'Luc Gagnon',
      form,
    });
    const before = await countRows(app, savedIllustrations);
    const deleted = await as('agent', { method: 'DELETE', url: `/api/illustrations/${saved.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await countRows(app, savedIllustrations)).toBe(before - 1);
    expectError(
      await as('agent', { method: 'DELETE', url: `/api/illustrations/${saved.id}` }),
      404,
      'notFound',
    );
    expectError(
      await as('agent', { method: 'GET', url: `/api/illustrations/${saved.id}` }),
      404,
      'notFound',
    );
  });

  it("keeps each agent's cases to that agent; an administrator sees all", async () => {
    // headoffice has new business but is no administrator: it sees only its own.
    const theirs = savedIllustrationListSchema.parse(
      (await as('headoffice', { method: 'GET', url: '/api/illustrations' })).json(),
    );
    expect(theirs.filter((c) => c.ownerUsername !== 'headoffice')).toEqual([]);
    const saved = await save('agent', 'Private case', 'Hélène Private');
    const other = savedIllustrationListSchema.parse(
      (await as('newagent', { method: 'GET', url: '/api/illustrations' })).json(),
    );
    expect(other.map((c) => c.id)).not.toContain(saved.id);
    for (const request of [
      { method: 'GET' as const, url: `/api/illustrations/${saved.id}` },
      {
        method: 'PUT' as const,
        url: `/api/illustrations/${saved.id}`,
        payload: { name: 'Mine now' },
      },
      { method: 'POST' as const, url: `/api/illustrations/${saved.id}/duplicate` },
      { method: 'DELETE' as const, url: `/api/illustrations/${saved.id}` },
    ]) {
      expectError(await as('newagent', request), 404, 'notFound');
    }
    const unchanged = savedIllustrationSchema.parse(
      (await as('agent', { method: 'GET', url: `/api/illustrations/${saved.id}` })).json(),
    );
    expect(unchanged.name).toBe('Private case');
    const all = savedIllustrationListSchema.parse(
      (await as('admin', { method: 'GET', url: '/api/illustrations' })).json(),
    );
    expect(all.find((c) => c.id === saved.id)?.ownerUsername).toBe('agent');
    expect(
      (await as('admin', { method: 'GET', url: `/api/illustrations/${saved.id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses anonymous callers and users without new business or admin', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/api/illustrations' }),
      401,
      'unauthenticated',
    );
    for (const user of ['servicing', 'noaccess']) {
      expectError(await as(user, { method: 'GET', url: '/api/illustrations' }), 403, 'forbidden');
      expectError(
        await as(user, {
          method: 'POST',
          url: '/api/illustrations',
          payload: { name: 'x', clientName: '', productId: '0131', form },
        }),
        403,
        'forbidden',
      );
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const saved = await save('agent', 'Stays', 'Keep Me');
    const before = await countRows(app, savedIllustrations);
    expectValidationError(
      await as('agent', {
        method: 'POST',
        url: '/api/illustrations',
        payload: { name: '   ', clientName: 'x', productId: '0131', form },
      }),
      ['name'],
    );
    expectValidationError(
      await as('agent', {
        method: 'POST',
        url: '/api/illustrations',
        payload: { name: 'x', clientName: 'x', productId: '0131', form: 'not a form' },
      }),
      ['form'],
    );
    expectValidationError(
      await as('agent', { method: 'PUT', url: `/api/illustrations/${saved.id}`, payload: {} }),
      [''],
    );
    expectValidationError(
      await as('agent', { method: 'GET', url: '/api/illustrations/not-a-uuid' }),
      ['id'],
    );
    expect(await countRows(app, savedIllustrations)).toBe(before);
    const still = savedIllustrationSchema.parse(
      (await as('agent', { method: 'GET', url: `/api/illustrations/${saved.id}` })).json(),
    );
    expect(still.name).toBe('Stays');
  });
});
