import { describe, expect, it } from 'vitest';
import { type DataColumn, localPage, nextSort, toCsv, toOrderby } from './data-table.model';

interface Row {
  id: string;
  title: string;
  price: number | null;
}
const columns: DataColumn<Row>[] = [
  {
    key: 'title',
    header: 'Title',
    csvHeader: 'Title',
    cell: (r) => r.title,
    value: (r) => r.title,
  },
  {
    key: 'price',
    header: 'Price',
    csvHeader: 'Price',
    cell: (r) => r.price,
    value: (r) => r.price,
  },
  { key: 'actions', header: 'Actions', csvHeader: 'Actions', cell: () => 'menu' },
];
const rows: Row[] = [
  { id: '1', title: 'Yellow rough', price: 1200.5 },
  { id: '2', title: 'blue rough', price: 300 },
  { id: '3', title: 'Pink tender', price: null },
];

describe('Sorting by a header', () => {
  it('sorts a new column ascending, then flips it on the next click', () => {
    const first = nextSort(null, 'title');
    expect(first).toEqual({ key: 'title', dir: 'asc' });
    expect(nextSort(first, 'title')).toEqual({ key: 'title', dir: 'desc' });
    expect(nextSort({ key: 'title', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'asc' });
  });

  it("asks the api with its 'key dir' orderby, or the list's default when unsorted", () => {
    expect(toOrderby({ key: 'wprice', dir: 'desc' }, 'date_closed asc')).toBe('wprice desc');
    expect(toOrderby(null, 'date_closed asc')).toBe('date_closed asc');
  });
});

describe('CSV export of the rows shown', () => {
  it('writes a header line and one line per row, in the exportable columns only', () => {
    expect(toCsv(columns, rows.slice(0, 2))).toBe(
      'Title,Price\r\nYellow rough,1200.5\r\nblue rough,300\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and leaves an empty value empty', () => {
    const tricky = [{ id: 'x', title: 'Rough, "best"\nlot', price: null }];
    expect(toCsv(columns, tricky)).toBe('Title,Price\r\n"Rough, ""best""\nlot",\r\n');
  });

  it('defuses a text a spreadsheet would run as a formula', () => {
    const evil = [{ id: 'x', title: '=HYPERLINK("http://evil")', price: -5 }];
    expect(toCsv(columns, evil)).toBe('Title,Price\r\n"\'=HYPERLINK(""http://evil"")",-5\r\n');
  });
});

describe('A list held whole in the browser', () => {
  const q = { search: '', sort: null, page: 1, limit: 10 };

  it('filters on any exported value, whatever the case', () => {
    expect(localPage(columns, rows, { ...q, search: 'ROUGH' }).rows.map((r) => r.id)).toEqual([
      '1',
      '2',
    ]);
  });

  it('sorts numbers as numbers and text as a person reads it', () => {
    const byPrice = localPage(columns, rows, { ...q, sort: { key: 'price', dir: 'desc' } });
    expect(byPrice.rows[0]?.id).toBe('1');
    const byTitle = localPage(columns, rows, { ...q, sort: { key: 'title', dir: 'asc' } });
    expect(byTitle.rows.map((r) => r.id)).toEqual(['2', '3', '1']);
  });

  it('pages, counting every match in the total', () => {
    const r = localPage(columns, rows, { ...q, page: 2, limit: 2 });
    expect(r.rows.map((x) => x.id)).toEqual(['3']);
    expect(r.total).toBe(3);
  });
});
