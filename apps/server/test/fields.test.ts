import { randomUUID } from 'node:crypto';
import type { TokenData } from '@portal/contracts/auth';
import { FIELD_SEED } from '@portal/contracts/control-item-seed';
import {
  CONTROL_SAVED,
  type FundSetup,
  SETUP_SAVED,
  type StoredControlItem,
  type StoredControlItemMap,
} from '@portal/contracts/fields';
import type { TrackingResult } from '@portal/contracts/tracking';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../src/db/schema';
import { productSetupSeed, seedFields } from '../src/db/seeds/fields';
import { controlItems, interfaceSetupItems } from '../src/db/tables/fields';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { countRows } from './helpers/rows';

let t: TestApp;
let developer: TokenData;
let agent: TokenData;
let agentFr: TokenData;

beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
  agent = await signIn(t.app, 'agent');
  agentFr = await signIn(t.app, 'agentfr');
});
afterAll(() => t.app.close());

const getItems = async (tokens = agent) => {
  const response = await injectAs(t.app, tokens, { method: 'GET', url: '/api/GetControlItems' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoredControlItemMap>();
};

const seeded = (name: string): StoredControlItem => {
  const item = FIELD_SEED.find((entry) => entry.fieldName === name);
  if (!item) throw new Error(`no seeded item ${name}`);
  return item;
};

const newItem = (overrides: Partial<StoredControlItem> = {}): StoredControlItem => ({
  ...seeded('profileName'),
  fieldName: 'txtTestField',
  formName: 'test',
  fieldType: 'integer',
  useLimits: true,
  min: 1,
  max: 99,
  captionEn: 'Test field',
  captionFr: 'Champ d’essai',
  ...overrides,
});

const save = (tokens: TokenData, payload: object) =>
  injectAs(t.app, tokens, { method: 'POST', url: '/api/updateControlItems', payload });
const remove = (tokens: TokenData, payload: object) =>
  injectAs(t.app, tokens, { method: 'POST', url: '/api/deleteControlItems', payload });

describe('GET /api/GetControlItems', () => {
  it('answers every control item keyed by field name, login and profile seeded', async () => {
    const items = await getItems();
    for (const name of ['username', 'password', 'profileName', 'phoneNumberSecondary']) {
      expect(items[name]?.fieldName).toBe(name);
    }
    expect(items.password).toMatchObject({
      formName: 'login',
      fieldType: 'password',
      required: true,
      useMinLength: true,
      minLength: 5,
    });
    expect(items.phoneNumberSecondary).toMatchObject({
      formName: 'profile',
      fieldType: 'phone',
      required: false,
      captionEn: 'Secondary phone',
      captionFr: 'Téléphone secondaire',
    });
    expect(items.inputLanguage?.optionItems.map((o) => o.value)).toEqual(['English', 'French']);
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GetControlItems' });
    expectError(response, 401, 'unauthenticated');
  });
});

describe('POST /api/updateControlItems and /api/deleteControlItems (developer only)', () => {
  it('a developer creates, changes and deletes an item; users see it on their next load', async () => {
    const created = await save(developer, newItem());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: CONTROL_SAVED });
    expect((await getItems()).txtTestField).toMatchObject({ min: 1, max: 99, formName: 'test' });

    const changed = await save(developer, newItem({ max: 120, required: true }));
    expect(changed.json()).toEqual({ message: 'Control is successfully saved' });
    expect((await getItems()).txtTestField).toMatchObject({ max: 120, required: true });

    const deleted = await remove(developer, { fieldName: 'txtTestField' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getItems()).txtTestField).toBeUndefined();
  });

  it.each([
    ['agent', () => agent],
    ['agentfr', () => agentFr],
  ])('refuses %s with 403 and changes nothing', async (_, tokens) => {
    const before = await getItems();
    expectError(await save(tokens(), newItem()), 403, 'forbidden');
    expectError(
      await save(tokens(), { ...seeded('profileName'), required: false }),
      403,
      'forbidden',
    );
    expectError(await remove(tokens(), { fieldName: 'profileName' }), 403, 'forbidden');
    expect(await getItems()).toEqual(before);
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateControlItems',
      payload: newItem(),
    });
    expectError(response, 401, 'unauthenticated');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/deleteControlItems',
      payload: { fieldName: 'profileName' },
    });
    expectError(deleted, 401, 'unauthenticated');
  });

  it.each([
    ['an unknown field type', { fieldType: 'slider' }, ['fieldType']],
    ['min above max', { min: 10, max: 1 }, ['max']],
    ['a field name with spaces', { fieldName: 'txt test' }, ['fieldName']],
    ['a negative maxLength', { maxLength: -1 }, ['maxLength', 'minLength']],
    ['decimal places as text', { decimalPlaces: '2' }, ['decimalPlaces']],
    ['a missing attribute', { required: undefined }, ['required']],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, paths) => {
    const before = await countRows(t.app, controlItems);
    expectValidationError(
      await save(developer, newItem(overrides as Partial<StoredControlItem>)),
      paths,
    );
    expect(await countRows(t.app, controlItems)).toBe(before);
  });

  it('refuses options on a text field and duplicate option values', async () => {
    const option = { value: 'A', labelEn: 'A', labelFr: 'A', infoEn: '', infoFr: '' };
    expectValidationError(
      await save(developer, newItem({ fieldType: 'text', optionItems: [option] })),
      ['optionItems'],
    );
    expectValidationError(
      await save(developer, newItem({ fieldType: 'combo', optionItems: [option, option] })),
      ['optionItems'],
    );
    expect((await getItems()).txtTestField).toBeUndefined();
  });

  it('answers 404 for deleting an item that does not exist', async () => {
    expectError(await remove(developer, { fieldName: 'txtNoSuchField' }), 404, 'notFound');
  });
});

