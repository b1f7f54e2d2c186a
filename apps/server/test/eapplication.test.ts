import { randomBytes } from 'node:crypto';
import { productIds } from '@portal/actuarial/products/types';
import type { TokenData } from '@portal/contracts/auth';
import {
  eAppDraftSchema,
  eApplicationListSchema,
  eApplicationSchema,
  eAppSettingsSchema,
} from '@portal/contracts/eapplication';
import type { StoredControlItem } from '@portal/contracts/fields';
import { eapplicationEn } from '@portal/contracts/i18n/areas/eapplication';
import { firstYearPremiumResponseSchema } from '@portal/contracts/illustration';
import type { EAppForm } from '@portal/domain/eapp/form';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { EAPP_MESSAGES } from '@portal/domain/eapp/validate';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eapplicationHistory, eapplications } from '../src/db/tables/eapplication';
import { open } from '../src/eapp/secrets';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { endedSession, expectAnsweredByJob, expectJobRefused } from './helpers/report-jobs';
import { countRows } from './helpers/rows';
import { fold, pdfPages } from './reports-helpers';

const KEY = randomBytes(32);
let app: FastifyInstance;
let clock: TestClock;
const tokens: Record<string, TokenData> = {};

beforeAll(async () => {
  ({ app, clock } = await createTestApp({ env: { EAPP_ENCRYPTION_KEY: KEY.toString('base64') } }));
  for (const user of ['agent', 'agentfr', 'newagent', 'eappadmin', 'servicing', 'developer']) {
    tokens[user] = await signIn(app, user);
  }
});
afterAll(async () => {
  await app?.close();
});

const as = (user: string, request: Parameters<typeof injectAs>[2]) =>
  injectAs(app, tokens[user] as TokenData, request);
const submit = (user: string, form: EAppForm, headers: Record<string, string> = {}) =>
  as(user, { method: 'POST', url: '/api/eapplications', payload: { form }, headers });

