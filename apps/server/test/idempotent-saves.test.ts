import { randomUUID } from 'node:crypto';
import type { TokenData } from '@portal/contracts/auth';
import { savedIllustrationSchema } from '@portal/contracts/illustration';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedIllustrations } from '../src/db/tables/illustration';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';
import { countRows } from './helpers/rows';

let t: TestApp;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['agent', 'newagent']) tokens[user] = await signIn(t.app, user);
});
afterAll(async () => {
  await t?.app.close();
});

const body = {
  name: 'Tremblay term 20',
  clientName: 'Jean Tremblay',
  productId: '0132',
  form: { productId: '0132', faceAmount: '500000', insuredName: 'Jean Tremblay' },
};

const save = (user: string, key?: string, payload: object = body) =>
  injectAs(t.app, tokens[user] as TokenData, {
    method: 'POST',
    url: '/api/illustrations',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload,
  });

const casesOf = async (key: string) =>
  t.app.db.select().from(savedIllustrations).where(eq(savedIllustrations.idempotencyKey, key));

describe('saves with an Idempotency-Key (decision 0025)', () => {
  it('stores a save once however often it is sent, and answers the stored case each time', async () => {
    const key = randomUUID();
    const first = await save('agent', key);
    expect(first.statusCode, first.body).toBe(200);
    const stored = savedIllustrationSchema.parse(first.json());
    expect(stored).toMatchObject({ name: body.name, ownerUsername: 'agent', form: body.form });
    t.clock.advanceMinutes(1);
    const again = await save('agent', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await casesOf(key)).toHaveLength(1);
  });

  it('ten copies of one save sent at once store one case', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => save('agent', key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
    expect(await casesOf(key)).toHaveLength(1);
  });

  it('different keys, or no key, are different saves', async () => {
    const before = await countRows(t.app, savedIllustrations);
    const a = await save('agent', randomUUID());
    const b = await save('agent', randomUUID());
    const c = await save('agent');
    const d = await save('agent');
    const ids = new Set([a, b, c, d].map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(4);
    expect(await countRows(t.app, savedIllustrations)).toBe(before + 4);
  });

  it('a key is the sender’s own: another agent with the same key saves their own case', async () => {
    const key = randomUUID();
    const mine = (await save('agent', key)).json<{ id: string; ownerUsername: string }>();
    const theirs = (await save('newagent', key)).json<{ id: string; ownerUsername: string }>();
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.ownerUsername).toBe('newagent');
  });

  it('refuses a malformed key and stores nothing', async () => {
    const before = await countRows(t.app, savedIllustrations);
    for (const bad of ['short', 'has a space in it', 'x'.repeat(129), 'accentué-clé-123']) {
      expectValidationError(await save('agent', bad), ['idempotency-key']);
    }
    expect(await countRows(t.app, savedIllustrations)).toBe(before);
  });

  it('a duplicate with a key copies once', async () => {
    const original = (await save('agent')).json<{ id: string }>();
    const key = randomUUID();
    const duplicate = () =>
      injectAs(t.app, tokens.agent as TokenData, {
        method: 'POST',
        url: `/api/illustrations/${original.id}/duplicate`,
        headers: { 'idempotency-key': key },
      });
    const first = await duplicate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ name: string }>().name).toBe(`${body.name} (2)`);
    expect((await duplicate()).json()).toEqual(first.json());
    expect(await casesOf(key)).toHaveLength(1);
    // Someone else's case is still no case at all.
    expectError(
      await injectAs(t.app, tokens.newagent as TokenData, {
        method: 'POST',
        url: `/api/illustrations/${original.id}/duplicate`,
        headers: { 'idempotency-key': randomUUID() },
      }),
      404,
      'notFound',
    );
  });
});

describe('the OpenAPI document', () => {
  it('documents the Idempotency-Key of the saves and the unlock route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/illustrations', 'post'],
      ['/api/illustrations/{id}/duplicate', 'post'],
    ] as const) {
      const parameters = document.paths[path][method].parameters as { in: string; name: string }[];
      expect(parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
        ]),
      );
    }
    const unlock = document.paths['/users/unlock'].post;
    expect(unlock.requestBody.content['application/json'].schema.required).toEqual(['username']);
  });
});
