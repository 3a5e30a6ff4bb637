import { describe, expect, it } from 'vitest';
import {
  column,
  type DataColumn,
  dateValue,
  localPage,
  moneyValue,
  nextSort,
  toCsv,
  toOrderby,
} from './data-table.model';

interface Row {
  id: string;
  title: string;
  price: number | null;
}
const columns: DataColumn<Row>[] = [
  {
    ...column('title', 'Title'),
    cell: (r) => r.title,
    value: (r) => r.title,
  },
  {
    ...column('price', 'Price'),
    cell: (r) => r.price,
    value: (r) => r.price,
  },
  { ...column('actions', 'Actions'), cell: () => 'menu' },
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

  it('writes dates and money as the screen does: MM-DD-YYYY h:mm a, $ with separators, /ct', () => {
    interface Sale {
      at: string;
      amount: number | null;
      perCarat: boolean;
    }
    const sales: DataColumn<Sale>[] = [
      { ...column('at', 'When'), cell: () => '', ...dateValue((r) => r.at) },
      {
        ...column('amount', 'Amount'),
        cell: () => '',
        ...moneyValue(
          (r) => r.amount,
          (r) => r.perCarat,
        ),
      },
    ];
    const at = new Date(2026, 10, 24, 15, 5).toISOString();
    expect(
      toCsv(sales, [
        { at, amount: 12345.5, perCarat: true },
        { at, amount: -5, perCarat: false },
        { at, amount: null, perCarat: false },
      ]),
    ).toBe(
      'When,Amount\r\n' +
        '11-24-2026 3:05 pm,"$12,345.50/ct"\r\n' +
        '11-24-2026 3:05 pm,-$5.00\r\n' +
        '11-24-2026 3:05 pm,\r\n',
    );
  });

  it('still sorts those columns by their raw value, not their words', () => {
    const col = {
      ...column('at', 'At'),
      cell: () => '',
      ...dateValue((r: { at: string }) => r.at),
    };
    const page = localPage(
      [col],
      [{ at: '2026-12-01T00:00:00Z' }, { at: '2026-02-01T00:00:00Z' }],
      {
        search: '',
        sort: { key: 'at', dir: 'asc' },
        page: 1,
        limit: 10,
      },
    );
    expect(page.rows.map((r) => r.at)).toEqual(['2026-02-01T00:00:00Z', '2026-12-01T00:00:00Z']);
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
