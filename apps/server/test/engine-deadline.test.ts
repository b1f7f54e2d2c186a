// Issue 26 §1: no single request freezes the server. The worst inputs go to every call that
// runs the engine, over real sockets, while /health is asked again and again: /health keeps
// answering within a second (the engine runs off the event loop, decision 0021), and every
// hostile call is refused with a 4xx or a 503 (or, within the limits, answered), never a 500.
import type { AddressInfo } from 'node:net';
import type { IllustrationInput } from '@portal/actuarial/input';
import { ENGINE_LIMITS, productLimits } from '@portal/actuarial/products/limits';
import type { TokenData } from '@portal/contracts/auth';
import { errorResponseSchema } from '@portal/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnFreshDatabase } from '../src/app';
import { createEnginePool, type EnginePool } from '../src/engine/pool';
import { testConfig } from './helpers/app';
import { testDatabaseTarget } from './helpers/database';
import { sessionHeaders, signIn } from './helpers/http';

const ulLimits = productLimits('0602');
const ulPlan = { annualDeposit: 3000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } };
const ul: IllustrationInput = {
  productId: '0602',
  faceAmount: 250_000,
  premiumMode: 'Monthly',
  insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 35 }],
  ul: ulPlan,
};
const par: IllustrationInput = {
  productId: '0900',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 35 }],
  wholeLife: { dividendOption: 'PUA' },
};
/** A flow every year from the second (the first has no cash value to draw on). */
const everyYear = (amount: number) =>
  Array.from({ length: ENGINE_LIMITS.cashFlows - 1 }, (_, i) => ({ year: i + 2, amount }));

/** The largest case the UL product allows: the most years, face and deposit, every flow. */
const ulWorstWithin: IllustrationInput = {
  ...ul,
  faceAmount: ulLimits.face.max,
  insureds: [{ sex: 'M', smokeClass: 'S', issueAge: ulLimits.issueAge.min, flatExtra: 100 }],
  ul: {
    ...ulPlan,
    annualDeposit: ulLimits.ul?.annualDeposit.max ?? 0,
    depositYears: ulLimits.ul?.depositYears.max,
    withdrawals: everyYear(100),
    loans: everyYear(100),
  },
};
const payout = { startAge: 65, payoutYears: 60, loanRate: 0, intRate: 100, taxRate: 0 };

/** Inputs beyond the products' limits, each with the field and code its 400 names. */
const beyond: [string, IllustrationInput, string, string][] = [
  [
    'a huge UL deposit',
    { ...ul, ul: { ...ulPlan, annualDeposit: 1e15 } },
    'ul.annualDeposit',
    'annualDepositRange',
  ],
  ['a face past the maximum', { ...ul, faceAmount: 1e12 }, 'faceAmount', 'faceRange'],
  [
    'an insured aged 200',
    { ...par, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 200 }] },
    'insureds.0.issueAge',
    'issueAgeOutside',
  ],
  [
    'an insured aged −40',
    { ...ul, insureds: [{ sex: 'M', smokeClass: 'N', issueAge: -40 }] },
    'insureds.0.issueAge',
    'issueAgeOutside',
  ],
  [
    'deposits for a billion years',
    { ...ul, ul: { ...ulPlan, depositYears: 1e9 } },
    'ul.depositYears',
    'depositYears',
  ],
  [
    'a withdrawal in year 10⁹',
    { ...ul, ul: { ...ulPlan, withdrawals: [{ year: 1e9, amount: 1 }] } },
    'ul.withdrawals.0',
    'flow',
  ],
  [
    'a rider of a billion dollars',
    { ...ul, riders: [{ riderId: '094', faceAmount: 1e9 }] },
    'riders.0.faceAmount',
    'riderFace',
  ],
  [
    'a flat extra for 10⁹ years',
    {
      ...ul,
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40, flatExtra: 5, flatExtraDuration: 1e9 }],
    },
    'insureds.0.flatExtraDuration',
    'flatExtraDuration',
  ],
];

interface Call {
  name: string;
  url: string;
  body: object;
  /** What the call must answer: a refusal naming this field and code, or any non-500. */
  refused?: { path: string; code: string };
}

