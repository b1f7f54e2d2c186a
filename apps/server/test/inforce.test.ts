import { priceAddedRider } from '@portal/actuarial/added-rider';
import type { TokenData } from '@portal/contracts/auth';
import {
  type AlphaLookupRow,
  alphaLookupResponseSchema,
  coverageSetupResponseSchema,
  type GetPolicyResponse,
  getPolicyResponseSchema,
} from '@portal/contracts/inforce';
import { waiverOnBase } from '@portal/domain/inforce/term-rider';
import { type InforcePolicy, POLICY_TYPES } from '@portal/domain/inforce/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENTS, seedGeneratedPolicies, showcasePolicies } from '../src/db/seeds/inforce';
import { countPolicies, loadPolicyWithHistory } from '../src/repositories/inforce';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';

let t: TestApp;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['servicing', 'headoffice', 'agent', 'admin', 'analyst']) {
    tokens[user] = await signIn(t.app, user);
  }
}, 60_000);
afterAll(async () => {
  await t?.app.close();
});

/**
 * These calls are not re-validated as they are sent (decision 0017): their answers must be their
 * contract exactly, with nothing the schema would strip or change.
 */
function exactly<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toStrictEqual(body);
  return parsed;
}

function getPolicy(user: string, payload: unknown) {
  return injectAs(t.app, tokens[user] as TokenData, {
    method: 'POST',
    url: '/api/getpolicy',
    payload: payload as object,
  });
}
async function load(user: string, policyNumber: string): Promise<GetPolicyResponse> {
  const response = await getPolicy(user, { policyNumber, user: { username: user } });
  expect(response.statusCode, response.body).toBe(200);
  return exactly(getPolicyResponseSchema, response.json());
}
function alpha(user: string, payload: unknown) {
  return injectAs(t.app, tokens[user] as TokenData, {
    method: 'POST',
    url: '/api/AlphaLookup',
    payload: payload as object,
  });
}
async function lookup(user: string, payload: object): Promise<AlphaLookupRow[]> {
  const response = await alpha(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return exactly(alphaLookupResponseSchema, response.json());
}

async function loadDocument(policyNumber: string): Promise<InforcePolicy> {
  const body = await load('servicing', policyNumber);
  if (!body.inforcePolicy) throw new Error(`${policyNumber} did not load`);
  return body.inforcePolicy as InforcePolicy;
}

describe('POST /api/getpolicy', () => {
  it('loads a showcase policy with its illustration copy, status and the current date', async () => {
    const body = await load('servicing', 'WL100001');
    expect(body.errorCode).toBe(1);
    expect(body.currentDate).toBe('2026-03-02');
    expect(body.inforcePolicy?.policyNumber).toBe('WL100001');
    expect(body.inforcePolicy?.currentDate).toBe('2026-03-02');
    expect(body.inforcePolicy?.coverages[0]?.beneficiaries.length).toBeGreaterThan(5);
    expect(body.policy?.coverages.map((c) => c.coverageID)).toEqual(
      body.inforcePolicy?.coverages.map((c) => c.coverageID),
    );
    expect(body.policyStatus?.policyStatusCode).toBe('10');
  });

  it('finds a number typed in lower case or with spaces around it', async () => {
    expect((await load('servicing', '  wl100001 ')).inforcePolicy?.policyNumber).toBe('WL100001');
  });

  it('has a loadable showcase policy of each of the 17 policy types', async () => {
    const types = new Set<string>();
    for (const { policy, loadResult } of showcasePolicies()) {
      if (![1, 3, 5, 9].includes(loadResult)) continue;
      const body = await load('headoffice', policy.policyNumber);
      expect(body.errorCode).toBe(loadResult);
      types.add(body.inforcePolicy?.policyType ?? '');
    }
    expect([...types].sort()).toEqual([...POLICY_TYPES].sort());
  });

  it.each([
    ['WL100002', 5, true],
    ['DI100001', 3, true],
    ['WL100005', 9, true],
    ['PU100002', 9, true],
    ['LT100003', 4, false],
    ['TC100002', 10, false],
    ['NO999999', 2, false],
  ])('%s answers errorCode %s (tree: %s)', async (number, code, withPolicy) => {
    const body = await load('headoffice', number);
    expect(body.errorCode).toBe(code);
    expect(body.inforcePolicy !== null).toBe(withPolicy);
    expect(body.policy !== null).toBe(withPolicy);
  });

  describe('who sees which policy', () => {
    const other = () =>
      showcasePolicies().find(
        (p) => p.policy.agent.agentID === DEMO_AGENTS[1].agentID && p.loadResult === 1,
      )?.policy.policyNumber as string;
    it('head office and servicing see every policy', async () => {
      expect((await load('headoffice', other())).errorCode).toBe(1);
      expect((await load('servicing', other())).errorCode).toBe(1);
    });
    it('an agent sees their own policies and those they wrote', async () => {
      expect((await load('agent', 'WL100001')).errorCode).toBe(1);
      const written = await load('agent', 'LT100004');
      expect(written.errorCode).toBe(1);
      expect(written.inforcePolicy?.agent.agentID).not.toBe('BA10234');
      expect(written.inforcePolicy?.writingAgent.agentID).toBe('BA10234');
    });
    it("another agent's policy is answered exactly as one that does not exist", async () => {
      const hidden = await load('agent', other());
      const missing = await load('agent', 'ZZ000000');
      expect(hidden).toEqual(missing);
      expect(hidden.errorCode).toBe(2);
    });
    it('calls made together (one query for all of them) are answered each for its own user', async () => {
      // The guard's sessions and the policies of one turn are read together (coalesced-reads.ts):
      // who asked decides what each answer holds.
      const [hidden, servicing, own, missing, headoffice] = await Promise.all([
        load('agent', other()),
        load('servicing', other()),
        load('agent', 'WL100001'),
        load('servicing', 'ZZ000000'),
        load('headoffice', 'WL100001'),
      ]);
      expect(hidden.errorCode).toBe(2);
      expect(hidden.inforcePolicy).toBeNull();
      expect(servicing.inforcePolicy?.policyNumber).toBe(other());
      expect(own.inforcePolicy?.policyNumber).toBe('WL100001');
      expect(missing.errorCode).toBe(2);
      expect(headoffice.inforcePolicy?.policyNumber).toBe('WL100001');
    });
    it('without the inforce permission: 403; anonymous: 401', async () => {
      expectError(await getPolicy('admin', { policyNumber: 'WL100001' }), 403, 'forbidden');
      expectError(await getPolicy('analyst', { policyNumber: 'WL100001' }), 403, 'forbidden');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/getpolicy',
        payload: { policyNumber: 'WL100001' },
      });
      expectError(anonymous, 401, 'unauthenticated');
    });
  });

  describe('bad policy numbers are answered cleanly and change nothing', () => {
    it('empty, missing, blank, too long (10 kB) and not a string: 400 naming policyNumber', async () => {
      const before = await countPolicies(t.app.db);
      for (const policyNumber of [
        '',
        '   ',
        'x'.repeat(10_240),
        42,
        null,
        ['WL100001'],
        '\u0000WL100001',
        'WL\n1',
      ]) {
        expectValidationError(await getPolicy('servicing', { policyNumber }), ['policyNumber']);
      }
      expectValidationError(await getPolicy('servicing', {}), ['policyNumber']);
      expect(await countPolicies(t.app.db)).toBe(before);
    });
    it.each([
      "' OR '1'='1",
      'WL1%',
      'WL10000_',
      '1; DROP TABLE',
      '<script>x</script>',
      'ＷＬ１０００００１',
      '🙂🙂🙂',
    ])('%j: not found', async (policyNumber) => {
      const before = await countPolicies(t.app.db);
      const body = await load('servicing', policyNumber);
      expect(body.errorCode).toBe(2);
      expect(body.inforcePolicy).toBeNull();
      expect(await countPolicies(t.app.db)).toBe(before);
      expect((await load('servicing', 'WL100001')).errorCode).toBe(1);
    });
  });
});

