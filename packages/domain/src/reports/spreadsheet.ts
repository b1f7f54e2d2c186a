// Spreadsheet safety: text that a spreadsheet would read as a formula (or that starts with a
// tab or carriage return) is kept as text by a leading apostrophe (OWASP CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeSpreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every string cell escaped; numbers, booleans and empty cells as they are. */
export function escapeRow(row: readonly unknown[]): (string | number | boolean | null)[] {
  return row.map((cell) => {
    if (typeof cell === 'string') return escapeSpreadsheetText(cell);
    if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
    if (cell === null || cell === undefined) return null;
    return escapeSpreadsheetText(String(cell));
  });
}
