// The data reports (issue 18; decision 0054): every one of the 24 reports' figures against a
// count the test makes itself from the seeded rows, the inclusive range, the groups of every
// demo user, whose rows an agent sees, and the refusals that write nothing. Outputs are read
// back as a reader would: the PDF's text (pdf.js) and the workbook's cells (exceljs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenData } from '@portal/contracts/auth';
import { DATA_REPORT_PATHS, type DataReportResult } from '@portal/contracts/data-reports';
import { dataReportsEn } from '@portal/contracts/i18n/areas/data-reports';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { POLICY_STATUSES } from '@portal/domain/labels/statuses';
import {
  AGE_BANDS,
  APPLY_EVENT,
  bandOf,
  CONCEPT_FIELDS,
  DATA_REPORTS,
  type DataReportGroup,
  FACE_BANDS,
  PAGE_FIELDS,
  QUOTE_EVENT,
  REPORT_EVENT_CONTROLS,
  RIDER_FIELDS,
  UL_PRODUCTS,
} from '@portal/domain/reports/data-reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents, users } from '../src/db/schema';
import { savedIllustrations } from '../src/db/tables/illustration';
import { inforcePolicies } from '../src/db/tables/inforce';
import { reportIdClaims, reportOutputs } from '../src/db/tables/reports';
import { createTestApp } from './helpers/app';
import type { TestClock } from './helpers/clock';
import { expectError, injectAs, signIn } from './helpers/http';
import { countRows, reportIdsWithBytes } from './helpers/rows';
import { pdfPages, readWorkbook } from './reports-helpers';

let app: FastifyInstance;
let clock: TestClock;
let dataDir: string;
const tokens = new Map<string, TokenData>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-data-reports-'));
  ({ app, clock } = await createTestApp({ env: { DATA_DIR: dataDir } }));
  for (const name of [
    'agent',
    'admin',
    'analyst',
    'servicing',
    'headoffice',
    'developer',
    'sysadmin',
    'newagent',
    'agentfr',
    'whitelabel',
  ])
    tokens.set(name, await signIn(app, name));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (name: string) => tokens.get(name) as TokenData;
const midday = (day: string) => `${day}T12:00:00Z`;
const today = () => clock.now().toISOString().slice(0, 10);
const GROUP_OF_PATH = Object.fromEntries(
  Object.entries(DATA_REPORT_PATHS).map(([g, p]) => [g, p]),
) as Record<DataReportGroup, string>;

function scalars(from: string, to: string, excel: boolean) {
  return [
    { name: 'PQWizard_StartDate', dataType: 'date', value: midday(from), format: 'dd/MM/yyyy' },
    { name: 'PQWizard_EndDate', dataType: 'date', value: midday(to), format: 'dd/MM/yyyy' },
    { name: 'PQWizard_chkStoreInExcel', dataType: 'boolean', value: excel ? 1 : 0 },
  ];
}

async function call(
  user: string,
  reportNumber: number,
  from: string,
  to: string,
  excel: boolean,
  extra = {},
) {
  const report = DATA_REPORTS.find((r) => r.reportNumber === reportNumber);
  const path = GROUP_OF_PATH[report?.group ?? 'proQuote'];
  return injectAs(app, as(user), {
    method: 'POST',
    url: path,
    payload: {
      user: {},
      reportScalarItems: scalars(from, to, excel),
      reportID: '',
      reportNumber,
      reportName: report?.key ?? '',
      ...extra,
    },
  });
}

async function download(user: string, result: DataReportResult): Promise<Uint8Array> {
  const url = result.outputs[0]?.url ?? '';
  const response = await injectAs(app, as(user), { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

/** The report's rows as the workbook holds them: first column's text → the other cells. */
async function workbookRows(
  user: string,
  reportNumber: number,
  from: string,
  to: string,
  extra = {},
) {
  const response = await call(user, reportNumber, from, to, true, extra);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<DataReportResult>();
  expect(result.resultCode, result.errorText).toBe(0);
  const workbook = await readWorkbook(await download(user, result));
  const sheet = workbook.getWorksheet(dataReportsEn.pdf.sheetData);
  const rows: (string | number | null)[][] = [];
  sheet?.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[])
      .slice(1)
      .map((v) => (v === undefined ? null : (v as string | number)));
    if (values[0] === dataReportsEn.pdf.total) return;
    rows.push(values);
  });
  return rows;
}