const calls: Call[] = [];
for (const [name, input, path, code] of beyond) {
  calls.push(
    {
      name: `premium: ${name}`,
      url: '/api/GetFirstYearPremium',
      body: input,
      refused: { path, code },
    },
    { name: `run: ${name}`, url: '/api/illustrations/run', body: input, refused: { path, code } },
    {
      name: `concepts: ${name}`,
      url: '/api/illustrations/concepts',
      body: { input, incomePayout: payout },
      refused: { path, code },
    },
  );
}
/** The largest UL case at the highest fund rates the product allows. */
const ulWorstRates: IllustrationInput = {
  ...ulWorstWithin,
  ul: {
    ...(ulWorstWithin.ul ?? ulPlan),
    fundRates: { DI: 20, CBF: 20, CEFI: 20, APEF: 20 },
  },
};
const highest = { intRate: 100, taxRate: 99 };
calls.push(
  { name: 'premium: the largest UL case', url: '/api/GetFirstYearPremium', body: ulWorstWithin },
  { name: 'run: the largest UL case', url: '/api/illustrations/run', body: ulWorstWithin },
  {
    name: 'concepts: income search on the largest UL case, three products compared',
    url: '/api/illustrations/concepts',
    body: {
      input: ulWorstWithin,
      incomePayout: { ...payout, intRate: 5 },
      charitableGiving: { intRate: 5, taxRate: 40 },
      insuranceInvestment: { intRate: 5, taxRate: 45 },
      compareProductIds: ['0131', '0900', '0603'],
    },
  },
  // Past 2⁵³ cents a value is no longer exact: refused on the lever, never a wrong number or a 500.
  {
    name: 'run: the largest UL case at 20 % a year',
    url: '/api/illustrations/run',
    body: ulWorstRates,
    refused: { path: 'ul.annualDeposit', code: 'ledgerTooLarge' },
  },
  {
    name: 'concepts: the largest UL case at 20 % a year',
    url: '/api/illustrations/concepts',
    body: { input: ulWorstRates, incomePayout: { ...payout, intRate: 5 } },
    refused: { path: 'ul.annualDeposit', code: 'ledgerTooLarge' },
  },
  {
    name: 'concepts: the largest UL case with its concepts at 100 %',
    url: '/api/illustrations/concepts',
    body: {
      input: ulWorstWithin,
      incomePayout: payout,
      charitableGiving: highest,
      insuranceInvestment: highest,
    },
    refused: { path: 'charitableGiving.intRate', code: 'conceptTooLarge' },
  },
);

/** A report call on this case: Excel only (the engine's work, not the PDF compiler's). */
const report = (input: IllustrationInput) => ({
  reportName: 'illustration',
  reportNumber: 4,
  insuranceData: input,
  isRunPDF: false,
  isRunExcel: true,
  formData: { ownerName: 'Jeanne Tremblay', insuredName: 'Jeanne Tremblay', pages: {} },
});

let app: FastifyInstance;
let base: string;
let tokens: TokenData;

async function listening(engine?: EnginePool) {
  const built = await buildAppOnFreshDatabase(testConfig(), testDatabaseTarget(), { engine });
  await built.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.server.address() as AddressInfo;
  return { app: built, base: `http://127.0.0.1:${port}`, tokens: await signIn(built, 'agent') };
}

