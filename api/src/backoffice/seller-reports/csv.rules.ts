/**
 * One CSV cell per RFC 4180: quoted when it holds a comma, a quote, CR or LF (quotes doubled).
 * A text cell a spreadsheet would run as a formula (starts with = + - @, tab or CR) gets a
 * leading apostrophe first (OWASP CSV injection); numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (cells: readonly (string | number)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
