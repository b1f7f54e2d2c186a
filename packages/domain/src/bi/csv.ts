/**
 * A small CSV for a widget's figures (RFC 4180: comma, CRLF, quotes doubled). A cell that a
 * spreadsheet would read as a formula (= + - @ at the start) gets a leading apostrophe, so an
 * exported user or form name can never run as one.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