describe('POST /api/AlphaLookup', () => {
  it('finds by a partial French name, whatever the accents and capitals', async () => {
    for (const lastName of ['bél', 'BEL', 'Bélanger-C', 'belanger-cote']) {
      const rows = await lookup('servicing', {
        firstName: 'hél',
        middleName: '',
        lastName,
        user: {},
      });
      expect(rows.map((r) => r.policyNumber)).toContain('WL100001');
      expect(rows.every((r) => r.errorCode === 1 && r.errorMessage === '')).toBe(true);
    }
    const [row] = await lookup('servicing', { firstName: 'Helene', lastName: 'Belanger' });
    expect(row).toMatchObject({
      firstName: 'Hélène',
      lastName: 'Bélanger-Côté',
      role: 'Owner',
      policyType: 'WholeLife',
    });
  });

  it('middle name narrows the search', async () => {
    expect(
      await lookup('servicing', { firstName: 'Hél', middleName: 'mar', lastName: 'Bél' }),
    ).toHaveLength(1);
    const none = await lookup('servicing', { firstName: 'Hél', middleName: 'zz', lastName: 'Bél' });
    expect(none[0]?.errorCode).toBe(2);
  });

  it('no match, no name: one row with errorCode 2 and a message in the user’s language', async () => {
    const [none] = await lookup('servicing', { firstName: '', middleName: '', lastName: 'Zzyzx' });
    expect(none).toMatchObject({
      errorCode: 2,
      errorMessage: 'No policy matches this name.',
      policyNumber: '',
    });
    const [noName] = await lookup('servicing', { firstName: ' ', middleName: 'x', lastName: '' });
    expect(noName).toMatchObject({
      errorCode: 2,
      errorMessage: 'Enter a last name or a first name.',
    });
  });

  it('LIKE wildcards and SQL-looking input are plain text', async () => {
    for (const lastName of ['%', '_', '\\', "' or 1=1 --", '%%%']) {
      const rows = await lookup('servicing', { lastName });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.errorCode).toBe(2);
    }
  });

  it('refuses names longer than 60 characters and names that are not strings (400)', async () => {
    expectValidationError(await alpha('servicing', { lastName: 'x'.repeat(10_240) }), ['lastName']);
    expectValidationError(await alpha('servicing', { firstName: 7 }), ['firstName']);
    expectValidationError(await alpha('servicing', { lastName: 'B\u0000' }), ['lastName']);
  });

  it('an agent finds only policies they may see', async () => {
    const other = showcasePolicies().find((p) => p.policy.policyNumber === 'WL100007')?.policy;
    const owner = other?.owners[0];
    if (!owner) throw new Error('no WL100007 owner');
    const all = await lookup('headoffice', {
      firstName: owner.firstName,
      lastName: owner.lastName,
    });
    expect(all.map((r) => r.policyNumber)).toContain('WL100007');
    const mine = await lookup('agent', { firstName: owner.firstName, lastName: owner.lastName });
    expect(mine.map((r) => r.policyNumber)).not.toContain('WL100007');
  });

  it('more matches than the limit: errorCode 2 asking for more of the name', async () => {
    await seedGeneratedPolicies(t.app.db, 600);
    const [row, ...rest] = await lookup('servicing', { lastName: 'b' });
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      errorCode: 2,
      errorMessage: 'More than 50 policies match: add more of the name.',
    });
    const generated = await load('servicing', 'G000000600');
    expect(generated.inforcePolicy?.policyNumber ?? generated.errorCode).toBeTruthy();
    // The loader leaves the planner's statistics in place for the tables it filled.
    // (Both drivers answer raw SQL as { rows }.)
    const analyzed = (await t.app.db.execute(
      sql`SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL AND relname IN ('inforce_policies', 'inforce_policy_names') ORDER BY relname`,
    )) as unknown as { rows: { relname: string }[] };
    expect(analyzed.rows.map((r) => r.relname)).toEqual([
      'inforce_policies',
      'inforce_policy_names',
    ]);
  }, 60_000);

  it('without the inforce permission: 403', async () => {
    expectError(await alpha('admin', { lastName: 'Bél' }), 403, 'forbidden');
  });
});