describe('Submit (issue 20 §2)', () => {
  it('stores an accepted application with a number, the submitted status and its history', async () => {
    const before = await countRows(app, eapplications);
    const response = await submit('agent', completeForm());
    expect(response.statusCode, response.body).toBe(200);
    const saved = eApplicationSchema.parse(response.json());
    expect(saved.number).toMatch(/^EA-\d{4}-\d{6}$/);
    expect(saved.status).toBe('submitted');
    expect(saved.clientName).toBe('Camille Roy');
    expect(saved.history).toEqual([
      expect.objectContaining({ event: 'submitted', toStatus: 'submitted', fromStatus: null }),
    ]);
    // Masked in what comes back: the account but its last 3 digits.
    expect(saved.accountMasked).toBe('••••567');
    expect(saved.form.ownerSin).toBe('••••••286');
    expect(await countRows(app, eapplications)).toBe(before + 1);
  });

  it('keeps the SIN and bank numbers encrypted: unreadable in the raw table, opened with the key', async () => {
    const response = await submit('agent', completeForm({ accountNumber: '7654321' }));
    const saved = eApplicationSchema.parse(response.json());
    const raw = (await app.db.execute(
      sql`select row_to_json(e)::text as row from eapplications e where id = ${saved.id}`,
    )) as unknown as { rows: { row: string }[] };
    const text = raw.rows[0]?.row ?? '';
    expect(text).toContain(saved.number);
    for (const secret of ['7654321', '046454286', '046 454 286', '12345']) {
      expect(text).not.toContain(secret);
    }
    const [row] = await app.db
      .select({ secrets: eapplications.secrets })
      .from(eapplications)
      .where(eq(eapplications.id, saved.id));
    expect(open(KEY, row?.secrets ?? '', saved.id)).toEqual({
      ownerSin: '046 454 286',
      transit: '12345',
      institution: '003',
      accountNumber: '7654321',
    });
    // An envelope moved to another application does not open.
    expect(() => open(KEY, row?.secrets ?? '', randomBytesId())).toThrow();
  });

  it('a repeat of one Idempotency-Key stores nothing more', async () => {
    const headers = { 'idempotency-key': 'eapp-repeat-0001' };
    const first = await submit('agent', completeForm(), headers);
    const before = await countRows(app, eapplications);
    const second = await submit('agent', completeForm(), headers);
    expect(second.json().id).toBe(first.json().id);
    expect(await countRows(app, eapplications)).toBe(before);
  });

  const refusals: [string, Partial<EAppForm>, string, string][] = [
    ['postalCode', { postalCode: '' }, 'postalCode', 'Postal Code cannot be empty'],
    ['city', { addressLookup: 'City', city: '' }, 'city', 'City cannot be empty'],
    [
      'names',
      { insuredFirstName: '', insuredLastName: '' },
      'ownerLastName',
      'You must enter the name of the policy owner and the insured before you can generate the illustration report.',
    ],
    [
      'second insured',
      { joint: true },
      'insured2LastName',
      'You must enter the name of all insureds before you can generate the illustration report.',
    ],
    [
      'payment declaration',
      { paymentDeclaration: false },
      'paymentDeclaration',
      EAPP_MESSAGES.en.paymentDeclaration,
    ],
    [
      'declaration and authorization',
      { declarationAuthorization: false },
      'declarationAuthorization',
      EAPP_MESSAGES.en.declarationAuthorization,
    ],
    [
      'insured phone',
      { insuredHomePhone: '555' },
      'insuredHomePhone',
      EAPP_MESSAGES.en.insuredHomePhone,
    ],
    ['owner phone', { ownerHomePhone: '' }, 'ownerHomePhone', EAPP_MESSAGES.en.ownerHomePhone],
    ['SIN', { ownerSin: '12345678' }, 'ownerSin', EAPP_MESSAGES.en.ownerSin],
    ['transit', { transit: '123' }, 'transit', EAPP_MESSAGES.en.transit],
    ['institution', { institution: '1' }, 'institution', EAPP_MESSAGES.en.institution],
    ['account', { accountNumber: '12' }, 'accountNumber', EAPP_MESSAGES.en.accountNumber],
    [
      'crime details',
      { health: { ...completeForm().health, q2b: 'Y' } },
      'crimeDetails',
      EAPP_MESSAGES.en.crimeDetails,
    ],
    [
      'nature of illness',
      { health: { ...completeForm().health, q3c: 'Y' } },
      'illnessNature',
      EAPP_MESSAGES.en.illnessNature,
    ],
    [
      'primary shares',
      {
        beneficiaries: {
          ...completeForm().beneficiaries,
          base: [
            { name: 'A', relationship: 'Spouse', beneficiaryClass: 'Primary', share: '50.5' },
            { name: 'B', relationship: 'Child', beneficiaryClass: 'Primary', share: '49.51' },
          ],
        },
      },
      'beneficiaries.base',
      'Primary beneficiary percentage share for Base Coverage should be less than or equal to 100',
    ],
  ];
  for (const [name, over, path, message] of refusals) {
    it(`refuses ${name} with its message and stores nothing`, async () => {
      const before = await countRows(app, eapplications);
      const history = await countRows(app, eapplicationHistory);
      const body = expectValidationError(await submit('agent', completeForm(over)), [path]);
      expect(body.issues?.[0]?.message).toBe(message);
      expect(await countRows(app, eapplications)).toBe(before);
      expect(await countRows(app, eapplicationHistory)).toBe(history);
    });
  }

  it('a Company owner is asked for the business number and phone, not a SIN', async () => {
    const body = expectValidationError(
      await submit(
        'agent',
        completeForm({ ownerType: 'Company', ownerCompanyName: 'Roy Inc.', ownerSin: '' }),
      ),
      ['ownerBusinessNumber', 'ownerBusinessPhone'],
    );
    expect(body.issues?.map((issue) => issue.message)).toEqual([
      'You must enter valid Business Number',
      'You must enter valid Business Phone Number',
    ]);
  });

  it('names each field in the user’s language (French for agentfr)', async () => {
    const body = expectValidationError(
      await submit('agentfr', completeForm({ paymentDeclaration: false, ownerSin: '1' })),
      ['paymentDeclaration', 'ownerSin'],
    );
    expect(body.issues?.map((issue) => issue.message)).toEqual([
      EAPP_MESSAGES.fr.paymentDeclaration,
      EAPP_MESSAGES.fr.ownerSin,
    ]);
  });

  it('refuses a fourth beneficiary at the edge (at most 3 a coverage)', async () => {
    const one = {
      name: 'A',
      relationship: 'Child',
      beneficiaryClass: 'Primary' as const,
      share: '25',
    };
    const response = await submit(
      'agent',
      completeForm({
        beneficiaries: { ...completeForm().beneficiaries, base: [one, one, one, one] },
      }),
    );
    expectError(response, 400, 'validation');
  });

  it('needs e-application access', async () => {
    expectError(await submit('servicing', completeForm()), 403, 'forbidden');
  });
});

