/**
 * CSV for spreadsheets and payroll imports (RFC 4180): fields with a comma, quote, CR or
 * LF are quoted and inner quotes doubled; lines end in CRLF; the file starts with a
 * UTF-8 byte-order mark so Excel on Windows reads "José Peña" as written. Text that
 * starts with = + - @ tab or CR is prefixed with a single quote, so a spreadsheet never
 * runs it as a formula (OWASP, "CSV Injection"); numbers are written as numbers.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BYTE_ORDER_MARK = '\uFEFF';

/** One field as written in the file. */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * A whole file: a header row, then the rows. `byteOrderMark: false` for a file another
 * program imports rather than a person opens (an importer may read the mark as part of
 * the first column's title).
 */
export function csvOf(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  { byteOrderMark = true }: { byteOrderMark?: boolean } = {},
): string {
  const text = [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return byteOrderMark ? BYTE_ORDER_MARK + text : text;
}
