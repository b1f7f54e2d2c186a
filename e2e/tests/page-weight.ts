import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** One JavaScript or CSS file the browser fetched, weighed as gzip would send it. */
export interface WeighedFile {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

export interface PageWeight {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: WeighedFile[];
}

/**
 * Records every JavaScript and CSS file the page fetches from now until `stop()`: what the
 * browser really asked for (entry, preloads, lazy chunks, their CSS), not a guess from the
 * build's file list. Each body is gzipped here at zlib's default level, the size our server's
 * gzip sends; Chromium itself is answered in Brotli, which is smaller still.
 */
export function recordPageWeight(page: Page) {
  const weighed: Promise<WeighedFile | null>[] = [];
  const seen = new Set<string>();
  const onResponse = (response: Response) => {
    const kind = kindOf(response.headers()['content-type'] ?? '');
    if (!kind || seen.has(response.url())) return;
    seen.add(response.url());
    weighed.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, gzipBytes: gzipSync(body).length }),
        // A response whose page was closed meanwhile has no body left to read.
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async stop(): Promise<PageWeight> {
      page.off('response', onResponse);
      const files = (await Promise.all(weighed)).filter((file) => file !== null);
      const total = (kind: WeighedFile['kind']) =>
        files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
      return { jsGzipBytes: total('js'), cssGzipBytes: total('css'), files };
    },
  };
}

function kindOf(contentType: string): WeighedFile['kind'] | null {
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return null;
}

/** A file list for a failure message or a log: the biggest first, in KB. */
export function describeWeight(weight: PageWeight): string {
  return [...weight.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KB ${new URL(file.url).pathname}`)
    .join('\n');
}
