// CSV for spreadsheets. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab
// or carriage return before one) is prefixed with an apostrophe, so an exported name like
// `=HYPERLINK(...)` stays text (OWASP "CSV injection"). Cells are always quoted.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Header and rows, CRLF line ends, with a byte-order mark so Excel opens the Chinese as UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