describe('after Submit: lists, another agent’s, administrators', () => {
  let mine: string;
  beforeAll(async () => {
    mine = (await submit('newagent', completeForm({ ownerLastName: 'Newagent-Client' }))).json().id;
  });

  it('another agent’s application answers 404, and their list leaves it out', async () => {
    expectError(
      await as('agent', { method: 'GET', url: `/api/eapplications/${mine}` }),
      404,
      'notFound',
    );
    const list = eApplicationListSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/eapplications' })).json(),
    );
    expect(list.applications.some((entry) => entry.id === mine)).toBe(false);
    expect(list.applications.every((entry) => entry.agentUsername === 'agent')).toBe(true);
  });

  it('an agent may not change a status', async () => {
    const response = await as('newagent', {
      method: 'POST',
      url: `/api/eapplications/${mine}/status`,
      payload: { status: 'withdrawn', reason: 'Client changed their mind' },
    });
    expectError(response, 403, 'forbidden');
  });

  it('an administrator lists all, filters by status, agent and day, and changes a status with a reason', async () => {
    const all = eApplicationListSchema.parse(
      (await as('eappadmin', { method: 'GET', url: '/api/eapplications' })).json(),
    );
    expect(new Set(all.applications.map((entry) => entry.agentUsername))).toEqual(
      new Set(['agent', 'newagent']),
    );
    const byAgent = eApplicationListSchema.parse(
      (await as('eappadmin', { method: 'GET', url: '/api/eapplications?agent=newag' })).json(),
    );
    expect(byAgent.applications.map((entry) => entry.id)).toEqual([mine]);

    const changed = await as('eappadmin', {
      method: 'POST',
      url: `/api/eapplications/${mine}/status`,
      payload: { status: 'inReview', reason: 'Medical records requested' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = eApplicationSchema.parse(changed.json());
    expect(saved.status).toBe('inReview');
    expect(saved.history.at(-1)).toEqual(
      expect.objectContaining({
        event: 'statusChanged',
        fromStatus: 'submitted',
        toStatus: 'inReview',
        reason: 'Medical records requested',
        actorName: 'Élise Dubois',
      }),
    );
    const inReview = eApplicationListSchema.parse(
      (await as('eappadmin', { method: 'GET', url: '/api/eapplications?status=inReview' })).json(),
    );
    expect(inReview.applications.map((entry) => entry.id)).toEqual([mine]);
    const day = clock.now().toISOString().slice(0, 10);
    const today = eApplicationListSchema.parse(
      (
        await as('eappadmin', { method: 'GET', url: `/api/eapplications?from=${day}&to=${day}` })
      ).json(),
    );
    expect(today.applications.length).toBe(all.applications.length);
    const earlier = eApplicationListSchema.parse(
      (await as('eappadmin', { method: 'GET', url: '/api/eapplications?to=2000-01-01' })).json(),
    );
    expect(earlier.applications).toEqual([]);
  });

  it('refuses a change without a reason or to the same status, changing nothing', async () => {
    const history = await countRows(app, eapplicationHistory);
    expectError(
      await as('eappadmin', {
        method: 'POST',
        url: `/api/eapplications/${mine}/status`,
        payload: { status: 'accepted', reason: ' ' },
      }),
      400,
      'validation',
    );
    const again = await as('eappadmin', {
      method: 'POST',
      url: `/api/eapplications/${mine}/status`,
      payload: { status: 'inReview', reason: 'again' },
    });
    expectError(again, 400, 'validation');
    expect(await countRows(app, eapplicationHistory)).toBe(history);
  });

  it('keeps the history append-only', async () => {
    await expect(
      app.db.execute(sql`update eapplication_history set reason = 'rewritten'`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from eapplication_history`)).rejects.toThrow();
  });
});

describe('the control items as the developer area leaves them (issue 20 §1)', () => {
  const itemsNow = async () =>
    (await as('developer', { method: 'GET', url: '/api/GetControlItems' })).json() as Record<
      string,
      StoredControlItem
    >;
  const update = async (fieldName: string, change: Partial<StoredControlItem>) => {
    const {
      isDirty: _d,
      isError: _e,
      ...item
    } = (await itemsNow())[fieldName] as StoredControlItem;
    const response = await as('developer', {
      method: 'POST',
      url: '/api/updateControlItems',
      payload: { ...item, ...change },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const expectNothingStored = async (run: () => Promise<void>) => {
    const before = await countRows(app, eapplications);
    const history = await countRows(app, eapplicationHistory);
    await run();
    expect(await countRows(app, eapplications)).toBe(before);
    expect(await countRows(app, eapplicationHistory)).toBe(history);
  };

  it('a field the developer makes required is refused on Submit when empty, named by its caption', async () => {
    // Optional as seeded: the application goes without an owner first name.
    const optional = await submit(
      'agent',
      completeForm({ ownerFirstName: '', ownerLastName: 'Roy-Seul' }),
    );
    expect(optional.statusCode, optional.body).toBe(200);
    await update('eAppOwnerFirstName', {
      required: true,
      captionEn: 'Owner given name',
      captionFr: 'Prénom du titulaire',
    });
    try {
      await expectNothingStored(async () => {
        const body = expectValidationError(
          await submit('agent', completeForm({ ownerFirstName: '  ' })),
          ['ownerFirstName'],
        );
        expect(body.issues?.map((issue) => issue.message)).toEqual([
          'Owner given name: This field is required.',
        ]);
        const fr = expectValidationError(
          await submit('agentfr', completeForm({ ownerFirstName: '' })),
          ['ownerFirstName'],
        );
        expect(fr.issues?.[0]?.message).toBe(
          'Prénom du titulaire\u00a0: Ce champ est obligatoire.',
        );
      });
      // A Company owner has no first name to give: the rule follows what the screen shows.
      const company = await submit(
        'agent',
        completeForm({
          ownerType: 'Company',
          ownerFirstName: '',
          ownerCompanyName: 'Roy Inc.',
          ownerBusinessNumber: '123456789',
          ownerBusinessPhone: '4165550199',
        }),
      );
      expect(company.statusCode, company.body).toBe(200);
    } finally {
      await update('eAppOwnerFirstName', {
        required: false,
        captionEn: 'First name',
        captionFr: 'Prénom',
      });
    }
  });

  it('a shorter maximum length, a required health answer and a beneficiary name are enforced too', async () => {
    await update('eAppAddressLine', { maxLength: 5 });
    await update('eAppHealthQ4', { required: true });
    await update('eAppBeneficiaryName', { required: true });
    try {
      await expectNothingStored(async () => {
        const body = expectValidationError(
          await submit(
            'agent',
            completeForm({
              beneficiaries: {
                ...completeForm().beneficiaries,
                base: [
                  { name: '', relationship: 'Spouse', beneficiaryClass: 'Primary', share: '100' },
                ],
              },
            }),
          ),
          ['addressLine', 'beneficiaries.base.0.name', 'health.q4'],
        );
        expect(body.issues?.map((issue) => issue.message)).toEqual([
          'Street address: Enter at most 5 characters.',
          'Name: This field is required.',
          `${eapplicationEn.health.q4}: Select an option.`,
        ]);
      });
    } finally {
      await update('eAppAddressLine', { maxLength: 120 });
      await update('eAppHealthQ4', { required: false });
      await update('eAppBeneficiaryName', { required: false });
    }
  });

  it('the product is one the items offer (the engine’s products)', async () => {
    const offered = (await itemsNow()).eAppProductId?.optionItems.map((option) => option.value);
    expect(offered).toEqual([...productIds]);
    await expectNothingStored(async () => {
      const body = expectValidationError(
        await submit('agent', completeForm({ productId: '9999' })),
        ['productId'],
      );
      expect(body.issues?.[0]?.message).toBe('Product: Select an option.');
      expectValidationError(await submit('agent', completeForm({ productId: '' })), ['productId']);
    });
  });
});

describe('the draft, the premium of a change, e-app settings', () => {
  it('keeps the form in progress (with the illustration’s engine input) without its SIN and bank numbers', async () => {
    const pricing = {
      productId: '0132',
      faceAmount: 500000,
      premiumMode: 'Monthly',
      lifeBasis: 'SINGLE',
      insureds: [{ sex: 'M', smokeClass: 'N', rateClass: 'P', issueAge: 40, rating: 100 }],
      riders: [],
    };
    const put = await as('agent', {
      method: 'PUT',
      url: '/api/eapplications/draft',
      payload: { form: { ...completeForm(), pricing } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const draft = eAppDraftSchema.parse(
      (await as('agent', { method: 'GET', url: '/api/eapplications/draft' })).json(),
    );
    expect(draft.form?.ownerLastName).toBe('Roy');
    expect(draft.form?.ownerSin).toBe('');
    expect(draft.form?.accountNumber).toBe('');
    expect(draft.form?.pricing).toMatchObject({ productId: '0132', faceAmount: 500000 });
  });

  it('prices a changed face with the engine', async () => {
    const price = (faceAmount: number) =>
      as('agent', {
        method: 'POST',
        url: '/api/eapplications/premium',
        payload: {
          productId: '0131',
          faceAmount,
          premiumMode: 'Monthly',
          insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
        },
      });
    const small = firstYearPremiumResponseSchema.parse((await price(250_000)).json());
    const large = firstYearPremiumResponseSchema.parse((await price(500_000)).json());
    expect(large.firstYearPremium.modalPremium).toBeGreaterThan(
      small.firstYearPremium.modalPremium,
    );
  });

  it('e-app settings: defaults, saved on the user, refused by the control items', async () => {
    const defaults = eAppSettingsSchema.parse(
      (await as('servicing', { method: 'GET', url: '/api/eapp-settings' })).json(),
    );
    expect(defaults.defaultProvince).toBe('ON');
    const wanted = {
      defaultProvince: 'QC',
      defaultPaymentMode: 'Annual',
      signatureMethod: 'Electronic',
      notificationEmail: 'samuel@boreal-life.example',
    };
    const saved = await as('servicing', {
      method: 'POST',
      url: '/api/eapp-settings',
      payload: wanted,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as('servicing', { method: 'GET', url: '/api/eapp-settings' })).json()).toEqual(
      wanted,
    );
    const bad = await as('servicing', {
      method: 'POST',
      url: '/api/eapp-settings',
      payload: { ...wanted, notificationEmail: 'not an address' },
    });
    expectValidationError(bad, ['eAppNotificationEmail']);
    const province = await as('servicing', {
      method: 'POST',
      url: '/api/eapp-settings',
      payload: { ...wanted, defaultProvince: 'ZZ' },
    });
    expectValidationError(province, ['defaultProvince']);
    expect((await as('servicing', { method: 'GET', url: '/api/eapp-settings' })).json()).toEqual(
      wanted,
    );
  });
});

function randomBytesId(): string {
  return '00000000-0000-4000-8000-000000000000';
}

describe('the application PDF (issue 20 §2)', () => {
  it('renders every answer in the report language, the account masked; the agent and an administrator download it, another agent may not', async () => {
    const saved = eApplicationSchema.parse(
      (await submit('agentfr', completeForm({ accountNumber: '9876543' }))).json(),
    );
    const made = await as('agentfr', { method: 'POST', url: `/api/eapplications/${saved.id}/pdf` });
    expect(made.statusCode, made.body).toBe(200);
    const output = made.json().outputs[0];
    // Rendered by the job queue (decision 0084): the answer is its job's result.
    await expectAnsweredByJob(app, made.json().reportID, 'eapplication-pdf', made.json());
    const file = await as('agentfr', { method: 'GET', url: output.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Read back: French (agentfr's report language), every section, the account masked.
    const text = fold((await pdfPages(new Uint8Array(file.rawPayload))).join(' '));
    expect(text).toContain('Proposition d’assurance vie');
    expect(text).toContain(saved.number);
    expect(text).toContain('Questions sur la santé');
    expect(text).toContain('Déclaration de paiement');
    expect(text).toContain('••••543');
    expect(text).not.toContain('9876543');
    const byAdmin = await as('eappadmin', {
      method: 'POST',
      url: `/api/eapplications/${saved.id}/pdf`,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expectError(
      await as('agent', { method: 'POST', url: `/api/eapplications/${saved.id}/pdf` }),
      404,
      'notFound',
    );
    // Queued in another agent's name, the job reads the application again in their scope.
    const fields = { applicationId: saved.id };
    await expectJobRefused(app, 'eapplication-pdf', tokens.agent as TokenData, fields, 'not found');
    // And nothing for a session ended before its job ran.
    const ended = await endedSession(app, 'agentfr');
    await expectJobRefused(app, 'eapplication-pdf', ended, fields, 'session ended');
  });
});
