// BI (issue 19, decisions 0056–0058): each widget's figures against an independent count of
// the events themselves, the tracking explorer's filters, keyset pages, detail and export,
// who may call what for every demo user, the refusals, and the audited widget catalogue.
// The events are sent through POST /tracking/sendTrackingInfo on days years ahead of the demo
// data, so whatever history the seed holds, these days hold only this file's events.

import type { TokenData } from '@portal/contracts/auth';
import {
  type CatalogueWidget,
  catalogueSchema,
  trackingEventDetailSchema,
  trackingPageSchema,
  type WidgetFigures,
  widgetFiguresSchema,
} from '@portal/contracts/bi';
import { userWidgetListSchema } from '@portal/contracts/shell';
import { decideAccess } from '@portal/domain/access/api-policies';
import { SYSTEM_FLAG_KEYS, type SystemFlags } from '@portal/domain/access/permissions';
import { WIDGET_DEFINITIONS, WIDGET_NAMES } from '@portal/domain/bi/widgets';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USERS } from '../src/db/demo-data';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Moves the clock to 09:00 UTC of the day `days` after the clock's current day. */
function moveToDay(days: number): string {
  const now = t.clock.now();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  t.clock.advance(midnight + days * DAY_MS + 9 * 3_600_000 - now.getTime());
  return dayOf(t.clock.now());
}

function event(eventType: string, formName: string, controlName: string, detail = {}) {
  return {
    eventType,
    header: { userName: 'x', trackingUserName: 'x', agentID: 'x', formName, controlName },
    detail,
  };
}

