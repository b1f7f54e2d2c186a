import type { TokenData } from '@portal/contracts/auth';
import { userWidgetListSchema } from '@portal/contracts/shell';
import { type User, userSchema } from '@portal/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from '../src/db/seeds/shell';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, expectValidationError, injectAs, signIn } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

async function me(tokens: TokenData): Promise<User> {
  const response = await injectAs(t.app, tokens, {
    method: 'GET',
    url: `/users/${tokens.username}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return userSchema.parse(response.json());
}

function update(tokens: TokenData, payload: Record<string, unknown>) {
  return injectAs(t.app, tokens, { method: 'POST', url: '/users/update', payload });
}

function widgetsOf(tokens: TokenData, payload: Record<string, unknown> = {}) {
  return injectAs(t.app, tokens, {
    method: 'POST',
    url: '/api/BI/GetAllUserWidgets',
    payload,
  });
}

describe('POST /users/update', () => {
  it('saves the profile fields of the whole user the client sends, and answers the user', async () => {
    const tokens = await signIn(t.app, 'headoffice');
    const before = await me(tokens);
    const edited = {
      ...before,
      profileName: 'Hélène Roy-Martel',
      emailAddress: 'helene.roy@boreal-life.example',
      phoneNumberPrimary: '(514) 555-0142',
      isMobilePrimary: true,
      phoneNumberSecondary: '(438) 555-0177',
      isMobileSecondary: true,
      faxNumber: '',
      inputLanguage: 'French',
      reportLanguage: 'French',
      fontSize: 'Small',
      defaultApplication: 'New Business',
    };
    const response = await update(tokens, edited);
    expect(response.statusCode, response.body).toBe(200);
    const answered = userSchema.parse(response.json());
    expect(answered).toEqual(edited);
    expect(await me(tokens)).toEqual(edited);
  });

  it('never writes what a user may not change: permissions, flags, agentID, white-label', async () => {
    const tokens = await signIn(t.app, 'servicing');
    const before = await me(tokens);
    const response = await update(tokens, {
      ...before,
      agentID: 'HACKED',
      isWhiteLabel: true,
      whiteLabelProfile: {
        displayName: 'x',
        logoText: 'x',
        primaryColor: '#000000',
        accentColor: '#000000',
      },
      trackingUserName: 'someone-else',
      permissions: { ...before.permissions, isAdmin: { isActive: true, isDisplayed: true } },
      system: { ...before.system, isInforce: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await me(tokens)).toEqual(before);
  });

  it('merges formData key by key, so saving a report date range keeps the rest', async () => {
    const tokens = await signIn(t.app, 'developer');
    const first = await update(tokens, {
      username: 'developer',
      formData: { chkCoverPage: true, cboRateClass: 'P' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await update(tokens, {
      username: 'developer',
      formData: { dtBIReportsStartDate: '2026-01-01', dtBIReportsEndDate: '2026-11-21' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await me(tokens)).formData).toEqual({
      chkCoverPage: true,
      cboRateClass: 'P',
      dtBIReportsStartDate: '2026-01-01',
      dtBIReportsEndDate: '2026-11-21',
    });
  });

  it('clears the first-run flag (the Welcome dialog’s OK)', async () => {
    const tokens = await signIn(t.app, 'newagent');
    expect((await me(tokens)).isFirstRun).toBe(true);
    const response = await update(tokens, { username: 'newagent', isFirstRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(tokens)).isFirstRun).toBe(false);
  });

  it('reads the user name without regard to case', async () => {
    const tokens = await signIn(t.app, 'whitelabel');
    const response = await update(tokens, { username: 'WhiteLabel', faxNumber: '(416) 555-0170' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(tokens)).faxNumber).toBe('(416) 555-0170');
  });

  it('refuses anyone else’s record to a user who does not manage users, changing nothing', async () => {
    const agentfr = await signIn(t.app, 'agentfr');
    const before = await me(agentfr);
    const servicing = await signIn(t.app, 'servicing');
    expectError(
      await update(servicing, { username: 'agentfr', profileName: 'x' }),
      403,
      'forbidden',
    );
    // Someone who does not exist is refused the same way: nothing is revealed.
    expectError(await update(servicing, { username: 'ghost', profileName: 'x' }), 403, 'forbidden');
    expect(await me(agentfr)).toEqual(before);
  });

  it('lets an administrator update another user, and says 404 for nobody', async () => {
    const admin = await signIn(t.app, 'admin');
    const response = await update(admin, { username: 'sysadmin', faxNumber: '(416) 555-0169' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: 'sysadmin', faxNumber: '(416) 555-0169' });
    expectError(await update(admin, { username: 'ghost', faxNumber: '' }), 404, 'notFound');
  });

  it('gives an administrator updating their own record that record back, as the session has it', async () => {
    const admin = await signIn(t.app, 'admin');
    const response = await update(admin, { username: 'admin', fontSize: 'Small' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', fontSize: 'Small' });
    expect((await me(admin)).fontSize).toBe('Small');
  });

  it('answers 401 without a session, changing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/update',
      payload: { username: 'agent', profileName: 'anonymous' },
    });
    expectError(response, 401, 'unauthenticated');
    const agent = await signIn(t.app, 'agent');
    expect((await me(agent)).profileName).toBe('Camille Tremblay');
  });

  it.each([
    ['emailAddress', 'not-an-address'],
    ['emailAddress', 'a@b'],
    ['phoneNumberPrimary', '(416) 555-01'],
    ['phoneNumberPrimary', '4165550101'],
    ['phoneNumberSecondary', '(016) 555-0101'],
    ['faxNumber', '(416) 555-01011'],
    ['inputLanguage', 'German'],
    ['reportLanguage', 'EN'],
    ['fontSize', 'Medium'],
    ['defaultApplication', 'BI'],
    ['isMobilePrimary', 'yes'],
    [
      'widgets',
      [
        { widgetID: 1, isActive: true, displayOrder: 1 },
        { widgetID: 1, isActive: false, displayOrder: 2 },
      ],
    ],
    ['username', ''],
  ])('refuses %s = %j with a 400 naming it, changing nothing', async (field, value) => {
    const tokens = await signIn(t.app, 'agent');
    const before = await me(tokens);
    const response = await update(tokens, {
      ...before,
      profileName: 'Changed Along With A Bad Field',
      [field]: value,
    });
    expectValidationError(response, [field]);
    expect(await me(tokens)).toEqual(before);
  });

  it('refuses a widget that does not exist, changing nothing', async () => {
    const tokens = await signIn(t.app, 'analyst');
    const before = await me(tokens);
    const response = await update(tokens, {
      username: 'analyst',
      profileName: 'Changed',
      widgets: [{ widgetID: 999, isActive: true, displayOrder: 1 }],
    });
    expectError(response, 400, 'validation');
    expect(await me(tokens)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const tokens = await signIn(t.app, 'agent');
    const response = await injectAs(t.app, tokens, {
      method: 'POST',
      url: '/users/update',
      headers: { 'content-type': 'application/json' },
      payload: '"agent"',
    });
    expectError(response, 400, 'validation');
  });
});

describe('POST /api/BI/GetAllUserWidgets', () => {
  it('gives a BI user the whole catalogue with its defaults, sorted by displayOrder', async () => {
    const tokens = await signIn(t.app, 'sysadmin');
    const response = await widgetsOf(tokens, { username: 'sysadmin' });
    expect(response.statusCode, response.body).toBe(200);
    const list = userWidgetListSchema.parse(response.json());
    expect(list.map((widget) => widget.widgetID)).toEqual(
      [...WIDGET_CATALOGUE].sort((a, b) => a.defaultOrder - b.defaultOrder).map((w) => w.widgetID),
    );
    expect(list.map((widget) => widget.displayOrder)).toEqual(list.map((_, i) => i + 1));
    expect(list[0]).toMatchObject({
      widgetID: 1,
      name: 'signInsPerDay',
      displayName: 'Sign-ins per day',
      isActive: true,
      title: { en: 'Sign-ins per day', fr: 'Connexions par jour' },
    });
    expect(list.find((widget) => widget.name === 'topUsers')?.isActive).toBe(false);
    for (const widget of list) {
      for (const text of [widget.title, widget.shortText, widget.longText]) {
        expect(text.en).not.toBe('');
        expect(text.fr).not.toBe('');
      }
    }
  });

  it('follows the order and ON/OFF the user saved, and keeps it across sign-ins', async () => {
    const tokens = await signIn(t.app, 'analyst');
    const initial = userWidgetListSchema.parse(
      (await widgetsOf(tokens, { username: 'analyst' })).json(),
    );
    const reordered = [...initial].reverse().map((widget, index) => ({
      widgetID: widget.widgetID,
      isActive: widget.widgetID === 2 ? false : widget.isActive,
      displayOrder: (index + 1) * 10,
    }));
    const saved = await update(tokens, { username: 'analyst', widgets: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    // Stored as the order the user sees, numbered 1..n.
    expect(userSchema.parse(saved.json()).widgets.map((w) => w.displayOrder)).toEqual(
      reordered.map((_, i) => i + 1),
    );

    const again = await signIn(t.app, 'analyst');
    const list = userWidgetListSchema.parse((await widgetsOf(again)).json());
    expect(list.map((widget) => widget.widgetID)).toEqual(reordered.map((w) => w.widgetID));
    expect(list.find((widget) => widget.widgetID === 2)?.isActive).toBe(false);
    expect(list.find((widget) => widget.widgetID === 1)?.isActive).toBe(true);
  });

  it('puts widgets the user never arranged after the arranged ones', async () => {
    const tokens = await signIn(t.app, 'admin');
    const saved = await update(tokens, {
      username: 'admin',
      widgets: [
        { widgetID: 5, isActive: true, displayOrder: 1 },
        { widgetID: 3, isActive: false, displayOrder: 2 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = userWidgetListSchema.parse((await widgetsOf(tokens)).json());
    expect(list.map((widget) => widget.widgetID)).toEqual([5, 3, 1, 2, 4, 6, 7, 8]);
    expect(list[1]?.isActive).toBe(false);
  });

  it('gives another user’s widgets only to a user manager', async () => {
    const admin = await signIn(t.app, 'admin');
    const response = await widgetsOf(admin, { username: 'analyst' });
    expect(response.statusCode, response.body).toBe(200);
    expectError(await widgetsOf(admin, { username: 'ghost' }), 404, 'notFound');
    const analyst = await signIn(t.app, 'analyst');
    expectError(await widgetsOf(analyst, { username: 'admin' }), 403, 'forbidden');
  });

  it('refuses users without BI (403) and visitors without a session (401)', async () => {
    for (const username of ['agent', 'servicing', 'noaccess']) {
      const tokens = await signIn(t.app, username);
      expectError(await widgetsOf(tokens, { username }), 403, 'forbidden');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/BI/GetAllUserWidgets',
      payload: {},
    });
    expectError(anonymous, 401, 'unauthenticated');
  });
});
