import { sharedOwnership } from '@portal/actuarial/shared-ownership';
import type { TokenData } from '@portal/contracts/auth';
import {
  SHARED_FORMS,
  sharedDefaults,
  sharedEngineInput,
  sharedOwnershipResponseSchema,
} from '@portal/contracts/shared-ownership';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlItems } from '../src/db/tables/fields';
import { createTestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';

let app: FastifyInstance;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  // The values, not the deadline, are under test here (engine-deadline.test.ts has that): a
  // thread's first job loads the engine under tsx, slow on a busy machine.
  ({ app } = await createTestApp({ env: { ENGINE_DEADLINE_MS: '60000' } }));
  for (const user of ['agent', 'servicing']) tokens[user] = await signIn(app, user);
});
afterAll(async () => {
  await app?.close();
});

/** The slideshow's Finish: the four sections merged flat with the form name and the flag. */
function merged(over: Record<string, string | boolean> = {}) {
  const sections = sharedDefaults();
  return {
    ...sections.personalInfo,
    ...sections.beneficiaryDesignations,
    ...sections.productSelection,
    ...sections.premiumAllocation,
    txtSharedInsuredName: 'Alex Tremblay',
    txtCompanyName: 'Tremblay Manufacturing Inc.',
    formName: 'sharedOwnership',
    finished: true,
    ...over,
  };
}

const post = (user: string, data: unknown) =>
  injectAs(app, tokens[user] as TokenData, {
    method: 'POST',
    url: '/api/illustrations/shared-ownership',
    payload: { data },
  });

describe('POST /api/illustrations/shared-ownership (issue 21 §2)', () => {
  it('answers the engine’s split on both bases, computed in the engine pool', async () => {
    const response = await post('agent', merged());
    expect(response.statusCode, response.body).toBe(200);
    const body = sharedOwnershipResponseSchema.parse(response.json());
    const expected = sharedOwnership(sharedEngineInput(merged()));
    if (!expected.ok) throw new Error('the defaults must illustrate');
    expect(body.illustrated.end).toEqual(expected.value.illustrated.end);
    expect(body.guaranteed.rows).toEqual(expected.value.guaranteed.rows);
    expect(body.annualDeposit).toBe(1_000_000);
    expect(body.illustrated.rows[0]?.employerDeposit).toBe(1_000_000);
    const year1 = body.illustrated.rows[0];
    expect((year1?.executiveShare ?? 0) + (year1?.corporationShare ?? 0)).toBe(
      year1?.totalDeathBenefit,
    );
  });

  it('refuses allocations that do not total 100 % on the form’s field, in the engine’s words', async () => {
    const response = await post(
      'agent',
      merged({ chkSharedFundSelection3: true, txtSharedFundSelectionAllocationPercent3: '25' }),
    );
    expectValidationError(response, ['txtSharedFundSelectionAllocationPercent1']);
    const issue = response.json().issues[0];
    expect(issue.code).toBe('allocationTotal');
    expect(issue.params).toEqual({ total: 125 });
  });

  it('refuses periods that do not fit, on their fields, and computes nothing', async () => {
    const response = await post(
      'agent',
      merged({ txtSharedEmployerPayPeriod: '40', txtSharedRetirementAge: '25' }),
    );
    expectValidationError(response, ['txtSharedRetirementAge', 'txtSharedEmployerPayPeriod']);
  });

  it('refuses a body that is not the merged form, before the engine', async () => {
    const response = await post('agent', { ...merged(), formName: 'other' });
    expect(response.statusCode).toBe(400);
  });

  it('is a new-business call', async () => {
    expectError(await post('servicing', merged()), 403, 'forbidden');
  });

  it('seeds the four sections’ control items, one form name each', async () => {
    const rows = await app.db.select().from(controlItems);
    const forms = new Set(rows.map((row) => row.formName));
    for (const form of Object.values(SHARED_FORMS)) expect(forms.has(form)).toBe(true);
    const names = rows.map((row) => row.fieldName);
    expect(names).toContain('txtSharedFundSelectionInterestRate4');
    expect(names).toContain('chkSharedIrrevocable5');
    expect(names).not.toContain('chkSharedFundSelection1');
  });
});