/** Sends the events as the browser does; the answer's tracking id is the visit's. */
async function send(tokens: TokenData, events: unknown[]): Promise<string> {
  const response = await injectAs(t.app, tokens, {
    method: 'POST',
    url: '/tracking/sendTrackingInfo',
    payload: events,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ header: { trackingID: string } }>().header.trackingID;
}

async function figures(tokens: TokenData, name: string, from: string, to: string) {
  const response = await injectAs(t.app, tokens, {
    method: 'GET',
    url: `/api/BI/WidgetData/${name}?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return widgetFiguresSchema.strict().parse(response.json());
}

type CountRow = { key: string; value: string | number };

/**
 * The same figure counted straight from tracking_events (not from the roll-up), written
 * from the widget's definition in plain SQL.
 */
async function independent(name: (typeof WIDGET_NAMES)[number], from: string, to: string) {
  const definition = WIDGET_DEFINITIONS[name];
  const types = definition.eventTypes
    ? sql`and event_type in (${sql.join(
        definition.eventTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  const range = sql`at >= ${`${from}T00:00:00Z`}::timestamptz and at < (${to}::date + 1)::timestamptz`;
  const dayKey = sql`to_char(at at time zone 'UTC', 'YYYY-MM-DD')`;
  const measure = definition.measure === 'users' ? sql`count(distinct username)` : sql`count(*)`;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: CountRow[] }).rows.map((row) => ({
      key: String(row.key),
      value: Number(row.value),
    }));
  const [total] = await rowsOf(
    sql`select 'all' as key, ${measure} as value from tracking_events where ${range} ${types}`,
  );
  if (definition.shape === 'byDay') {
    const rows = await rowsOf(
      sql`select ${dayKey} as key, ${measure} as value from tracking_events
          where ${range} ${types} group by 1`,
    );
    return { total: total?.value ?? 0, points: rows };
  }
  const column = sql.raw(
    { eventType: 'event_type', formName: 'form_name', username: 'username' }[
      definition.measure as 'eventType' | 'formName' | 'username'
    ],
  );
  const rows = await rowsOf(
    sql`select ${column} as key, count(*) as value from tracking_events
        where ${range} ${types} group by 1 order by 2 desc, 1 limit 10`,
  );
  return { total: total?.value ?? 0, points: rows };
}

function nonZero(points: WidgetFigures['points']) {
  return points.filter((point) => point.value !== 0);
}

describe('widget figures', () => {
  it('equal an independent count of the events sent, for every widget', async () => {
    const first = moveToDay(3000);
    const analyst = await signIn(t.app, 'analyst');
    const agent = await signIn(t.app, 'agent');
    await send(agent, [
      event('PAGE_LOAD', 'illustration', 'page'),
      event('PAGE_LOAD', 'illustration', 'page'),
      event('PAGE_LOAD', 'illustration', 'page'),
      event('CONTROL_CHANGE', 'illustration', 'faceAmount', { faceAmount: 250000 }),
      event('CONTROL_CHANGE', 'illustration', 'age', { age: 41 }),
      event('BUTTON_CLICK', 'profile', 'save'),
      event('tab_click', 'profile', 'widgets'),
    ]);
    await send(analyst, [event('PAGE_LOAD', 'bi', 'page')]);
    const second = moveToDay(1);
    const agentAgain = await signIn(t.app, 'agent');
    const analystAgain = await signIn(t.app, 'analyst');
    await send(agentAgain, [
      event('PAGE_LOAD', 'inforce', 'page'),
      event('PAGE_LOAD', 'inforce', 'page'),
    ]);

    const expectedByName: Record<string, { total: number; points: [string, number][] }> = {
      signInsPerDay: {
        total: 4,
        points: [
          [first, 2],
          [second, 2],
        ],
      },
      activeUsersPerDay: {
        total: 2,
        points: [
          [first, 2],
          [second, 2],
        ],
      },
      eventsPerDay: {
        total: 14,
        points: [
          [first, 10],
          [second, 4],
        ],
      },
      eventsByType: {
        total: 14,
        points: [
          ['PAGE_LOAD', 6],
          ['LOGIN', 4],
          ['CONTROL_CHANGE', 2],
          ['BUTTON_CLICK', 1],
          ['TAB_CLICK', 1],
        ],
      },
      pageLoadsByForm: {
        total: 6,
        points: [
          ['illustration', 3],
          ['inforce', 2],
          ['bi', 1],
        ],
      },
      changesByForm: { total: 2, points: [['illustration', 2]] },
      clicksByForm: { total: 2, points: [['profile', 2]] },
      topUsers: {
        total: 14,
        points: [
          ['agent', 11],
          ['analyst', 3],
        ],
      },
    };
    for (const name of WIDGET_NAMES) {
      const answer = await figures(analystAgain, name, first, second);
      const counted = await independent(name, first, second);
      expect(answer.total, name).toBe(counted.total);
      expect(nonZero(answer.points), name).toEqual(
        WIDGET_DEFINITIONS[name].shape === 'byDay'
          ? [...counted.points].sort((a, b) => a.key.localeCompare(b.key))
          : counted.points,
      );
      // And what this test sent, written out by hand.
      const expected = expectedByName[name];
      expect(answer.total, name).toBe(expected?.total);
      expect(
        nonZero(answer.points).map((point) => [point.key, point.value]),
        name,
      ).toEqual(expected?.points);
    }

    // A byDay widget has a point for every day of the range, zero where nothing happened.
    const wider = await figures(
      analystAgain,
      'signInsPerDay',
      dayOf(new Date(Date.parse(first) - DAY_MS)),
      second,
    );
    expect(wider.points.map((point) => point.value)).toEqual([0, 2, 2]);
  });

  it('refuses bad ranges and unknown widgets with 400', async () => {
    const analyst = await signIn(t.app, 'analyst');
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-03-01',
      'from=yesterday&to=2026-03-01',
      'to=2026-03-01',
    ]) {
      const response = await injectAs(t.app, analyst, {
        method: 'GET',
        url: `/api/BI/WidgetData/eventsPerDay?${query}`,
      });
      expectError(response, 400, 'validation');
    }
    const unknown = await injectAs(t.app, analyst, {
      method: 'GET',
      url: '/api/BI/WidgetData/everything?from=2026-03-01&to=2026-03-01',
    });
    expectError(unknown, 400, 'validation');
  });
});

describe('tracking explorer', () => {
  async function page(tokens: TokenData, query: string) {
    const response = await injectAs(t.app, tokens, {
      method: 'GET',
      url: `/api/BI/TrackingEvents?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return trackingPageSchema.strict().parse(response.json());
  }

  it('filters, pages by keyset in both orders, and shows one event with its form data', async () => {
    const day = moveToDay(10);
    const servicing = await signIn(t.app, 'servicing');
    const events = Array.from({ length: 7 }, (_, i) =>
      event('CONTROL_CHANGE', 'policyLookup', i % 2 === 0 ? 'policyNumber' : 'insuredName', {
        step: i,
      }),
    );
    const visit = await send(servicing, events.slice(0, 4));
    t.clock.advance(1000);
    // The browser sends the visit's id back with its next batch.
    await send(
      servicing,
      events.slice(4).map((one) => ({ ...one, header: { ...one.header, trackingID: visit } })),
    );
    const admin = await signIn(t.app, 'admin');
    const range = `from=${day}&to=${day}`;

    const ids = (
      (await t.app.db.execute(
        sql`select id from tracking_events where username = 'servicing'
            and at >= ${`${day}T00:00:00Z`}::timestamptz order by at desc, id desc`,
      )) as unknown as { rows: { id: string | number }[] }
    ).rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(8); // the sign-in and seven changes

    const seen: number[] = [];
    let after = '';
    for (;;) {
      const next = await page(admin, `${range}&username=servicing&limit=3${after}`);
      seen.push(...next.rows.map((row) => row.id));
      if (!next.next) break;
      after = `&after=${next.next}`;
    }
    expect(seen).toEqual(ids);

    const ascending = await page(admin, `${range}&username=servicing&order=asc&limit=200`);
    expect(ascending.rows.map((row) => row.id)).toEqual([...ids].reverse());
    expect(ascending.rows[0]?.eventType).toBe('LOGIN');
    expect(new Set(ascending.rows.slice(1).map((row) => row.trackingId))).toEqual(new Set([visit]));

    const controls = await page(
      admin,
      `${range}&eventType=CONTROL_CHANGE&formName=policyLookup&controlName=policyNumber`,
    );
    expect(controls.rows).toHaveLength(4);
    expect(controls.rows.every((row) => row.controlName === 'policyNumber')).toBe(true);
    expect(controls.next).toBeNull();

    const id = controls.rows[0]?.id;
    const detail = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/BI/TrackingEvents/${id}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(trackingEventDetailSchema.strict().parse(detail.json())).toMatchObject({
      id,
      username: 'servicing',
      detail: { step: 6 },
    });
    expectError(
      await injectAs(t.app, admin, { method: 'GET', url: '/api/BI/TrackingEvents/999999999' }),
      404,
      'notFound',
    );

    const exported = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/BI/TrackingEventsExport?${range}&username=servicing`,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + ids.length);
    expect(sheet?.getRow(2).getCell(1).value).toBe(ids[0]);
    expect(String(sheet?.getRow(2).getCell(9).value)).toBe(JSON.stringify({ step: 6 }));
  });

  it('refuses bad filters with 400', async () => {
    const admin = await signIn(t.app, 'admin');
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2026-03-01&to=2026-03-01&eventType=CLICK',
      'from=2026-03-01&to=2026-03-01&limit=0',
      'from=2026-03-01&to=2026-03-01&limit=201',
      'from=2026-03-01&to=2026-03-01&after=abc',
      'from=2026-03-01&to=2026-03-01&order=sideways',
      `from=2026-03-01&to=2026-03-01&username=${'u'.repeat(101)}`,
      'to=2026-03-01',
    ]) {
      for (const path of ['/api/BI/TrackingEvents', '/api/BI/TrackingEventsExport']) {
        if (path.endsWith('Export') && /limit|after/.test(query)) continue;
        const response = await injectAs(t.app, admin, { method: 'GET', url: `${path}?${query}` });
        expectError(response, 400, 'validation');
      }
    }
  });
});

