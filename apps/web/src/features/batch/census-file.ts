import { CENSUS_MAX_BYTES } from '@portal/contracts/batch';

/** What the file chooser offers: the two kinds the server reads (decision 0086). */
export const CENSUS_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Types a browser may report for a .csv or .xlsx file: Windows names a CSV after Excel, and
 * some systems give none. The name's extension decides; a type that says otherwise refuses.
 */
const CSV_TYPES = ['', 'text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
const XLSX_TYPES = ['', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export type CensusFileProblem = 'wrongType' | 'emptyFile' | 'tooLarge';

/** Why this file would be refused before it is sent, or null when it may go. */
export function censusFileProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
): CensusFileProblem | null {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const fits = name.endsWith('.csv')
    ? CSV_TYPES.includes(type)
    : name.endsWith('.xlsx') && XLSX_TYPES.includes(type);
  if (!fits) return 'wrongType';
  if (file.size === 0) return 'emptyFile';
  if (file.size > CENSUS_MAX_BYTES) return 'tooLarge';
  return null;
}
