import type { TokenData } from '@portal/contracts/auth';
import { parseImportIssuePath, userImportResultSchema } from '@portal/contracts/user-import';
import { decideAccess } from '@portal/domain/access/api-policies';
import { SYSTEM_FLAG_KEYS, type SystemFlags } from '@portal/domain/access/permissions';
import { IMPORT_LIMITS } from '@portal/domain/users/import-rules';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_USERS } from '../src/db/demo-data';
import { createTestApp, type TestApp } from './helpers/app';
import { authenticate, expectError, injectAs, signIn } from './helpers/http';

let t: TestApp;
let admin: TokenData;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t?.app.close();
});

interface Part {
  name: string;
  content: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined) head += `Content-Type: ${part.type ?? 'text/csv'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  file: string | Buffer,
  options: { full?: boolean; filename?: string; tokens?: TokenData; progressId?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart([
    { name: 'File', content: file, filename: options.filename ?? 'users.csv' },
    { name: 'FileDirectory', content: '' },
    { name: 'isFullUpdate', content: options.full ? 'true' : 'false' },
  ]);
  return injectAs(t.app, options.tokens ?? admin, {
    method: 'POST',
    url: `/users/Uploadusers${options.progressId ? `?progressId=${options.progressId}` : ''}`,
    ...body,
  });
}

/** A fingerprint of every user and permission row: a refused import must leave it as it was. */
async function snapshot(): Promise<string> {
  const result = await t.app.db.execute<{ users: string; permissions: string; audit: number }>(sql`
    select
      (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from users u) as users,
      (select md5(coalesce(string_agg(p::text, '|' order by p.user_id, p.permission_key), ''))
         from user_permissions p) as permissions,
      (select count(*)::int from audit_log) as audit`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return JSON.stringify(rows[0]);
}

async function userRow(username: string) {
  const result = await t.app.db.execute<Record<string, unknown>>(
    sql`select * from users where lower(username) = lower(${username})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows[0] ?? null;
}

async function xlsx(rows: (string | { formula: string })[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const issuesOf = (response: LightMyRequestResponse) =>
  (response.json().issues as { path: string; message: string }[]).map((issue) => ({
    ...parseImportIssuePath(issue.path),
    message: issue.message,
  }));

describe('POST /users/Uploadusers: who may import', () => {
  const demoSystemFlags = Object.fromEntries(
    SYSTEM_FLAG_KEYS.map((key) => [key, DEMO_COMPANY[key] === true]),
  ) as SystemFlags;

  it('answers only users with the admin permission; every other demo user gets 403', async () => {
    const outcomes: Record<string, number> = {};
    for (const demo of DEMO_USERS) {
      const username = demo.profile.username;
      const tokens = await signIn(t.app, username);
      const response = await injectAs(t.app, tokens, {
        method: 'POST',
        url: '/users/Uploadusers',
        payload: { not: 'multipart' },
      });
      const template = await injectAs(t.app, tokens, {
        method: 'GET',
        url: '/users/UploadusersTemplate',
      });
      const subject = {
        permissions: demo.permissions,
        system: demoSystemFlags,
        defaultApplication: demo.profile.defaultApplication ?? 'New Business',
      };
      if (decideAccess('usersAdmin', subject) === 'allow') {
        expectError(response, 400, 'badRequest');
        expect(template.statusCode).toBe(200);
      } else {
        expectError(response, 403, 'forbidden');
        expectError(template, 403, 'forbidden');
      }
      outcomes[username] = response.statusCode;
    }
    expect(outcomes.admin).toBe(400);
    for (const name of ['agent', 'servicing', 'headoffice', 'analyst', 'developer', 'sysadmin']) {
      expect(outcomes[name], name).toBe(403);
    }
    expect(Object.keys(outcomes)).toEqual(
      expect.arrayContaining(['whitelabel', 'newagent', 'agentfr', 'noaccess']),
    );
  });

  it('refuses without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/users/Uploadusers' });
    expectError(response, 401, 'unauthenticated');
  });
});