const demoSystemFlags = Object.fromEntries(
  SYSTEM_FLAG_KEYS.map((key) => [key, DEMO_COMPANY[key] === true]),
) as SystemFlags;

describe('who may call the BI routes', () => {
  it('lets exactly the spec’s users in, for every demo user', async () => {
    const calls = {
      biWidgets: '/api/BI/WidgetData/eventsPerDay?from=2026-03-01&to=2026-03-02',
      tracking: '/api/BI/TrackingEvents?from=2026-03-01&to=2026-03-02&limit=1',
      biCatalogue: '/api/BI/WidgetCatalogue',
    } as const;
    const allowed: Record<keyof typeof calls, string[]> = {
      biWidgets: [],
      tracking: [],
      biCatalogue: [],
    };
    for (const demo of DEMO_USERS) {
      const username = demo.profile.username;
      const tokens = await signIn(t.app, username);
      for (const [policy, url] of Object.entries(calls) as [keyof typeof calls, string][]) {
        const response = await injectAs(t.app, tokens, { method: 'GET', url });
        const subject = {
          permissions: demo.permissions,
          system: demoSystemFlags,
          defaultApplication: demo.profile.defaultApplication ?? 'New Business',
        };
        if (decideAccess(policy, subject) === 'allow') {
          expect(response.statusCode, `${username} ${url}`).toBe(200);
          allowed[policy].push(username);
        } else {
          expectError(response, 403, 'forbidden');
        }
      }
    }
    // Spec 6 and 2.1, written out: the Widgets tab needs BI displayed and active; tracking
    // needs BI on and admin, BI or admin-system rights; BI details are hidden from a user with
    // BI but not admin.
    expect(allowed.biWidgets).toEqual(['analyst']);
    expect(allowed.tracking).toEqual(['admin', 'analyst', 'sysadmin']);
    expect(allowed.biCatalogue).toEqual(['admin', 'sysadmin']);
    const anonymous = await t.app.inject({ method: 'GET', url: calls.tracking });
    expectError(anonymous, 401, 'unauthenticated');
  });
});

