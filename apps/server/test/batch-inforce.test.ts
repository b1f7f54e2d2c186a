// The in-force batch (issue 23 §2; decision 0086): policy numbers or a filter, projection
// values per policy in one workbook, and a zip of each policy's progress report; unknown
// numbers are refused rows; the caller's in-force scope holds as in the viewer.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenData } from '@portal/contracts/auth';
import {
  type Batch,
  INFORCE_BATCH_MAX_PDFS,
  INFORCE_BATCH_MAX_POLICIES,
} from '@portal/contracts/batch';
import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inforcePolicies } from '../src/db/tables/inforce';
import { download, waitForBatch } from './batch-helpers';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';
import { pdfPages, readWorkbook } from './reports-helpers';

let t: TestApp;
let headoffice: TokenData;
let numbers: string[];
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { BATCH_CHUNK_ROWS: '2', ENGINE_DEADLINE_MS: '60000' } });
  headoffice = await signIn(t.app, 'headoffice');
  const rows = await t.app.db
    .select({ policyNumber: inforcePolicies.policyNumber })
    .from(inforcePolicies)
    .where(inArray(inforcePolicies.prodID, ['0900', '0131', '0602', '0563']))
    .orderBy(asc(inforcePolicies.policyNumber))
    .limit(4);
  numbers = rows.map((r) => r.policyNumber);
  dir = await mkdtemp(join(tmpdir(), 'batch-zip-'));
});
afterAll(async () => {
  await t?.app.close();
  await rm(dir, { recursive: true, force: true });
});

const start = (tokens: TokenData, payload: object) =>
  injectAs(t.app, tokens, { method: 'POST', url: '/api/batch/inforce', payload });

describe('POST /api/batch/inforce', { timeout: 240_000 }, () => {
  it('projects each policy, refuses an unknown number, and zips the progress reports', async () => {
    expect(numbers).toHaveLength(4);
    const asked = [numbers[0], 'ZZ000000', ...numbers.slice(1)] as string[];
    const response = await start(headoffice, { policyNumbers: asked, pdf: true, language: 'E' });
    expect(response.statusCode, response.body).toBe(202);
    const done = await waitForBatch(t.app, headoffice, response.json<Batch>().batchId);
    expect(done.status, done.errorText).toBe('done');
    expect(done).toMatchObject({ kind: 'inforce', total: 5, done: 5, refused: 1 });
    expect(done.problems).toEqual([
      {
        line: 2,
        reference: 'ZZ000000',
        column: null,
        code: 'policyNotFound',
        message: 'No policy with this number.',
      },
    ]);
    expect(done.files.map((f) => f.kind).sort()).toEqual(['workbook', 'zip']);

    const sheet = await readWorkbook(
      (await download(t.app, headoffice, done.files.find((f) => f.kind === 'workbook')?.url ?? ''))
        .rawPayload,
    );
    const results = sheet.getWorksheet('Results') as ExcelJS.Worksheet;
    const listed: unknown[] = [];
    results.eachRow((row, n) => {
      if (n > 1) listed.push(row.getCell(2).value);
    });
    expect(listed).toEqual(numbers);
    // The projection from today: a death benefit five years on for the policies still running.
    const projected: unknown[] = [];
    results.eachRow((row, n) => {
      if (n > 1) projected.push(row.getCell(9).value);
    });
    expect(projected.some((v) => typeof v === 'number' && v > 0)).toBe(true);
    const header = (results.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Projected cash value, in 10 years');
    expect(
      (sheet.getWorksheet('Refused rows') as ExcelJS.Worksheet).getRow(2).getCell(2).value,
    ).toBe('ZZ000000');

    const zip = await download(
      t.app,
      headoffice,
      done.files.find((f) => f.kind === 'zip')?.url ?? '',
    );
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const path = join(dir, 'reports.zip');
    await writeFile(path, zip.rawPayload);
    // unzip checks every entry's CRC: the archive is whole.
    expect(execFileSync('unzip', ['-tq', path]).toString()).toContain('No errors detected');
    const names = execFileSync('zipinfo', ['-1', path]).toString().trim().split('\n');
    expect(names).toEqual(numbers.map((n) => `Policy Progress Report - ${n}.pdf`));
    execFileSync('unzip', ['-q', '-o', path, '-d', dir]);
    const pages = await pdfPages(await readFile(join(dir, names[0] as string)));
    expect(pages.join(' ')).toContain(numbers[0]);
  });

  it('takes a filter on the stored columns, within the caller’s scope', async () => {
    const [first] = await t.app.db
      .select({ status: inforcePolicies.policyStatusCode, type: inforcePolicies.policyType })
      .from(inforcePolicies)
      .where(eq(inforcePolicies.prodID, '0900'))
      .limit(1);
    const matching = await t.app.db.$count(
      inforcePolicies,
      and(
        eq(inforcePolicies.prodID, '0900'),
        eq(inforcePolicies.policyStatusCode, first?.status ?? ''),
      ),
    );
    const response = await start(headoffice, {
      filter: { productId: '0900', policyStatusCode: first?.status },
      language: 'F',
    });
    expect(response.statusCode, response.body).toBe(202);
    const done = await waitForBatch(t.app, headoffice, response.json<Batch>().batchId);
    expect(done).toMatchObject({ status: 'done', total: matching, done: matching, refused: 0 });
    expect(done.files.map((f) => f.kind)).toEqual(['workbook']);
    const book = await readWorkbook(
      (await download(t.app, headoffice, done.files[0]?.url ?? '')).rawPayload,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Résultats',
      'Lignes refusées',
      'À propos',
    ]);
  });

  it('refuses what it cannot do, with the reason, and makes nothing', async () => {
    expectError(
      await start(await signIn(t.app, 'servicing'), { policyNumbers: numbers }),
      403,
      'forbidden',
    );
    expectError(
      await start(await signIn(t.app, 'agent'), { policyNumbers: numbers }),
      403,
      'forbidden',
    );
    expectError(await start(headoffice, { policyNumbers: numbers, filter: {} }), 400, 'validation');
    expectError(await start(headoffice, {}), 400, 'validation');
    expectError(await start(headoffice, { policyNumbers: [] }), 400, 'validation');
    const many = Array.from({ length: INFORCE_BATCH_MAX_PDFS + 1 }, (_, i) => `X${i}`);
    const tooMany = await start(headoffice, { policyNumbers: many, pdf: true, language: 'E' });
    expectError(tooMany, 400, 'validation');
    expect(tooMany.json<{ message: string }>().message).toBe(
      'Progress reports are printed for at most 1,000 policies in one batch.',
    );
    // French outputs asked by an English-speaking user: the refusal is still in English.
    const frenchOutputs = await start(headoffice, {
      policyNumbers: many,
      pdf: true,
      language: 'F',
    });
    expect(frenchOutputs.json<{ message: string }>().message).toBe(
      'Progress reports are printed for at most 1,000 policies in one batch.',
    );
    // The longest numbers and one more than the limit: refused by the contract, not by size.
    const overLimit = Array.from(
      { length: INFORCE_BATCH_MAX_POLICIES + 1 },
      (_, i) => `P${String(i).padStart(POLICY_NUMBER_MAX - 1, '0')}`,
    );
    expectError(await start(headoffice, { policyNumbers: overLimit }), 400, 'validation');
    const none = await start(headoffice, { filter: { productId: 'nosuch' }, language: 'E' });
    expectError(none, 400, 'validation');
    expect(none.json<{ message: string }>().message).toBe('No policy matches this filter.');
  });
});