// ------------------------------------------------------------------ the test's own counts

interface Event {
  at: Date;
  username: string;
  eventType: string;
  formName: string;
  controlName: string;
  detail: Record<string, unknown>;
}
let events: Event[] = [];
let saved: {
  ownerId: number;
  productId: string;
  form: Record<string, unknown>;
  createdAt: Date;
}[] = [];
let names = new Map<number, string>();

beforeAll(async () => {
  events = await app.db.select().from(trackingEvents);
  saved = await app.db.select().from(savedIllustrations);
  names = new Map(
    (await app.db.select({ id: users.id, u: users.username }).from(users)).map((r) => [r.id, r.u]),
  );
});

const inRange = (at: Date, from: string, to: string) => {
  const day = at.toISOString().slice(0, 10);
  return day >= from && day <= to;
};
const quotes = (from: string, to: string, who?: string) =>
  events.filter(
    (e) =>
      e.eventType === QUOTE_EVENT.eventType &&
      e.formName === QUOTE_EVENT.formName &&
      e.controlName === QUOTE_EVENT.controlName &&
      inRange(e.at, from, to) &&
      (who === undefined || e.username === who),
  );
function tally<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return map;
}
const asMap = (rows: (string | number | null)[][], value = 1) =>
  new Map(rows.map((r) => [String(r[0]), Number(r[value])]));
const productLabel = (code: string) => {
  const found = PRODUCT_LABELS.find(code);
  return found ? `${found.en} (${code})` : code || dataReportsEn.columns.none;
};
const relabel = (map: Map<string, number>, label: (code: string) => string) =>
  new Map([...map].map(([k, v]) => [label(k), v]));
const text = (v: unknown) => (typeof v === 'string' ? v : '');

// A range inside the seeded year, and the whole year.
const FROM = '2025-06-01';
const TO = '2025-11-30';

describe('the seeded year', () => {
  it('gives every ProQuote, Illustration and Inforce report something to count', () => {
    expect(quotes(FROM, TO).length).toBeGreaterThan(50);
    expect(saved.filter((s) => inRange(s.createdAt, FROM, TO)).length).toBeGreaterThan(5);
    // Nothing after the seed's now.
    expect(events.every((e) => e.at.getTime() <= clock.now().getTime())).toBe(true);
  });
});

