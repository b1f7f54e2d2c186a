// The new-business batch (issue 23 §2; decision 0086) on the database the suite runs on: a
// census of 30 lives with 5 bad rows, split into chunk jobs, its workbook and combined PDF
// read back; and every refusal.
import type { TokenData } from '@portal/contracts/auth';
import { type Batch, batchListSchema, CENSUS_MAX_ROWS } from '@portal/contracts/batch';
import { englishLeaks } from '@portal/contracts/i18n/english-leaks';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBatch } from '../src/batch/repository';
import { newBatchId } from '../src/batch/start';
import { companySettings, users } from '../src/db/schema';
import { invalidateCompanyFlags } from '../src/repositories/company';
import {
  BAD_LINES,
  download,
  getBatch,
  testCensus,
  uploadCensus,
  waitForBatch,
} from './batch-helpers';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError, injectAs, signIn } from './helpers/http';
import { pdfPages, readWorkbook } from './reports-helpers';

let t: TestApp;
let headoffice: TokenData;
beforeAll(async () => {
  t = await createTestApp({ env: { BATCH_CHUNK_ROWS: '8', ENGINE_DEADLINE_MS: '60000' } });
  headoffice = await signIn(t.app, 'headoffice');
});
afterAll(async () => {
  await t?.app.close();
});