describe('POST /users/Uploadusers: a good file', () => {
  it('offers a template that imports as it is', async () => {
    const template = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/users/UploadusersTemplate',
    });
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.headers['content-disposition']).toContain('user-import-template.csv');
    const response = await upload(template.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(userImportResultSchema.parse(response.json())).toEqual({
      isFullUpdate: false,
      rows: 1,
      created: 1,
      updated: 0,
      disabled: 0,
    });
    const jdoe = await userRow('jdoe');
    expect(jdoe?.email_address).toBe('jane.doe@example.com');
  });

  it('creates new users and updates existing ones, keeping what the file leaves empty', async () => {
    const before = await userRow('agent');
    const csv =
      '\ufeffusername;firstName;emailAddress;role;inputLanguage\r\n' +
      'Agent;Renamed;;;\r\n' +
      'new.one;New;new.one@example.com;Analyst;French\r\n' +
      'new.two;=1+2;;Conseiller;\r\n';
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isFullUpdate: false,
      rows: 3,
      created: 2,
      updated: 1,
      disabled: 0,
    });
    const agent = await userRow('agent');
    expect(agent?.first_name).toBe('Renamed');
    expect(agent?.email_address).toBe(before?.email_address);
    expect(agent?.username).toBe('agent');
    const one = await userRow('new.one');
    expect(one?.input_language).toBe('French');
    // Formula-looking text is stored as text, never evaluated.
    expect((await userRow('new.two'))?.first_name).toBe('=1+2');
    // The role's permissions came with it.
    const perms = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_permissions p join users u on u.id = p.user_id
      where lower(u.username) = 'new.two' and p.permission_key = 'isNewBusiness' and p.is_active`);
    const permRows = Array.isArray(perms) ? perms : (perms as { rows: { n: number }[] }).rows;
    expect(permRows[0]?.n).toBe(1);
    // The audit trail has the import's counts, by whom and from which file.
    const audit = await t.app.db.execute<Record<string, unknown>>(sql`
      select actor, target, after from audit_log where action = 'users.import'
      order by id desc limit 1`);
    const auditRows = Array.isArray(audit) ? audit : (audit as { rows: unknown[] }).rows;
    expect(auditRows[0]).toEqual({
      actor: 'admin',
      target: 'users.csv',
      after: { isFullUpdate: false, rows: 3, created: 2, updated: 1, disabled: 0 },
    });
    // No password travels in the file: an imported user cannot sign in with one.
    expect((await authenticate(t.app, 'new.one', 'anything1')).statusCode).toBe(401);
  });

  it('reads an .xlsx workbook', async () => {
    const file = await xlsx([
      ['username', 'profileName', 'isMobilePrimary'],
      ['xl.user', 'From Excel', 'yes'],
    ]);
    const response = await upload(file, { filename: 'users.xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().created).toBe(1);
    expect((await userRow('xl.user'))?.is_mobile_primary).toBe(true);
  });
});

describe('POST /users/Uploadusers: refusals change nothing', () => {
  const refusedCases: [string, () => Promise<LightMyRequestResponse>, number, string, string][] =
    [];
  const refuse = (
    name: string,
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    path: string,
  ) => refusedCases.push([name, send, status, path, name]);

  refuse('an unknown column', () => upload('username,shoeSize\nzz1,42\n'), 400, '1:shoeSize');
  refuse(
    'a user name twice, whatever the case',
    () => upload('username\nzz2\nZZ2\n'),
    400,
    '3:username',
  );
  refuse(
    'a spreadsheet formula',
    async () =>
      upload(
        await xlsx([
          ['username', 'firstName'],
          ['zz3', { formula: 'A1&"x"' }],
        ]),
        {
          filename: 'f.xlsx',
        },
      ),
    400,
    '2:firstName',
  );
  refuse(
    'a file over 20 MB',
    () => upload(`username\n${'a\n'.repeat(IMPORT_LIMITS.maxBytes / 2 + 10)}`),
    413,
    '0:',
  );
  refuse(
    'a zip that claims to inflate past the limits',
    async () => {
      const file = await xlsx([['username'], ['zz4']]);
      // Each central-directory entry claims 200 MB once inflated: refused before inflating.
      for (let i = 0; i + 4 <= file.length; i++) {
        if (file.readUInt32LE(i) === 0x02014b50) file.writeUInt32LE(200 * 1024 * 1024, i + 24);
      }
      return upload(file, { filename: 'bomb.xlsx' });
    },
    400,
    '0:',
  );
  refuse(
    'a PDF named .csv',
    () => upload(Buffer.from('%PDF-1.4\n1 0 obj\n'), { filename: 'users.csv' }),
    400,
    '0:',
  );
  refuse('an empty file', () => upload(Buffer.alloc(0)), 400, '0:');
  refuse('a header with no users', () => upload('username,firstName\n'), 400, '0:');
  refuse(
    'text that is not UTF-8',
    () => upload(Buffer.concat([Buffer.from('username\nzz5\n'), Buffer.from([0x63, 0xe9, 0x0a])])),
    400,
    '3:',
  );
  refuse(
    'a role that does not exist',
    () => upload('username,role\nzz6,Astronaut\n'),
    400,
    '2:role',
  );

  it.each(refusedCases)('refuses %s', async (_name, send, status, path) => {
    const before = await snapshot();
    const response = await send();
    expectError(response, status, status === 413 ? 'payloadTooLarge' : 'validation');
    expect(issuesOf(response).map((issue) => `${issue.line}:${issue.column}`)).toContain(path);
    expect(await snapshot()).toBe(before);
  });

  it('lists every bad row, with line, column and what is wrong, even after good rows', async () => {
    const before = await snapshot();
    const good = Array.from({ length: 2500 }, (_, i) => `bulk${i},b${i}@example.com`).join('\n');
    const csv = `username,emailAddress\n${good}\nbad name,x@example.com\nfine,not-an-email\n`;
    const response = await upload(csv);
    expectError(response, 400, 'validation');
    expect(issuesOf(response)).toEqual([
      {
        line: 2502,
        column: 'username',
        message: 'A user name has 1 to 64 letters, digits, dots, hyphens, underscores or @ signs.',
      },
      { line: 2503, column: 'emailAddress', message: 'This is not a valid e-mail address.' },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('lists the first 1,000 problems and says how many there were in all', async () => {
    const bad = Array.from({ length: 1100 }, (_, i) => `u${i},nope`).join('\n');
    const response = await upload(`username,emailAddress\n${bad}\n`);
    const issues = issuesOf(response);
    expect(issues).toHaveLength(IMPORT_LIMITS.maxProblemsListed + 1);
    expect(issues.at(-1)).toEqual({
      line: 0,
      column: '',
      message: '1,000 problems shown of 1,100.',
    });
  });

  it('says what is wrong in the administrator’s language', async () => {
    await t.app.db.execute(
      sql`update users set input_language = 'French' where username = 'admin'`,
    );
    try {
      const french = await signIn(t.app, 'admin');
      const response = await upload('username\nzz7\nzz7\n', { tokens: french });
      expect(issuesOf(response)).toEqual([
        { line: 3, column: 'username', message: 'Ce nom d’utilisateur figure déjà à la ligne 2.' },
      ]);
    } finally {
      await t.app.db.execute(
        sql`update users set input_language = 'English' where username = 'admin'`,
      );
    }
  });
});

describe('POST /users/Uploadusers: full update', () => {
  it('refuses a full list that leaves out the administrator importing it', async () => {
    const before = await snapshot();
    const response = await upload('username\nagent\n', { full: true });
    expect(issuesOf(response).map((issue) => issue.column)).toEqual(['username']);
    expect(await snapshot()).toBe(before);
  });

  it('disables every user absent from the file, keeps them, and they can no longer sign in', async () => {
    const countBefore = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users`,
    );
    const total = (
      Array.isArray(countBefore) ? countBefore : (countBefore as { rows: { n: number }[] }).rows
    )[0]?.n as number;
    const agentSession = await signIn(t.app, 'agent');
    const response = await upload('username\nadmin\nservicing\nbrand.new\n', { full: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isFullUpdate: true,
      rows: 3,
      created: 1,
      updated: 2,
      disabled: total - 2,
    });
    const agent = await userRow('agent');
    expect(agent?.is_disabled).toBe(true);
    expect((await userRow('servicing'))?.is_disabled).toBe(false);
    expectError(await authenticate(t.app, 'agent'), 403, 'accountDisabled');
    // The disabled user's sessions ended with it.
    const call = await injectAs(t.app, agentSession, { method: 'GET', url: '/users/agent' });
    expect(call.statusCode).toBe(401);
    // A later full import that names them again enables them.
    const again = await upload('username\nadmin\nservicing\nbrand.new\nagent\n', { full: true });
    expect(again.json().disabled).toBe(0);
    expect((await userRow('agent'))?.is_disabled).toBe(false);
  });
});