describe('ProQuote reports: figures equal the test’s own counts', () => {
  it('1 quotes by product, 2 by agent, 3 by province, 7 by premium mode', async () => {
    const q = quotes(FROM, TO);
    expect(asMap(await workbookRows('admin', 1, FROM, TO))).toEqual(
      relabel(
        tally(q, (e) => text(e.detail.productId)),
        productLabel,
      ),
    );
    expect(asMap(await workbookRows('admin', 2, FROM, TO))).toEqual(tally(q, (e) => e.username));
    expect(asMap(await workbookRows('admin', 3, FROM, TO))).toEqual(
      tally(q, (e) => text(e.detail.province)),
    );
    expect(asMap(await workbookRows('admin', 7, FROM, TO))).toEqual(
      tally(q, (e) => text(e.detail.premiumMode)),
    );
  });

  it('4 and 5: face-amount and issue-age bands', async () => {
    const q = quotes(FROM, TO);
    const faces = tally(q, (e) => String(bandOf(FACE_BANDS, Number(e.detail.faceAmount))));
    const ages = tally(q, (e) => String(bandOf(AGE_BANDS, Number(e.detail.insuredAge))));
    const face = (await workbookRows('admin', 4, FROM, TO)).map((r) => Number(r[1]));
    const age = (await workbookRows('admin', 5, FROM, TO)).map((r) => Number(r[1]));
    // Rows in band order: the counts of the bands that have any, lowest first.
    const ordered = (m: Map<string, number>) =>
      [...m].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, n]) => n);
    expect(face).toEqual(ordered(faces));
    expect(age).toEqual(ordered(ages));
  });

  it('6 sex and smoker class', async () => {
    const rows = await workbookRows('admin', 6, FROM, TO);
    const items = dataReportsEn.items as Record<string, string>;
    const expected = tally(
      quotes(FROM, TO),
      (e) => `${items[text(e.detail.insuredSex)]}|${items[text(e.detail.insuredSmokeClass)]}`,
    );
    expect(new Map(rows.map((r) => [`${r[0]}|${r[1]}`, Number(r[2])]))).toEqual(expected);
  });

  it('8, 9, 10: riders, concepts and pages ticked, with their share', async () => {
    const q = quotes(FROM, TO);
    const items = dataReportsEn.items as Record<string, string>;
    for (const [n, fields] of [
      [8, RIDER_FIELDS],
      [9, CONCEPT_FIELDS],
      [10, PAGE_FIELDS],
    ] as const) {
      const rows = await workbookRows('admin', n, FROM, TO);
      const expected = new Map(
        fields.map((f) => [items[f] as string, q.filter((e) => e.detail[f] === true).length]),
      );
      expect(asMap(rows)).toEqual(expected);
      for (const r of rows) expect(Number(r[2])).toBeCloseTo(Number(r[1]) / q.length, 10);
    }
  });

  it('11 reports generated, 12 activity per day, 13 the funnel', async () => {
    const range = events.filter((e) => inRange(e.at, FROM, TO));
    const printed = range.filter(
      (e) => e.formName === 'illustration' && e.eventType === 'BUTTON_CLICK',
    );
    const r11 = await workbookRows('admin', 11, FROM, TO);
    for (const row of r11) {
      const mine = printed.filter((e) => e.username === row[0]);
      expect(row[1]).toBe(mine.filter((e) => e.controlName === REPORT_EVENT_CONTROLS.pdf).length);
      expect(row[2]).toBe(mine.filter((e) => e.controlName === REPORT_EVENT_CONTROLS.excel).length);
    }
    const r12 = await workbookRows('admin', 12, FROM, TO);
    const perDay = tally(range, (e) =>
      e.at.toISOString().slice(0, 10).split('-').reverse().join('/'),
    );
    expect(
      new Map(
        r12.map((r) => [String(r[0]), Number(r[1]) + Number(r[2]) + Number(r[3]) + Number(r[4])]),
      ),
    ).toEqual(perDay);
    const r13 = await workbookRows('admin', 13, FROM, TO);
    for (const row of r13) {
      const who = String(row[0]);
      expect(row[1]).toBe(quotes(FROM, TO, who).length);
      expect(row[2]).toBe(
        saved.filter((s) => names.get(s.ownerId) === who && inRange(s.createdAt, FROM, TO)).length,
      );
      expect(row[3]).toBe(
        range.filter(
          (e) =>
            e.username === who &&
            e.formName === APPLY_EVENT.formName &&
            e.controlName === APPLY_EVENT.controlName,
        ).length,
      );
    }
    expect(r13.length).toBeGreaterThan(0);
  });
});

describe('Illustration reports', () => {
  it('14 saved illustrations, 15 by product and basis, 16 UL deposits, 17 last activity', async () => {
    const range = saved.filter((s) => inRange(s.createdAt, FROM, TO));
    expect(asMap(await workbookRows('admin', 14, FROM, TO))).toEqual(
      tally(range, (s) => names.get(s.ownerId) ?? ''),
    );
    const items = dataReportsEn.items as Record<string, string>;
    const basis = (s: (typeof saved)[number]) =>
      text(s.form.insured2Age) !== '' ? text(s.form.lifeBasis) || 'JOINTLAST' : 'SINGLE';
    const r15 = await workbookRows('admin', 15, FROM, TO);
    expect(new Map(r15.map((r) => [`${r[0]}|${r[1]}`, Number(r[2])]))).toEqual(
      tally(range, (s) => `${productLabel(s.productId)}|${items[basis(s)]}`),
    );
    const ul = range.filter((s) => (UL_PRODUCTS as readonly string[]).includes(s.productId));
    const r16 = await workbookRows('admin', 16, FROM, TO);
    expect(r16.reduce((n, r) => n + Number(r[2]), 0)).toBe(ul.length);
    expect(r16.reduce((n, r) => n + Number(r[3]), 0)).toBe(
      ul.reduce((n, s) => n + Number(s.form.annualDeposit || 0), 0),
    );
    const r17 = await workbookRows('admin', 17, FROM, TO);
    for (const row of r17) {
      const last = events.filter(
        (e) => e.username === row[0] && e.at.toISOString().slice(0, 10) <= TO,
      );
      const day = last
        .map((e) => e.at.toISOString().slice(0, 10))
        .sort()
        .at(-1);
      expect(row[1]).toBe(day ? day.split('-').reverse().join('/') : null);
    }
  });
});