describe('POST /api/batch/newBusiness', { timeout: 240_000 }, () => {
  let done: Batch;
  const seen: Batch[] = [];

  it('illustrates the good rows, lists the bad ones, and makes a workbook and a PDF', async () => {
    const response = await uploadCensus(t.app, headoffice, testCensus(';'), { language: 'E' });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<Batch>();
    expect(started).toMatchObject({ kind: 'newBusiness', total: 30, source: 'census.csv' });
    expect(['queued', 'running']).toContain(started.status);
    done = await waitForBatch(t.app, headoffice, started.batchId, seen);
    expect(done.status, done.errorText).toBe('done');
    expect(done).toMatchObject({ total: 30, done: 30, refused: BAD_LINES.length });
    expect(done.problems.map((p) => p.line)).toEqual([...BAD_LINES]);
    expect(done.problems.map((p) => [p.column, p.code])).toEqual([
      ['productId', 'unknownProduct'],
      ['issueAge', 'notANumber'],
      ['faceAmount', 'faceAndPremium'],
      ['sex', 'required'],
      ['faceAmount', 'engineRefused'],
    ]);
    expect(done.problems[0]).toMatchObject({
      reference: 'L005',
      message: 'There is no product with this code.',
    });
    expect(done.finishedAt).not.toBeNull();
    expect(done.files.map((f) => f.kind).sort()).toEqual(['pdf', 'workbook']);
  });

  it('moves its progress a chunk at a time, never past the total', () => {
    const dones = seen.map((b) => b.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(Math.max(...dones)).toBe(30);
  });

  it('writes the workbook: a row per life, the refused rows, an About sheet', async () => {
    const file = done.files.find((f) => f.kind === 'workbook');
    const response = await download(t.app, headoffice, file?.url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book: ExcelJS.Workbook = await readWorkbook(response.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Results', 'Refused rows', 'About']);
    const results = book.getWorksheet('Results') as ExcelJS.Worksheet;
    expect(results.rowCount).toBe(1 + 25);
    const header = (results.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('First-year annual premium');
    expect(header).toContain('Guaranteed cash value, year 10');
    const lines = [] as number[];
    results.eachRow((row, n) => {
      if (n > 1) lines.push(row.getCell(1).value as number);
    });
    expect(lines.some((l) => (BAD_LINES as readonly number[]).includes(l))).toBe(false);
    // Line 2: 0131, age 25, M, N, face 100,000, monthly.
    const first = results.getRow(2);
    expect(first.getCell(2).value).toBe('L002');
    expect(first.getCell(8).value).toBe(100_000);
    expect(first.getCell(12).value).toBeGreaterThan(0);
    // Line 5's neighbour with a premium (line 12: i = 10) had its face solved.
    const solved = [] as unknown[];
    results.eachRow((row, n) => {
      if (n > 1 && row.getCell(9).value === 'Yes') solved.push(row.getCell(1).value);
    });
    expect(solved.length).toBeGreaterThan(0);
    const refused = book.getWorksheet('Refused rows') as ExcelJS.Worksheet;
    expect(refused.rowCount).toBe(1 + BAD_LINES.length);
    expect(refused.getRow(2).values).toEqual([
      undefined,
      5,
      'L005',
      'Product',
      'There is no product with this code.',
    ]);
    const about = book.getWorksheet('About') as ExcelJS.Worksheet;
    expect(about.getRow(2).values).toEqual([undefined, 'Census file', 'census.csv']);
  });

  it('prints one PDF page per illustrated life, with its reference and premium', async () => {
    const file = done.files.find((f) => f.kind === 'pdf');
    const response = await download(t.app, headoffice, file?.url ?? '');
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(25);
    expect(pages[0]).toContain('Life L002');
    expect(pages[0]).toContain('First-year annual premium');
    expect(pages[0]).toContain('Page 1 of 25');
    const book = await readWorkbook(
      (await download(t.app, headoffice, done.files.find((f) => f.kind === 'workbook')?.url ?? ''))
        .rawPayload,
    );
    const annual = (book.getWorksheet('Results') as ExcelJS.Worksheet).getRow(2).getCell(12)
      .value as number;
    const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(
      annual,
    );
    expect(pages[0]).toContain(money);
  });

  it('lists the batch for its owner, by kind', async () => {
    const response = await injectAs(t.app, headoffice, {
      method: 'GET',
      url: '/api/batch?kind=newBusiness',
    });
    expect(response.statusCode).toBe(200);
    const list = batchListSchema.parse(response.json());
    expect(list.batches.map((b) => b.batchId)).toContain(done.batchId);
    const inforce = await injectAs(t.app, headoffice, {
      method: 'GET',
      url: '/api/batch?kind=inforce',
    });
    expect(batchListSchema.parse(inforce.json()).batches.map((b) => b.batchId)).not.toContain(
      done.batchId,
    );
  });

  it('answers another user as if the batch did not exist, and serves them none of its files', async () => {
    const other = await signIn(t.app, 'agent');
    expectError(
      await injectAs(t.app, other, { method: 'GET', url: `/api/batch/${done.batchId}` }),
      404,
      'notFound',
    );
    expectError(
      await injectAs(t.app, other, { method: 'POST', url: `/api/batch/${done.batchId}/cancel` }),
      404,
      'notFound',
    );
    expectError(
      await injectAs(t.app, headoffice, { method: 'GET', url: '/api/batch/nosuchbatch' }),
      404,
      'notFound',
    );
    const bare = (done.files[0]?.url ?? '').split('?')[0] as string;
    expectError(await injectAs(t.app, other, { method: 'GET', url: bare }), 404, 'notFound');
    const list = await injectAs(t.app, other, { method: 'GET', url: '/api/batch' });
    expect(batchListSchema.parse(list.json()).batches).toEqual([]);
  });

  it('answers a cancel of a finished batch with the batch as it is', async () => {
    const response = await injectAs(t.app, headoffice, {
      method: 'POST',
      url: `/api/batch/${done.batchId}/cancel`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Batch>().status).toBe('done');
  });

  it('reads an xlsx census and writes French outputs when asked', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Recensement');
    sheet.addRow(['Nom', 'Produit', 'Âge', 'Sexe', 'Fumeur', 'Capital', 'Mode de paiement']);
    sheet.addRow(['Julie', '0900', 40, 'F', 'non-fumeur', 250000, 'mensuel']);
    sheet.addRow(['Marc', '0131', 45, 'H', 'N', 500000, 'annuel']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const response = await uploadCensus(
      t.app,
      headoffice,
      bytes,
      { language: 'F', pdf: 'false' },
      'groupe.xlsx',
    );
    expect(response.statusCode, response.body).toBe(202);
    const over = await waitForBatch(t.app, headoffice, response.json<Batch>().batchId);
    expect(over).toMatchObject({ status: 'done', total: 2, done: 2, refused: 0 });
    expect(over.files.map((f) => f.kind)).toEqual(['workbook']);
    const read = await readWorkbook(
      (await download(t.app, headoffice, over.files[0]?.url ?? '')).rawPayload,
    );
    expect(read.worksheets.map((s) => s.name)).toEqual([
      'Résultats',
      'Lignes refusées',
      'À propos',
    ]);
    const results = read.getWorksheet('Résultats') as ExcelJS.Worksheet;
    expect(results.getRow(2).getCell(2).value).toBe('Julie');
    expect(results.getRow(2).getCell(7).value).toBe('Mensuel');
    // Every word of the French workbook is French (the census's own values aside).
    const words: string[] = [];
    for (const sheet of read.worksheets)
      sheet.eachRow((row) => {
        for (const value of (row.values as unknown[]).slice(1))
          if (typeof value === 'string' && value !== 'groupe.xlsx') words.push(value);
      });
    expect(englishLeaks(words.join('\n'))).toEqual([]);
  });
});

describe('refusals', { timeout: 120_000 }, () => {
  it('refuses a user without the batch permission, and one whose company lacks the flag', async () => {
    const agent = await signIn(t.app, 'agent');
    expectError(await uploadCensus(t.app, agent, testCensus()), 403, 'forbidden');
    await t.app.db.update(companySettings).set({ isNewBusinessBatch: false });
    invalidateCompanyFlags(t.app.db);
    try {
      expectError(await uploadCensus(t.app, headoffice, testCensus()), 403, 'forbidden');
    } finally {
      await t.app.db.update(companySettings).set({ isNewBusinessBatch: true });
      invalidateCompanyFlags(t.app.db);
    }
  });

  it('refuses files it cannot use with a 400 that names why, and makes no batch', async () => {
    const before = await injectAs(t.app, headoffice, { method: 'GET', url: '/api/batch' });
    const count = batchListSchema.parse(before.json()).batches.length;
    const cases: [string | Buffer, string][] = [
      ['colour,size\nblue,10\n', 'The file has no header row naming the census columns.'],
      ['Product,Age,Sex\n0131,40,M\n', 'The header must name the product'],
      ['Product,Age,Sex,Smoker,Face\n', 'The file holds no lives.'],
      [Buffer.from([0x25, 0x50, 0x44, 0x46, 1, 2, 3]), 'This is not a CSV or Excel (.xlsx) file.'],
      [
        `Product,Age,Sex,Smoker,Face\n${'0131,40,M,N,100000\n'.repeat(CENSUS_MAX_ROWS + 1)}`,
        'The file has more than 10,000 lives.',
      ],
    ];
    for (const [file, words] of cases) {
      const response = await uploadCensus(t.app, headoffice, file);
      expectError(response, 400, 'validation');
      expect(response.json<{ message: string }>().message).toContain(words);
    }
    const bad = await uploadCensus(t.app, headoffice, testCensus(), { pdf: 'maybe' });
    expectError(bad, 400, 'validation');
    const after = await injectAs(t.app, headoffice, { method: 'GET', url: '/api/batch' });
    expect(batchListSchema.parse(after.json()).batches).toHaveLength(count);
  });

  it('says why a batch is refused in the user’s language, whatever the outputs’ language', async () => {
    const refusal = async (language: 'E' | 'F') => {
      const response = await uploadCensus(t.app, headoffice, 'couleur\nbleu\n', { language });
      expectError(response, 400, 'validation');
      return response.json<{ message: string }>().message;
    };
    const english = 'The file has no header row naming the census columns.';
    const french = 'Le fichier n’a pas de ligne d’en-tête nommant les colonnes du recensement.';
    expect(await refusal('F')).toBe(english);
    const setLanguage = (inputLanguage: 'English' | 'French') =>
      t.app.db.update(users).set({ inputLanguage }).where(eq(users.username, 'headoffice'));
    await setLanguage('French');
    try {
      expect(await refusal('E')).toBe(french);
    } finally {
      await setLanguage('English');
    }
  });

  it('refuses a fourth batch queued or running at once with a 429', async () => {
    const [owner] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'headoffice'));
    // Three batches held queued (their chunks not queued: nothing moves them on).
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = newBatchId();
      await insertBatch(
        t.app.db,
        {
          id,
          ownerId: owner?.id as number,
          kind: 'newBusiness',
          status: 'queued',
          source: 'held.csv',
          language: 'E',
          pdf: false,
          total: 0,
          chunkCount: 0,
          createdAt: t.clock.now(),
        },
        [],
      );
      ids.push(id);
    }
    const fourth = await uploadCensus(t.app, headoffice, testCensus());
    expectError(fourth, 429, 'tooManyRequests');
    expect(fourth.json<{ message: string }>().message).toContain('Wait for one to finish');
    for (const id of ids) {
      const cancel = await injectAs(t.app, headoffice, {
        method: 'POST',
        url: `/api/batch/${id}/cancel`,
      });
      expect(cancel.json<Batch>().status).toBe('cancelled');
    }
    expect((await getBatch(t.app, headoffice, ids[0] as string)).files).toEqual([]);
    // Four at once: the owner's row is locked while each counts, so one is refused.
    const all = await Promise.all(
      [0, 1, 2, 3].map(() => uploadCensus(t.app, headoffice, testCensus())),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([202, 202, 202, 429]);
    for (const response of all.filter((r) => r.statusCode === 202))
      await injectAs(t.app, headoffice, {
        method: 'POST',
        url: `/api/batch/${response.json<Batch>().batchId}/cancel`,
      });
  });
});
