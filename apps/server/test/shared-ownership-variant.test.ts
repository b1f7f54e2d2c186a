// The company's Shared Ownership variant (issue 21; decisions 0065, 0081): who reads it, who
// changes it, that a refusal changes nothing, and that each change is audited.
import type { TokenData } from '@portal/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/tables/admin';
import { sharedOwnershipVariant } from '../src/repositories/company';
import { createTestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';
import { countRows } from './helpers/rows';

const URL = '/users/SharedOwnershipVariant';
let app: FastifyInstance;
const tokens: Record<string, TokenData> = {};
beforeAll(async () => {
  ({ app } = await createTestApp());
  // An agent, a user manager who is not an administrator, an administrator, no permissions.
  for (const user of ['agent', 'sysadmin', 'admin', 'noaccess'])
    tokens[user] = await signIn(app, user);
});
afterAll(async () => {
  await app?.close();
});

const read = (user: string) =>
  injectAs(app, tokens[user] as TokenData, { method: 'GET', url: URL });
const write = (user: string, payload: unknown) =>
  injectAs(app, tokens[user] as TokenData, {
    method: 'POST',
    url: URL,
    payload: payload as object,
  });

describe('GET and POST /users/SharedOwnershipVariant', () => {
  it('is the slideshow until an administrator chooses, and every signed-in user reads it', async () => {
    expectError(await app.inject({ method: 'GET', url: URL }), 401, 'unauthenticated');
    for (const user of ['agent', 'sysadmin', 'admin', 'noaccess']) {
      const response = await read(user);
      expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({ variant: 'slideshow' });
    }
  });

  it('refuses anyone but an administrator, and a body it cannot read, changing nothing', async () => {
    const audits = await countRows(app, auditLog);
    expectError(
      await app.inject({ method: 'POST', url: URL, payload: { variant: 'wizard' } }),
      401,
      'unauthenticated',
    );
    for (const user of ['agent', 'sysadmin', 'noaccess'])
      expectError(await write(user, { variant: 'wizard' }), 403, 'forbidden');
    for (const body of [{ variant: 'carousel' }, {}, { variant: true }, []])
      expectError(await write('admin', body), 400, 'validation');
    expect(await sharedOwnershipVariant(app.db)).toBe('slideshow');
    expect(await countRows(app, auditLog)).toBe(audits);
  });

  it('is changed by an administrator, seen by the next read, and audited with before and after', async () => {
    const changed = await write('admin', { variant: 'wizard' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ variant: 'wizard' });
    expect((await read('agent')).json()).toEqual({ variant: 'wizard' });
    expect((await write('admin', { variant: 'slideshow' })).statusCode).toBe(200);
    const trail = (
      await injectAs(app, tokens.admin as TokenData, {
        method: 'GET',
        url: '/users/GetAuditTrail?limit=2',
      })
    ).json<{
      entries: {
        actor: string;
        action: string;
        targetType: string;
        before: unknown;
        after: unknown;
      }[];
    }>();
    expect(trail.entries).toEqual([
      expect.objectContaining({
        actor: 'admin',
        action: 'settings.sharedOwnershipVariant',
        targetType: 'company',
        before: { variant: 'wizard' },
        after: { variant: 'slideshow' },
      }),
      expect.objectContaining({
        action: 'settings.sharedOwnershipVariant',
        before: { variant: 'slideshow' },
        after: { variant: 'wizard' },
      }),
    ]);
    expect((await read('sysadmin')).json()).toEqual({ variant: 'slideshow' });
  });
});