describe('Inforce reports', () => {
  it('18 to 23 count the in-force book an agent or head office may see', async () => {
    const policies = await app.db.select().from(inforcePolicies);
    const book = policies.filter((p) => p.document.issueDate <= TO);
    const r19 = await workbookRows('headoffice', 19, FROM, TO);
    expect(asMap(r19)).toEqual(tally(book, (p) => p.policyType));
    const r18 = await workbookRows('headoffice', 18, FROM, TO);
    expect(r18.reduce((n, r) => n + Number(r[1]), 0)).toBe(book.length);
    const r20 = await workbookRows('headoffice', 20, FROM, TO);
    expect(r20.reduce((n, r) => n + Number(r[2]), 0)).toBe(book.length);
    const active = book.filter((p) => p.isActive);
    const r21 = await workbookRows('headoffice', 21, FROM, TO);
    expect(asMap(r21)).toEqual(tally(active, (p) => p.document.billingMethod));
    const r22 = await workbookRows('headoffice', 22, FROM, TO);
    expect(r22.map((r) => r[0]).sort()).toEqual(
      active
        .filter((p) => p.document.loanBalance > 0)
        .map((p) => p.policyNumber)
        .sort(),
    );
    // 23: payments from each payout's start date, every 12, 6, 3 or 1 months, inside the range.
    const months = (mode: string | null) => ({ '012': 12, '06': 6, '03': 3 })[mode ?? ''] ?? 1;
    const expected = new Map<string, number>();
    for (const p of active.filter((x) => x.policyType === 'RRIF' || x.policyType === 'LIF')) {
      const start = p.document.payoutEffectiveDate;
      if (!start || p.document.annualPayoutAmount === null) continue;
      const step = months(p.document.annualPayoutMode);
      let n = 0;
      for (let k = 0; ; k += 1) {
        const d = new Date(`${start}T00:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() + k * step);
        const day = d.toISOString().slice(0, 10);
        if (day > TO) break;
        if (day >= FROM) n += 1;
      }
      if (n > 0) expected.set(p.policyNumber, n);
    }
    const r23 = await workbookRows('headoffice', 23, FROM, TO);
    expect(new Map(r23.map((r) => [String(r[0]), Number(r[2])]))).toEqual(expected);

    // The agent sees only the policies where they are the agent or writing agent.
    const agentID = 'BA10234';
    const own = book.filter((p) => p.agentID === agentID || p.writingAgentID === agentID);
    const mine = await workbookRows('agent', 19, FROM, TO);
    expect(mine.reduce((n, r) => n + Number(r[1]), 0)).toBe(own.length);
    expect(own.length).toBeLessThan(book.length);
  });

  it('the status and church filters narrow the figures, and the report says which', async () => {
    const policies = await app.db.select().from(inforcePolicies);
    const book = policies.filter((p) => p.document.issueDate <= TO);
    const byStatus = tally(book, (p) => p.policyStatusCode);
    // The commonest status that is not the whole book: the filter must change the figures.
    const [status, count] = [...byStatus].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(book.length);
    const filtered = await workbookRows('headoffice', 19, FROM, TO, { policyStatusCode: status });
    expect(asMap(filtered)).toEqual(
      tally(
        book.filter((p) => p.policyStatusCode === status),
        (p) => p.policyType,
      ),
    );
    expect(filtered.reduce((n, r) => n + Number(r[1]), 0)).toBe(count);

    const churchOf = (p: (typeof book)[number]) =>
      (p.document.owners[0] as { churchName?: string | null } | undefined)?.churchName ?? '';
    const church = book.map(churchOf).find((name) => name !== '') ?? '';
    expect(church).not.toBe('');
    const inChurch = book.filter((p) => churchOf(p) === church);
    const r18 = await workbookRows('headoffice', 18, FROM, TO, { churchName: church });
    expect(r18.reduce((n, r) => n + Number(r[1]), 0)).toBe(inChurch.length);
    expect(inChurch.length).toBeLessThan(book.length);
    // Both together, and a status nobody in that church has: nothing, said as such.
    const other = [...byStatus.keys()].find(
      (code) => !inChurch.some((p) => p.policyStatusCode === code),
    );
    expect(other).toBeDefined();
    const none = await workbookRows('headoffice', 18, FROM, TO, {
      churchName: church,
      policyStatusCode: other,
    });
    expect(none).toEqual([]);

    // The workbook's About sheet and the PDF name the filters in the report language.
    const response = await call('headoffice', 18, FROM, TO, true, { policyStatusCode: status });
    const workbook = await readWorkbook(await download('headoffice', response.json()));
    const about: string[] = [];
    workbook.getWorksheet(dataReportsEn.pdf.sheetAbout)?.eachRow((row) => {
      about.push((row.values as unknown[]).slice(1).join('|'));
    });
    const statusName = POLICY_STATUSES.find(status)?.en ?? status;
    expect(about).toContain(`${dataReportsEn.pdf.aboutStatus}|${statusName}`);
    const pdf = await call('headoffice', 18, FROM, TO, false, { churchName: church });
    const pages = await pdfPages(await download('headoffice', pdf.json()));
    expect(pages.join(' ')).toContain(`${dataReportsEn.pdf.aboutChurch}: ${church}`);

    // The filters are the in-force reports': a ProQuote report ignores them.
    const plain = await workbookRows('analyst', 1, FROM, TO);
    expect(await workbookRows('analyst', 1, FROM, TO, { policyStatusCode: status })).toEqual(plain);
  });

  it('POST /api/DataReportLists answers the statuses and churches of the in-force data', async () => {
    const response = await injectAs(app, as('headoffice'), {
      method: 'POST',
      url: '/api/DataReportLists',
    });
    expect(response.statusCode, response.body).toBe(200);
    const lists = response.json();
    const policies = await app.db.select().from(inforcePolicies);
    expect(
      lists.policyStatusList.map((s: { policyStatusCode: string }) => s.policyStatusCode),
    ).toEqual([...new Set(policies.map((p) => p.policyStatusCode))].sort());
    expect(lists.churchList.length).toBeGreaterThan(0);
    expect(lists.denominationList).toEqual([]);
    expectError(
      await injectAs(app, as('developer'), { method: 'POST', url: '/api/DataReportLists' }),
      403,
      'forbidden',
    );
  });
});

describe('Admin summary', () => {
  it('24 counts users, sign-ins, imports and changes in the range', async () => {
    const day = today();
    const rows = new Map(
      (await workbookRows('admin', 24, day, day)).map((r) => [String(r[0]), Number(r[1])]),
    );
    const all = await app.db.select().from(users);
    const s = dataReportsEn.summary;
    expect(rows.get(s.usersTotal)).toBe(all.length);
    expect(rows.get(s.usersEnabled)).toBe(all.filter((u) => !u.isDisabled).length);
    // Every demo user signed in once at the start of this file, today.
    expect(rows.get(s.signIns)).toBeGreaterThanOrEqual(tokens.size);
  });
});

describe('the range', () => {
  it('includes both the From and the To day', async () => {
    const day =
      events
        .find((e) => e.controlName === QUOTE_EVENT.controlName)
        ?.at.toISOString()
        .slice(0, 10) ?? '';
    const n = quotes(day, day).length;
    expect(n).toBeGreaterThan(0);
    const rows = await workbookRows('admin', 2, day, day);
    expect(rows.reduce((t, r) => t + Number(r[1]), 0)).toBe(n);
  });

  it('an empty range is a valid report that says so', async () => {
    const response = await call('admin', 1, '2020-01-01', '2020-01-31', false);
    const result = response.json<DataReportResult>();
    expect(result.resultCode).toBe(0);
    const pages = await pdfPages(await download('admin', result));
    expect(pages.join(' ')).toContain(dataReportsEn.pdf.noRows);
  });
});

describe('who sees which groups and rows', () => {
  const expected: Record<string, DataReportGroup[]> = {
    agent: ['proQuote', 'illustration', 'inforce'],
    servicing: ['inforce'],
    headoffice: ['illustration', 'inforce'],
    admin: ['proQuote', 'illustration', 'inforce', 'admin'],
    analyst: ['proQuote', 'illustration', 'inforce', 'admin'],
    developer: ['illustration'],
    sysadmin: ['proQuote', 'illustration', 'inforce', 'admin'],
  };
  it('POST /api/DataReports lists each demo user’s groups, and the calls agree', async () => {
    for (const [user, groups] of Object.entries(expected)) {
      const response = await injectAs(app, as(user), {
        method: 'POST',
        url: '/api/DataReports',
        payload: { user: {} },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ groups: { group: string; reports: unknown[] }[] }>();
      expect(
        body.groups.map((g) => g.group),
        user,
      ).toEqual(groups);
      for (const g of body.groups)
        expect(g.reports.length).toBe(DATA_REPORTS.filter((r) => r.group === g.group).length);
      for (const group of ['proQuote', 'illustration', 'inforce', 'admin'] as const) {
        if (groups.includes(group)) continue;
        const number = DATA_REPORTS.find((r) => r.group === group)?.reportNumber ?? 0;
        const before = await countRows(app, reportIdClaims);
        expectError(await call(user, number, FROM, TO, false), 403, 'forbidden');
        expect(await countRows(app, reportIdClaims)).toBe(before);
      }
    }
  });

  it('an agent counts only their own activity; head office and BI count everyone', async () => {
    const mine = await workbookRows('agent', 2, FROM, TO);
    expect(mine.map((r) => r[0])).toEqual(['agent']);
    expect(Number(mine[0]?.[1])).toBe(quotes(FROM, TO, 'agent').length);
    const all = await workbookRows('analyst', 2, FROM, TO);
    expect(all.length).toBeGreaterThan(1);
  });
});

describe('outputs', () => {
  it('a PDF in the report language, with the total, served only to its owner', async () => {
    const response = await call('agentfr', 1, FROM, TO, false);
    const result = response.json<DataReportResult>();
    expect(result.resultCode, result.errorText).toBe(0);
    expect(result.reportOutputFile).toMatch(/^data-quotes-by-product-[0-9a-f]{8}\.pdf$/);
    const text = (await pdfPages(await download('agentfr', result))).join(' ');
    expect(text).toContain('Soumissions par produit');
    expect(text).toContain('Du 01/06/2025 au 30/11/2025');
    expect(text).toContain(String(quotes(FROM, TO, 'agentfr').length));
    const other = await injectAs(app, as('agent'), {
      method: 'GET',
      url: result.outputs[0]?.url ?? '',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('refusals write nothing', () => {
  async function refused(payload: object, status: number, text?: string) {
    const before = [
      await countRows(app, reportIdClaims),
      await countRows(app, reportOutputs),
      (await reportIdsWithBytes(app)).length,
    ];
    const response = await injectAs(app, as('admin'), {
      method: 'POST',
      url: DATA_REPORT_PATHS.proQuote,
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (text !== undefined) {
      const result = response.json<DataReportResult>();
      expect(result.resultCode).toBe(2);
      expect(result.errorText).toContain(text);
      expect(result.outputs).toEqual([]);
    }
    const after = [
      await countRows(app, reportIdClaims),
      await countRows(app, reportOutputs),
      (await reportIdsWithBytes(app)).length,
    ];
    expect(after).toEqual(before);
  }
  const body = (from: string, to: string, reportNumber = 1) => ({
    reportScalarItems: scalars(from, to, false),
    reportNumber,
    reportName: 'x',
  });

  it('To before From, future dates and an unknown report number: result code 2 with the reason', async () => {
    await refused(body('2025-06-02', '2025-06-01'), 200, 'is before the From Date (02/06/2025)');
    await refused(body('2025-06-01', '2099-01-01'), 200, 'cannot be after today');
    await refused(body(FROM, TO, 99), 200, 'no report number 99');
    // A report of another group sent to the ProQuote call is not one of its reports.
    await refused(body(FROM, TO, 18), 200, 'no report number 18');
    await refused(
      { reportScalarItems: [{ name: 'Other', dataType: 'string', value: 'x' }], reportNumber: 1 },
      200,
      'Choose a From Date',
    );
  });

  it('malformed scalars and bodies: 400', async () => {
    await refused(
      {
        ...body(FROM, TO),
        reportScalarItems: [{ name: 'PQWizard_StartDate', dataType: 'date', value: '2025-06-01' }],
      },
      400,
    );
    await refused(
      {
        ...body(FROM, TO),
        reportScalarItems: [
          { name: 'PQWizard_StartDate', dataType: 'string', value: '01/06/2025' },
        ],
      },
      400,
    );
    await refused(
      {
        ...body(FROM, TO),
        reportScalarItems: [{ name: 'PQWizard_chkStoreInExcel', dataType: 'boolean', value: 2 }],
      },
      400,
    );
    await refused({ ...body(FROM, TO), reportNumber: '1' }, 400);
    await refused({ ...body(FROM, TO), reportScalarItems: [] }, 400);
    await refused({ ...body(FROM, TO), reportID: '../x' }, 400);
  });
});