describe('GET /users/UploadusersProgress/{progressId}', () => {
  it('tells the importing administrator the rows read and written, and no one else', async () => {
    const progressId = '6f1c7a52-3d7e-4c55-9a0e-0c1d2e3f4a5b';
    const body = multipart([
      { name: 'File', content: 'username\nprog.one\nprog.two\n', filename: 'users.csv' },
      { name: 'FileDirectory', content: '' },
      { name: 'isFullUpdate', content: 'false' },
    ]);
    const done = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/users/Uploadusers?progressId=${progressId}`,
      ...body,
    });
    expect(done.statusCode, done.body).toBe(200);
    const progress = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/users/UploadusersProgress/${progressId}`,
    });
    expect(progress.json()).toEqual({ rowsRead: 2, rowsWritten: 2, done: true });
    const unknown = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/users/UploadusersProgress/00000000-0000-4000-8000-000000000000',
    });
    expectError(unknown, 404, 'notFound');
    const agent = await injectAs(t.app, await signIn(t.app, 'servicing'), {
      method: 'GET',
      url: `/users/UploadusersProgress/${progressId}`,
    });
    expectError(agent, 403, 'forbidden');
  });
});

describe('GET /users/UploadusersProgress/{progressId} while the import runs', () => {
  // On PGlite the import's transaction holds the one connection: the figures must still come
  // (decision 0076), and the access check must still be real.
  it('answers the figures so far to the importing session; others wait and are refused', async () => {
    const progressId = '0d9b3c1e-5a47-4f0e-8f6c-2b7a1e9c4d30';
    const total = 20_000;
    // Signed in first: a sign-in needs the database, which the import is about to hold.
    const servicing = await signIn(t.app, 'servicing');
    const lines = Array.from({ length: total }, (_, i) => `live.${i},Live ${i}`);
    let settled = false;
    const importing = upload(['username,firstName', ...lines].join('\n'), { progressId }).finally(
      () => {
        settled = true;
      },
    );
    const url = `/users/UploadusersProgress/${progressId}`;
    const seen: { rowsRead: number; rowsWritten: number; done: boolean }[] = [];
    const others: Promise<LightMyRequestResponse>[] = [];
    while (!settled) {
      const answer = await injectAs(t.app, admin, { method: 'GET', url });
      if (answer.statusCode === 404) expectError(answer, 404, 'notFound');
      else {
        expect(answer.statusCode, answer.body).toBe(200);
        seen.push(answer.json());
        // Asked while the import holds the database: a user without the admin permission,
        // and the importing session with a wrong challenge.
        if (others.length === 0 && !answer.json().done) {
          others.push(
            injectAs(t.app, servicing, { method: 'GET', url }),
            injectAs(t.app, admin, { method: 'GET', url, headers: { 'x-challenge': 'wrong' } }),
          );
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await importing;
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ rows: total, created: total });

    const during = seen.filter((figures) => !figures.done);
    expect(during.some((f) => f.rowsWritten > 0 && f.rowsWritten < total)).toBe(true);
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i]?.rowsRead).toBeGreaterThanOrEqual(seen[i - 1]?.rowsRead ?? 0);
      expect(seen[i]?.rowsWritten).toBeGreaterThanOrEqual(seen[i - 1]?.rowsWritten ?? 0);
    }
    for (const figures of during) expect(figures.rowsWritten).toBeLessThanOrEqual(figures.rowsRead);
    expect(others).toHaveLength(2);
    const [other, wrongChallenge] = await Promise.all(others);
    expectError(other as LightMyRequestResponse, 403, 'forbidden');
    expectError(wrongChallenge as LightMyRequestResponse, 401, 'challengeMismatch');
  });
});

describe('OpenAPI', () => {
  it('documents the import and its template', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = document.paths['/users/Uploadusers'].post;
    expect(post.description).toContain('isFullUpdate');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(document.paths['/users/UploadusersTemplate'].get).toBeDefined();
  });
});