const post = (url: string, body: object, as = tokens, at = base) =>
  fetch(`${at}${url}`, {
    method: 'POST',
    headers: { ...sessionHeaders(as), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Asks /health one after the other until `work` settles: every answer must be a 200 that took
 * less than a second. Answers how many were asked.
 */
async function healthMeanwhile<T>(
  at: string,
  work: Promise<T>,
): Promise<{ out: T; asked: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let asked = 0;
  const slow: number[] = [];
  while (!done || asked === 0) {
    const started = performance.now();
    const response = await fetch(`${at}/health`, { signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (took >= 1_000) slow.push(Math.round(took));
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(slow, 'health answers that took a second or more (ms)').toEqual([]);
  return { out: await settled, asked };
}

beforeAll(async () => {
  ({ app, base, tokens } = await listening());
});
afterAll(async () => {
  await app?.close();
});

describe('the worst inputs at every engine call, with /health asked meanwhile', () => {
  it('refuses each input beyond its product with a 400 naming the field and the engine code, and answers the largest allowed case', async () => {
    const { out: answers, asked } = await healthMeanwhile(
      base,
      Promise.all(
        calls.map(async (call) => {
          const response = await post(call.url, call.body);
          return { call, status: response.status, body: (await response.json()) as unknown };
        }),
      ),
    );
    expect(asked).toBeGreaterThan(0);
    for (const { call, status, body } of answers) {
      if (call.refused) {
        expect(status, call.name).toBe(400);
        const error = errorResponseSchema.parse(body);
        expect(error.code, call.name).toBe('validation');
        expect(error.issues?.find((i) => i.path === call.refused?.path)?.code, call.name).toBe(
          call.refused.code,
        );
      } else {
        // Within the limits: answered, or at worst refused for load, never a server fault.
        expect([200, 503], call.name).toContain(status);
      }
    }
  });

  it('refuses those inputs on the report calls before any engine work (result code 2), and reports the largest allowed case', async () => {
    const bodies = [
      ...beyond.map(([, input]) => report(input)),
      report(ulWorstRates),
      report(ulWorstWithin),
      { ...report(ulWorstWithin), reportName: 'policyProgress', insuranceData: undefined },
    ];
    const { out: answers } = await healthMeanwhile(
      base,
      Promise.all(
        bodies.map(async (body) => {
          const response = await post('/api/ReportData', body);
          return {
            status: response.status,
            body: (await response.json()) as { resultCode?: number; errorText?: string },
          };
        }),
      ),
    );
    const refusals = answers.slice(0, beyond.length + 1);
    for (const [i, answer] of refusals.entries()) {
      // The report protocol (decision 0012): the engine's refusal is result code 2, named.
      const name = beyond[i]?.[0] ?? 'the largest case at 20 %';
      const field = beyond[i]?.[2] ?? 'ul.annualDeposit';
      // Or the engine too busy: a 503, not a report result.
      if (answer.status === 503) continue;
      expect(answer.status, name).toBe(200);
      expect(answer.body.resultCode, name).toBe(2);
      expect(answer.body.errorText, name).toMatch(/^The illustration cannot be calculated: /);
      expect(answer.body.errorText, name).toContain(`${field}: `);
    }
    const largest = answers[beyond.length + 1];
    expect([200, 503]).toContain(largest?.status);
    if (largest?.status === 200) expect(largest.body.resultCode).toBe(0);
    // The progress report without a policy number: refused by the protocol, not a fault.
    expect(answers[beyond.length + 2]?.status).toBe(200);
  });
});

describe('an engine past its deadline or full', () => {
  let engine: EnginePool;
  let held: { app: FastifyInstance; base: string; tokens: TokenData };
  beforeAll(async () => {
    engine = createEnginePool({ threads: 1, maxQueue: 1, deadlineMs: 1_000, testJobs: true });
    held = await listening(engine);
  });
  afterAll(async () => {
    await held?.app.close();
    await engine?.close();
  });

  const stuck = () => engine.runTestJob('spin', Number.POSITIVE_INFINITY, 60_000).catch((e) => e);

  it('answers 503 engineTimeout with Retry-After when the job passes its deadline, while /health answers', async () => {
    // The one thread is stuck: the call's job waits in the queue until its deadline.
    const holding = stuck();
    const { out: response } = await healthMeanwhile(
      held.base,
      post('/api/illustrations/run', ul, held.tokens, held.base),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(errorResponseSchema.parse(await response.json()).code).toBe('engineTimeout');
    // The same for the concepts and a report.
    const concepts = await post(
      '/api/illustrations/concepts',
      { input: ul },
      held.tokens,
      held.base,
    );
    expect(concepts.status).toBe(503);
    expect(errorResponseSchema.parse(await concepts.json()).code).toBe('engineTimeout');
    const reported = await post('/api/ReportData', report(ul), held.tokens, held.base);
    expect(reported.status).toBe(503);
    expect(errorResponseSchema.parse(await reported.json()).code).toBe('engineTimeout');
    // A single premium does not wait for the engine's threads (decision 0021).
    expect((await post('/api/GetFirstYearPremium', ul, held.tokens, held.base)).status).toBe(200);
    expect(engine.pending).toBe(1);
    void holding;
  });

  it('answers 503 engineBusy with Retry-After at once when the queue is full', async () => {
    // The stuck job from above still holds the thread; one more fills the queue.
    const queued = stuck();
    expect(engine.pending).toBe(2);
    const response = await post('/api/illustrations/run', ul, held.tokens, held.base);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(errorResponseSchema.parse(await response.json()).code).toBe('engineBusy');
    void queued;
  });
});
