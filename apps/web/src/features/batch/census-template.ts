import { CENSUS_COLUMNS, CENSUS_HEADERS, type CensusColumn } from '@portal/contracts/batch';

/** Two lives the template shows: one by face amount, one by premium (the face is solved). */
const EXAMPLES: readonly Partial<Record<CensusColumn, string>>[] = [
  { productId: '0131', issueAge: '35', sex: 'M', smokeClass: 'N', faceAmount: '250000' },
  { productId: '0602', issueAge: '45', sex: 'F', smokeClass: 'N', premium: '3000' },
];

/** A CSV field, quoted when it holds a separator, a quote or a line break. */
const field = (text: string) => (/[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** True when the server reads `header` as `column` (CENSUS_HEADERS: trimmed, any case). */
export function isAcceptedHeader(column: CensusColumn, header: string): boolean {
  const fold = (text: string) => text.trim().toLocaleLowerCase('en-CA');
  return CENSUS_HEADERS[column].some((accepted) => fold(accepted) === fold(header));
}

/**
 * The census template in the user's language, made in the browser: a header row of every
 * column (`headers`: names the server accepts, see isAcceptedHeader) and two example lives,
 * with a byte-order mark so that Excel opens its accents as UTF-8.
 */
export function censusTemplate(
  headers: Readonly<Record<CensusColumn, string>>,
  example: (n: number) => string,
  annual: string,
): string {
  const rows = [
    CENSUS_COLUMNS.map((column) => headers[column]),
    ...EXAMPLES.map((values, index) =>
      CENSUS_COLUMNS.map((column) => {
        if (column === 'reference') return example(index + 1);
        if (column === 'premiumMode') return annual;
        return values[column] ?? '';
      }),
    ),
  ];
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Hands a text file made here to the browser's download. */
export function saveText(text: string, fileName: string, type: string): void {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