describe('interface setup items', () => {
  const get = (url: string, tokens = agent) => injectAs(t.app, tokens, { method: 'GET', url });

  it('GET api/InterfaceFundSetup/0602 gives DI, CBF, CEFI, APEF at 1.25, 1.50, 5.95, 4.15', async () => {
    const response = await get('/api/InterfaceFundSetup/0602');
    expect(response.statusCode, response.body).toBe(200);
    const funds = response.json<{ fundCode: string; defaultRate: number }[]>();
    expect(funds.map((fund) => [fund.fundCode, fund.defaultRate])).toEqual([
      ['DI', 1.25],
      ['CBF', 1.5],
      ['CEFI', 5.95],
      ['APEF', 4.15],
    ]);
  });

  it('GET /api/getAllInterfaceSetupItems/ gives every product named in the spec', async () => {
    const response = await get('/api/getAllInterfaceSetupItems/');
    expect(response.statusCode, response.body).toBe(200);
    const products = response.json<{ prodID: string; setups: unknown[] }[]>();
    expect(products.map((product) => product.prodID).sort()).toEqual(
      ['0131', '0132', '0133', '0562', '0563', '0900', '0902', '0602', '0603'].sort(),
    );
    for (const product of products) expect(product.setups.length).toBeGreaterThan(0);
  });

  it('GET /api/allSetups/0131 gives the product’s setups; unknown ids 404, bad ids 400', async () => {
    const response = await get('/api/allSetups/0131');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ prodID: string; setups: { setupKey: string; value: string }[] }>();
    expect(body.prodID).toBe('0131');
    expect(body.setups.find((setup) => setup.setupKey === 'productName')?.value).toBe('TRM10');
    // 131 is 0131 (the spec writes ids both ways); the answer carries the four-digit form.
    const short = await get('/api/allSetups/131');
    expect(short.json()).toEqual(body);
    expectError(await get('/api/allSetups/9999'), 404, 'notFound');
    expectError(await get('/api/InterfaceFundSetup/9999'), 404, 'notFound');
    expectValidationError(await get('/api/allSetups/abc'), ['productId']);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/allSetups/0131' }),
      401,
      'unauthenticated',
    );
  });

  it('a developer saves and deletes a setup; others get 403 and change nothing', async () => {
    const fund = {
      prodID: '0602',
      setupType: 'fund',
      setupKey: 'MMF',
      value: '2.10',
      captionEn: 'Money Market Fund',
      captionFr: 'Fonds du marché monétaire',
      displayOrder: 5,
      isActive: true,
    };
    const post = (url: string, tokens: TokenData, payload: object) =>
      injectAs(t.app, tokens, { method: 'POST', url, payload });
    const before = await countRows(t.app, interfaceSetupItems);
    expectError(await post('/api/updateInterfaceSetup', agent, fund), 403, 'forbidden');
    expectValidationError(
      await post('/api/updateInterfaceSetup', developer, { ...fund, value: 'high' }),
      ['value'],
    );
    for (const prodID of ['6o2', '-602', '6.02', '']) {
      expectValidationError(
        await post('/api/updateInterfaceSetup', developer, { ...fund, prodID }),
        ['prodID'],
      );
    }
    expect(await countRows(t.app, interfaceSetupItems)).toBe(before);

    // The spec writes 602 and 0602: the same product, stored and answered as 0602.
    const saved = await post('/api/updateInterfaceSetup', developer, { ...fund, prodID: '602' });
    expect(saved.json()).toEqual({ message: SETUP_SAVED });
    for (const id of ['0602', '602']) {
      const funds = (await get(`/api/InterfaceFundSetup/${id}`)).json<FundSetup[]>();
      expect(funds.map((f) => f.fundCode)).toEqual(['DI', 'CBF', 'CEFI', 'APEF', 'MMF']);
      expect(new Set(funds.map((f) => f.prodID))).toEqual(new Set(['0602']));
    }
    expect(await countRows(t.app, interfaceSetupItems)).toBe(before + 1);

    const key = { prodID: 602, setupType: 'fund', setupKey: 'MMF' };
    expectError(await post('/api/deleteInterfaceSetup', agent, key), 403, 'forbidden');
    expect((await post('/api/deleteInterfaceSetup', developer, key)).statusCode).toBe(200);
    expectError(await post('/api/deleteInterfaceSetup', developer, key), 404, 'notFound');
    expect(await countRows(t.app, interfaceSetupItems)).toBe(before);
  });
});

