import type { ReactNode } from 'react';
import { formatDateTime, formatMoney, perCarat } from '@/lib/format';

/** One column of a back-office list: how a row shows, sorts and exports in it. */
export interface DataColumn<T> {
  /** The server's sort key (or the row's field in a local list). */
  key: string;
  header: ReactNode;
  /** The header's text in the CSV file. */
  csvHeader: string;
  cell: (row: T) => ReactNode;
  /** The plain value exported (and compared by a local sort); no value: not exported. */
  value?: (row: T) => string | number | null;
  /** The text exported when it is not the raw value: a date or an amount as the screen writes it. */
  csv?: (row: T) => string | null;
  sortable?: boolean;
}

/** A column's key and its label, shown as the header and written as the CSV's header. */
export const column = (key: string, label: string) => ({ key, header: label, csvHeader: label });

/** A sortable column that shows its plain value (a lot number, a title) and exports it as is. */
export const valueColumn = <T>(
  key: string,
  label: string,
  value: (row: T) => string | number,
): DataColumn<T> => ({ ...column(key, label), cell: value, value, sortable: true });

/**
 * An instant: sorted by its ISO value, exported as the spec writes it (MM-DD-YYYY h:mm a), so a
 * spreadsheet shows what the screen showed.
 */
export const dateValue = <T>(get: (row: T) => string | null | undefined) => ({
  value: (row: T) => get(row) ?? null,
  csv: (row: T) => {
    const at = get(row);
    return at ? formatDateTime(at) : null;
  },
});

/** An amount: sorted as a number, exported as money ('$1,234.50', '$800.00/ct' per carat). */
export const moneyValue = <T>(
  get: (row: T) => number | null | undefined,
  isPerCarat: (row: T) => boolean = () => false,
) => ({
  value: (row: T) => get(row) ?? null,
  csv: (row: T) => {
    const dollars = get(row);
    if (dollars === null || dollars === undefined) return null;
    return isPerCarat(row) ? perCarat(formatMoney(dollars)) : formatMoney(dollars);
  },
});

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

/** A click on a header: a new column sorts ascending, the sorted one flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, dir: 'asc' };
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** The `orderby` the api's list calls take: `title asc`. */
export const toOrderby = (sort: SortState | null, fallback: string): string =>
  sort ? `${sort.key} ${sort.dir}` : fallback;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A refund written as money ('-$5.00') is a number to a spreadsheet, not a formula.
const NEGATIVE_MONEY = /^-\$[\d,]+\.\d{2}(\/ct)?$/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NEGATIVE_MONEY.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as shown (dates and money as on screen), as RFC 4180 CSV: the exportable columns, a header line, CRLF endings. */
export function toCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
  const cols = columns.filter((c) => c.value !== undefined);
  const lines = [
    cols.map((c) => csvCell(c.csvHeader)),
    ...rows.map((row) => cols.map((c) => csvCell(c.csv ? c.csv(row) : (c.value?.(row) ?? null)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

export interface LocalQuery {
  search: string;
  sort: SortState | null;
  page: number;
  limit: number;
}

/**
 * A list held whole in the browser (a short settings table): filtered on every exported value,
 * sorted on the column's value, paged. Server lists do this on the server instead.
 */
export function localPage<T>(
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
  q: LocalQuery,
): { rows: T[]; total: number } {
  const term = q.search.trim().toLowerCase();
  const valued = columns.filter((c) => c.value !== undefined);
  let pool = term
    ? rows.filter((r) =>
        valued.some((c) =>
          String(c.value?.(r) ?? '')
            .toLowerCase()
            .includes(term),
        ),
      )
    : [...rows];
  const col = q.sort && columns.find((c) => c.key === q.sort?.key);
  if (col?.value) {
    const get = col.value;
    const sign = q.sort?.dir === 'desc' ? -1 : 1;
    pool = pool.sort((a, b) => {
      const x = get(a);
      const y = get(b);
      const byValue =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''), undefined, { numeric: true });
      return byValue * sign;
    });
  }
  const start = (q.page - 1) * q.limit;
  return { rows: pool.slice(start, start + q.limit), total: pool.length };
}
