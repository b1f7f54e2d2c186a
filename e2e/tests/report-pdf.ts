import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from './fixtures';

/**
 * The bytes of the next PDF a report opens: its new window loads it through its signed link
 * (no bearer header), which the test fetches again for the bytes.
 */
export async function nextPdf(page: Page): Promise<Buffer> {
  const response = await page.context().waitForEvent('response', {
    predicate: (r) =>
      r.request().method() === 'GET' &&
      new URL(r.url()).pathname.startsWith('/DB/') &&
      new URL(r.url()).pathname.endsWith('.pdf'),
    timeout: 60_000,
  });
  const again = await page.request.get(response.url());
  expect(again.status()).toBe(200);
  return Buffer.from(await again.body());
}

/** The text of every page of a PDF, as pdf.js reads it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  // Words a table cell wraps over two lines read as one phrase again.
  return pages.join('\n').replace(/[\s\u00a0\u202f]+/g, ' ');
}
