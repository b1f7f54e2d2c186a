// Batch runs in the API tests (issue 23 §2): a census upload, a wait on the batch's progress,
// and its files read back.
import type { TokenData } from '@portal/contracts/auth';
import { type Batch, batchSchema } from '@portal/contracts/batch';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { injectAs } from './helpers/http';

export function multipart(parts: { name: string; content: string | Buffer; filename?: string }[]) {
  const boundary = `----batch${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined)
      head += `; filename="${part.filename}"\r\nContent-Type: text/csv`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadCensus(
  app: FastifyInstance,
  tokens: TokenData,
  census: string | Buffer,
  fields: Record<string, string> = {},
  filename = 'census.csv',
): Promise<LightMyRequestResponse> {
  return injectAs(app, tokens, {
    method: 'POST',
    url: '/api/batch/newBusiness',
    ...multipart([
      { name: 'census', content: census, filename },
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ]),
  });
}

export async function getBatch(
  app: FastifyInstance,
  tokens: TokenData,
  id: string,
): Promise<Batch> {
  const response = await injectAs(app, tokens, { method: 'GET', url: `/api/batch/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return batchSchema.parse(response.json());
}

const OVER = new Set(['done', 'cancelled', 'failed']);

/** Reads the batch until it is over (done, cancelled or failed); each reading to `seen`. */
export async function waitForBatch(
  app: FastifyInstance,
  tokens: TokenData,
  id: string,
  seen: Batch[] = [],
): Promise<Batch> {
  for (;;) {
    const batch = await getBatch(app, tokens, id);
    seen.push(batch);
    if (OVER.has(batch.status)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A file of a done batch, downloaded by its signed link. */
export async function download(
  app: FastifyInstance,
  tokens: TokenData,
  url: string,
): Promise<LightMyRequestResponse> {
  return injectAs(app, tokens, { method: 'GET', url });
}

/** The test census: 30 rows, of which these lines are bad (header is line 1). */
export const BAD_LINES = [5, 9, 14, 22, 27] as const;

export function testCensus(separator = ','): string {
  const header = [
    'Reference',
    'Product',
    'Age',
    'Sex',
    'Smoker',
    'Face amount',
    'Annual premium',
    'Mode',
  ];
  const rows: string[][] = [];
  // 0562 is a joint product (two lives): a census row is one life, so it is not used here.
  const products = ['0131', '0132', '0563', '0900', '0602'];
  for (let i = 0; i < 30; i += 1) {
    const line = i + 2;
    const product = products[i % products.length] as string;
    const age = String(25 + (i % 30));
    const sex = i % 2 === 0 ? 'M' : 'F';
    const premiumRow = i % 7 === 3;
    rows.push([
      `L${String(line).padStart(3, '0')}`,
      product,
      age,
      sex,
      'N',
      premiumRow ? '' : String(100_000 + i * 25_000),
      premiumRow ? '1500' : '',
      i % 3 === 0 ? 'Monthly' : 'Annual',
    ]);
  }
  // The bad ones: an unknown product, an age that is no number, a face and a premium, no sex,
  // a face the product does not allow (the engine's own check).
  const set = (line: number, column: number, value: string) => {
    (rows[line - 2] as string[])[column] = value;
  };
  set(5, 1, '9999');
  set(9, 2, 'forty');
  set(14, 6, '2000');
  set(22, 3, '');
  set(27, 5, '1000');
  const q = (cell: string) => (cell.includes(separator) ? `"${cell}"` : cell);
  return `${[header, ...rows].map((r) => r.map(q).join(separator)).join('\r\n')}\r\n`;
}