describe('the seed', () => {
  it('is idempotent and keeps a developer’s changes', async () => {
    const changed = await save(developer, { ...seeded('faxNumber'), required: true });
    expect(changed.statusCode).toBe(200);
    const counts = [
      await countRows(t.app, controlItems),
      await countRows(t.app, interfaceSetupItems),
    ];
    await seedFields(t.app.db, new Date());
    await seedFields(t.app.db, new Date());
    expect([
      await countRows(t.app, controlItems),
      await countRows(t.app, interfaceSetupItems),
    ]).toEqual(counts);
    expect((await getItems()).faxNumber?.required).toBe(true);
    expect(counts[1]).toBe(productSetupSeed().length);
    await save(developer, seeded('faxNumber'));
  });
});

describe('the profile form is checked on the server with the same control items', () => {
  const update = (tokens: TokenData, username: string, payload: Record<string, unknown>) =>
    injectAs(t.app, tokens, {
      method: 'POST',
      url: '/users/update',
      payload: { username, ...payload },
    });

  it('once a developer makes the secondary phone required, a save without it is refused', async () => {
    const ok = await update(agent, 'agent', { phoneNumberSecondary: '', faxNumber: '' });
    expect(ok.statusCode, ok.body).toBe(200);

    await save(developer, { ...seeded('phoneNumberSecondary'), required: true });
    const refused = await update(agent, 'agent', { phoneNumberSecondary: '' });
    const body = expectValidationError(refused, ['phoneNumberSecondary']);
    expect(body.message).toBe('Secondary phone: This field is required.');

    const french = await update(agentFr, 'agentfr', { profileName: 'Geneviève Lefebvre' });
    const frBody = expectValidationError(french, ['phoneNumberSecondary']);
    expect(frBody.message).toBe('Téléphone secondaire\u00a0: Ce champ est obligatoire.');

    const fine = await update(agent, 'agent', { phoneNumberSecondary: '(416) 555-9876' });
    expect(fine.statusCode, fine.body).toBe(200);
    // Updates that touch no profile field are not held up by it.
    const formData = await update(agentFr, 'agentfr', {
      formData: { dtBIReportsStartDate: '2024-01-01' },
    });
    expect(formData.statusCode, formData.body).toBe(200);
    await save(developer, seeded('phoneNumberSecondary'));
  });

  it('as seeded, needs a name but lets e-mail and phones be empty', async () => {
    const noName = await update(agent, 'agent', { profileName: '' });
    expect(expectValidationError(noName, ['profileName']).message).toBe(
      'Name: This field is required.',
    );
    const bare = await update(agent, 'agent', {
      emailAddress: '',
      phoneNumberPrimary: '',
      faxNumber: '',
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const restored = await update(agent, 'agent', {
      emailAddress: 'agent@boreal-life.example',
      phoneNumberPrimary: '(416) 555-0101',
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('POST /tracking/sendTrackingInfo', () => {
  const send = (tokens: TokenData, payload: object) =>
    injectAs(t.app, tokens, { method: 'POST', url: '/tracking/sendTrackingInfo', payload });
  const event = (
    overrides: Record<string, unknown> = {},
  ): Record<string, unknown> & {
    header: Record<string, unknown>;
  } => ({
    eventType: 'BUTTON_CLICK',
    header: {
      userName: 'someone-else',
      trackingUserName: 'x',
      agentID: 'FAKE',
      formName: 'login',
      controlName: 'btnLogin',
      timestamp: 1_700_000_000,
      ...overrides,
    },
    detail: { screen: 'login', password: 'secret!' },
  });
  // In the order they were stored: a select without an order promises none.
  const rowsOf = (trackingId: string) =>
    t.app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.trackingId, trackingId))
      .orderBy(trackingEvents.id);

  it('stores the event with the session’s user and answers a tracking id it then keeps', async () => {
    const first = await send(agent, event());
    expect(first.statusCode, first.body).toBe(200);
    const { header, stored, refused } = first.json<TrackingResult>();
    expect(stored).toBe(1);
    expect(refused).toEqual([]);
    const [row] = await rowsOf(header.trackingID);
    expect(row).toMatchObject({
      username: 'agent',
      agentId: 'BA10234',
      trackingUserName: 'agent',
      eventType: 'BUTTON_CLICK',
      formName: 'login',
      controlName: 'btnLogin',
      clientTimestamp: 1_700_000_000,
      detail: { screen: 'login' },
    });

    const batch = ['TAB_CLICK', 'CONTROL_CHANGE', 'PAGE_LOAD'].map((eventType) => ({
      ...event({ trackingID: header.trackingID }),
      eventType,
    }));
    const second = await send(agent, batch);
    expect(second.json()).toEqual({
      header: { trackingID: header.trackingID },
      stored: 3,
      refused: [],
    });
    expect((await rowsOf(header.trackingID)).map((r) => r.eventType)).toEqual([
      'BUTTON_CLICK',
      'TAB_CLICK',
      'CONTROL_CHANGE',
      'PAGE_LOAD',
    ]);
  });

  it('reads seconds with a fraction, milliseconds and numeric text as whole seconds', async () => {
    const visit = randomUUID();
    const now = 1_700_000_123;
    for (const timestamp of [now + 0.987, (now + 0.5) * 1000, String(now), `${now}.25`]) {
      const response = await send(agent, event({ trackingID: visit, timestamp }));
      expect(response.json<TrackingResult>().stored, String(timestamp)).toBe(1);
    }
    const absent = event({ trackingID: visit });
    delete (absent.header as Record<string, unknown>).timestamp;
    expect((await send(agent, absent)).json<TrackingResult>().stored).toBe(1);
    expect((await rowsOf(visit)).map((row) => row.clientTimestamp)).toEqual([
      now,
      now,
      now,
      now,
      null,
    ]);
  });

  it('starts a new visit for an empty, absent or foreign trackingID, and keeps one it issued', async () => {
    for (const trackingID of ['', null, undefined, 'not-one-we-issued', 42]) {
      const response = await send(agent, event({ trackingID }));
      expect(response.statusCode, String(trackingID)).toBe(200);
      const answered = response.json<TrackingResult>().header.trackingID;
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
      expect(await rowsOf(answered)).toHaveLength(1);
    }
    const issued = randomUUID();
    const kept = await send(agent, event({ trackingID: issued.toUpperCase() }));
    expect(kept.json<TrackingResult>().header.trackingID).toBe(issued);
  });

  it('stores null, empty or absent names as unknown and takes the event type in any case', async () => {
    const visit = randomUUID();
    const response = await send(agent, {
      eventType: 'page_load',
      header: {
        trackingID: visit,
        userName: null,
        trackingUserName: '',
        agentID: null,
        formName: null,
        controlName: '   ',
        timestamp: 1_700_000_000,
      },
      detail: null,
    });
    expect(response.json<TrackingResult>()).toMatchObject({ stored: 1, refused: [] });
    const headerless = await send(agent, { eventType: 'TAB_CLICK' });
    const other = headerless.json<TrackingResult>().header.trackingID;
    expect((await rowsOf(visit))[0]).toMatchObject({
      eventType: 'PAGE_LOAD',
      formName: 'unknown',
      controlName: 'unknown',
      username: 'agent',
      agentId: 'BA10234',
      detail: {},
    });
    expect((await rowsOf(other))[0]).toMatchObject({
      eventType: 'TAB_CLICK',
      formName: 'unknown',
      controlName: 'unknown',
      clientTimestamp: null,
    });
  });

  it('stores the good events of a batch and answers which were refused and why', async () => {
    const visit = randomUUID();
    const before = await countRows(t.app, trackingEvents);
    const response = await send(agent, [
      event({ trackingID: visit }),
      { ...event({ trackingID: visit }), eventType: 'KEY_PRESS' },
      event({ trackingID: visit, timestamp: -5 }),
      'not an event',
      { ...event({ trackingID: visit }), detail: { text: 'x'.repeat(40_000) } },
      { ...event({ trackingID: visit }), eventType: 'PAGE_LOAD' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TrackingResult>();
    expect(result.stored).toBe(2);
    expect(result.refused.map((r) => [r.index, r.issues.map((i) => i.path)])).toEqual([
      [1, ['eventType']],
      [2, ['header.timestamp']],
      [3, ['']],
      [4, ['detail']],
    ]);
    for (const refusal of result.refused) expect(refusal.issues[0]?.message).not.toBe('');
    expect((await rowsOf(visit)).map((row) => row.eventType)).toEqual([
      'BUTTON_CLICK',
      'PAGE_LOAD',
    ]);
    expect(await countRows(t.app, trackingEvents)).toBe(before + 2);
  });

  it('answers 400 and stores nothing when no event can be stored, and 401 to anonymous callers', async () => {
    const before = await countRows(t.app, trackingEvents);
    expectValidationError(await send(agent, { ...event(), eventType: 'KEY_PRESS' }), [
      '0.eventType',
    ]);
    expectValidationError(await send(agent, event({ timestamp: 'yesterday' })), [
      '0.header.timestamp',
    ]);
    expectValidationError(await send(agent, [event({ timestamp: -1 }), 7]), [
      '0.header.timestamp',
      '1',
    ]);
    expectValidationError(await send(agent, []), ['']);
    const tooMany = Array.from({ length: 101 }, () => event());
    expectValidationError(await send(agent, tooMany), ['']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/tracking/sendTrackingInfo',
      payload: event(),
    });
    expectError(anonymous, 401, 'unauthenticated');
    expect(await countRows(t.app, trackingEvents)).toBe(before);
  });

  it('keeps tracking events append-only: the database refuses update, delete and truncate', async () => {
    const id = randomUUID();
    await send(agent, event({ trackingID: id }));
    await expect(
      t.app.db
        .update(trackingEvents)
        .set({ username: 'x' })
        .where(eq(trackingEvents.trackingId, id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.delete(trackingEvents).where(eq(trackingEvents.trackingId, id)),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate tracking_events`)).rejects.toThrow();
    expect(await rowsOf(id)).toHaveLength(1);
  });
});