describe('POST /api/GetCoverageSetup', () => {
  const rider = (prodID: string) => ({
    coverageID: '9',
    parentCoverageID: '1',
    coverageType: 'RIDER',
    riderType: 'TERM',
    policyType: 'WholeLife',
    faceAmount: 100_000,
    initialFaceAmount: 100_000,
    productSetup: { prodID, planCode: prodID === '094' ? '08U101' : '06T101', name: '' },
    premiumRateData: { rate: null, annualPremium: 0 },
  });
  const setup = (user: string, payload: unknown) =>
    injectAs(t.app, tokens[user] as TokenData, {
      method: 'POST',
      url: '/api/GetCoverageSetup',
      payload: payload as object,
    });

  it.each([
    ['093', '06T101', 'Term 10 - 2006 (Base Insured)', false],
    ['094', '08U101', 'UL - 2008 Term 10 Rider - Base Insured', true],
  ])('%s gets its setup from the product data', async (prodID, planCode, name, monthly) => {
    const response = await setup('servicing', rider(prodID));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      coverageID: '9',
      faceAmount: 100_000,
      productSetup: {
        prodID,
        planCode,
        name,
        chargedMonthly: monthly,
        unitValue: 1000,
        minIssueAge: 18,
        maxIssueAge: 70,
      },
    });
  });
  it('an unknown product is a 404; a malformed coverage a 400; no inforce a 403', async () => {
    expectError(await setup('servicing', rider('0900')), 404, 'notFound');
    expectValidationError(await setup('servicing', { ...rider('093'), faceAmount: -5 }), [
      'faceAmount',
    ]);
    expectError(await setup('admin', rider('093')), 403, 'forbidden');
  });

  describe('with the rider being added to a policy (issue 15 §3)', () => {
    const life = {
      issueAge: 45,
      sex: 'M',
      smokeClass: 'N',
      rating: 100,
      flatExtra: 0,
      flatExtraDuration: 0,
    };
    const adding = (policyNumber: string, prodID = '093', insured: object = life) => ({
      ...rider(prodID),
      faceAmount: 150_000,
      addedRider: { policyNumber, insured },
    });

    it('prices the rider and the waiver copied onto it with the engine', async () => {
      const response = await setup('servicing', adding('WL100001'));
      expect(response.statusCode, response.body).toBe(200);
      const body = coverageSetupResponseSchema.parse(response.json());
      const engine = priceAddedRider({
        riderId: '093',
        faceAmount: 150_000,
        insured: life,
        waiver:
          waiverOnBase(
            { ...(await loadDocument('WL100001')), currentDate: '2026-03-02' },
            '2026-03-02',
          ) ?? undefined,
      });
      if (!engine.ok) throw new Error('engine refused');
      expect(body.addedRiderPremium).toEqual({
        annualPremium: engine.value.annualPremium / 100,
        premFlatExtra: 0,
        ratePer1000: engine.value.ratePer1000,
        chargedMonthly: false,
        waiverAnnualPremium: (engine.value.waiver?.annualPremium ?? 0) / 100,
      });
      expect(body.addedRiderPremium?.annualPremium).toBeGreaterThan(0);
      expect(body.addedRiderPremium?.waiverAnnualPremium).toBeGreaterThan(0);
      expect(body.premiumRateData).toEqual({
        rate: engine.value.ratePer1000,
        annualPremium: engine.value.annualPremium / 100,
      });
      // UL takes the UL rider, charged monthly; no waiver to copy without a base waiver.
      const ul = await setup('servicing', adding('UL100001', '094'));
      expect(ul.statusCode, ul.body).toBe(200);
      expect(ul.json().addedRiderPremium).toMatchObject({ chargedMonthly: true });
    });

    it.each([
      ['WL100002', 'a death claim is on this policy'],
      ['LT100002', 'this policy is not in force'],
      ['PU100001', 'this policy is paid up'],
      ['WL100006', 'while the premiums are waived'],
      ['RF100001', 'this type of policy'],
      ['LF100001', 'this type of policy'],
    ])('refuses %s: %s', async (number, reason) => {
      const response = await setup('servicing', adding(number));
      expectValidationError(response, ['addedRider.policyNumber']);
      expect(response.json().message).toContain(reason);
    });

    it('refuses the wrong rider product, an age outside the rider’s, and a policy not visible', async () => {
      expectValidationError(await setup('servicing', adding('UL100001', '093')), [
        'productSetup.prodID',
      ]);
      expectValidationError(
        await setup('servicing', adding('LT100001', '093', { ...life, issueAge: 75 })),
        ['addedRider.insured.issueAge'],
      );
      // BA10311's policy, for the agent BA10234, is not found (decision 0010).
      expectError(await setup('agent', adding('WL100007')), 404, 'notFound');
      expectError(await setup('servicing', adding('NOPE0000')), 404, 'notFound');
    });
  });
});

describe('loadPolicyWithHistory (for the policy-progress report)', () => {
  it('gives the policy and one row per past anniversary, oldest first', async () => {
    const loaded = await loadPolicyWithHistory(t.app.db, 'WL100001', { kind: 'all' });
    expect(loaded?.document.policyNumber).toBe('WL100001');
    const years = loaded?.history.map((h) => h.policyYear) ?? [];
    expect(years.length).toBeGreaterThan(0);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const paid = loaded?.history.map((h) => h.premiumsPaid) ?? [];
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(
      await loadPolicyWithHistory(t.app.db, 'WL100007', { kind: 'agent', agentID: 'BA10234' }),
    ).toBeNull();
  });
});