describe('widget catalogue (/admin/bi)', () => {
  async function catalogue(tokens: TokenData): Promise<CatalogueWidget[]> {
    const response = await injectAs(t.app, tokens, {
      method: 'GET',
      url: '/api/BI/WidgetCatalogue',
    });
    expect(response.statusCode, response.body).toBe(200);
    return catalogueSchema.parse(response.json());
  }
  async function auditRows(): Promise<
    { action: string; target: string; before: unknown; after: unknown }[]
  > {
    const result = (await t.app.db.execute(
      sql`select action, target, before, after from audit_log where target_type = 'widget' order by id`,
    )) as unknown as {
      rows: { action: string; target: string; before: unknown; after: unknown }[];
    };
    return result.rows;
  }

  it('edits a widget and the default order, each change audited, and users see them', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await catalogue(admin);
    expect(before.map((widget) => widget.displayOrder)).toEqual(before.map((_, i) => i + 1));
    const target = before.find((widget) => widget.name === 'eventsByType');
    if (!target) throw new Error('no eventsByType');
    const change = {
      displayName: 'Events by kind',
      isActive: false,
      title: { en: 'Events by kind', fr: 'Événements par nature' },
      shortText: target.shortText,
      longText: { en: 'Every event, by kind.', fr: 'Chaque événement, par nature.' },
    };
    const saved = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/BI/WidgetCatalogue/${target.widgetID}`,
      payload: change,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reversed = [...before].reverse().map((widget) => widget.widgetID);
    const ordered = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/BI/WidgetCatalogueOrder',
      payload: { widgetIDs: reversed },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(catalogueSchema.parse(ordered.json()).map((widget) => widget.widgetID)).toEqual(
      reversed,
    );

    // A user who never arranged their dashboard gets the new defaults.
    const sysadmin = await signIn(t.app, 'sysadmin');
    const widgets = userWidgetListSchema.parse(
      (
        await injectAs(t.app, sysadmin, {
          method: 'POST',
          url: '/api/BI/GetAllUserWidgets',
          payload: {},
        })
      ).json(),
    );
    expect(widgets.map((widget) => widget.widgetID)).toEqual(reversed);
    expect(widgets.find((widget) => widget.widgetID === target.widgetID)).toMatchObject({
      isActive: false,
      title: change.title,
      longText: change.longText,
    });

    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.target])).toEqual([
      ['widget.update', 'eventsByType'],
      ['widget.reorder', 'catalogue'],
    ]);
    expect(audit[0]?.before).toMatchObject({ displayName: target.displayName, isActive: true });
    expect(audit[0]?.after).toMatchObject({ displayName: 'Events by kind', isActive: false });
    expect(audit[1]?.after).toEqual({ order: reversed });

    // Put the catalogue back as it was (also audited).
    const { widgetID: _id, name: _name, displayOrder: _order, ...original } = target;
    for (const request of [
      { url: `/api/BI/WidgetCatalogue/${target.widgetID}`, payload: original },
      {
        url: '/api/BI/WidgetCatalogueOrder',
        payload: { widgetIDs: before.map((w) => w.widgetID) },
      },
    ]) {
      const response = await injectAs(t.app, admin, { method: 'PUT', ...request });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await catalogue(admin)).toEqual(before);
  });

  it('refuses bad edits and orders with 400, changing nothing and auditing nothing', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await catalogue(admin);
    const auditBefore = await auditRows();
    const ids = before.map((widget) => widget.widgetID);
    const widget = before[0];
    if (!widget) throw new Error('empty catalogue');
    const { widgetID: _id, name: _name, displayOrder: _order, ...fields } = widget;
    const refusals = [
      { url: '/api/BI/WidgetCatalogueOrder', payload: { widgetIDs: ids.slice(1) } },
      { url: '/api/BI/WidgetCatalogueOrder', payload: { widgetIDs: [...ids.slice(1), ids[1]] } },
      { url: '/api/BI/WidgetCatalogueOrder', payload: { widgetIDs: [...ids.slice(1), 999] } },
      { url: '/api/BI/WidgetCatalogueOrder', payload: { widgetIDs: [] } },
      {
        url: `/api/BI/WidgetCatalogue/${widget.widgetID}`,
        payload: { ...fields, displayName: ' ' },
      },
      {
        url: `/api/BI/WidgetCatalogue/${widget.widgetID}`,
        payload: { ...fields, title: { en: 'Only English' } },
      },
      {
        url: `/api/BI/WidgetCatalogue/${widget.widgetID}`,
        payload: { ...fields, isActive: 'yes' },
      },
    ];
    for (const request of refusals) {
      const response = await injectAs(t.app, admin, { method: 'PUT', ...request });
      expectError(response, 400, 'validation');
    }
    expectError(
      await injectAs(t.app, admin, {
        method: 'PUT',
        url: '/api/BI/WidgetCatalogue/999',
        payload: fields,
      }),
      404,
      'notFound',
    );
    const analyst = await signIn(t.app, 'analyst');
    expectError(
      await injectAs(t.app, analyst, {
        method: 'PUT',
        url: `/api/BI/WidgetCatalogue/${widget.widgetID}`,
        payload: fields,
      }),
      403,
      'forbidden',
    );
    expect(await catalogue(admin)).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
  });
});
