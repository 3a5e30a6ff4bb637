import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DataTable, type DataTableProps } from './data-table';
import { type DataColumn, valueColumn } from './data-table.model';

const download = vi.hoisted(() => vi.fn());
vi.mock('./csv-download', () => ({ downloadCsv: download }));

interface Row {
  id: string;
  title: string;
}
const columns: DataColumn<Row>[] = [valueColumn('title', 'Title', (r) => r.title)];
const rows = [
  { id: 'a', title: 'Yellow rough' },
  { id: 'b', title: 'Blue rough' },
];

const table = (over: Partial<DataTableProps<Row>> = {}) =>
  renderWithProviders(
    <DataTable
      testId="t"
      columns={columns}
      rows={rows}
      total={12}
      loading={false}
      rowKey={(r) => r.id}
      page={1}
      limit={2}
      onPage={() => undefined}
      sort={null}
      onSort={() => undefined}
      {...over}
    />,
  );

describe('The back-office data table', () => {
  it('isolates a text cell, so a date or a Latin name keeps its direction in Arabic (issue 27, item 13)', () => {
    table();
    const cell = within(screen.getByTestId('t')).getByText('Yellow rough');
    expect(cell.tagName).toBe('BDI');
  });

  it("shows the rows, 'Showing x of y' and pages for the whole list", () => {
    table();
    expect(within(screen.getByTestId('t')).getByText('Yellow rough')).toBeTruthy();
    expect(screen.getByTestId('showing').textContent).toBe('Showing 2 of 12');
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('asks to sort by a header, ascending first, then the other way', () => {
    const onSort = vi.fn();
    const { unmount } = table({ onSort });
    fireEvent.click(screen.getByTestId('sort-title'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'title', dir: 'asc' });
    unmount();
    table({ onSort, sort: { key: 'title', dir: 'asc' } });
    expect(screen.getByTestId('sort-title').getAttribute('data-sort')).toBe('asc');
    fireEvent.click(screen.getByTestId('sort-title'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'title', dir: 'desc' });
  });

  it('passes what is typed in the search box on', () => {
    const onChange = vi.fn();
    table({ search: { value: '', onChange } });
    fireEvent.change(screen.getByTestId('t-search'), { target: { value: 'yellow' } });
    expect(onChange).toHaveBeenCalledWith('yellow');
  });

  it('exports the rows shown as CSV under the given file name', () => {
    table({ csvFileName: 'lots-all.csv' });
    fireEvent.click(screen.getByTestId('t-csv'));
    expect(download).toHaveBeenCalledWith(
      'lots-all.csv',
      'Title\r\nYellow rough\r\nBlue rough\r\n',
    );
  });

  it('offers the bulk actions only once rows are ticked, for those rows', () => {
    const bulk = vi.fn(() => <button>Deactivate</button>);
    const onChange = vi.fn();
    const { unmount } = table({
      selection: { selected: new Set(), onChange },
      bulkActions: bulk,
    });
    expect(screen.queryByTestId('t-bulk')).toBeNull();
    fireEvent.click(screen.getAllByLabelText('Select row')[1] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['b']));
    fireEvent.click(screen.getByLabelText('Select all rows'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a', 'b']));
    unmount();
    table({ selection: { selected: new Set(['b']), onChange }, bulkActions: bulk });
    expect(screen.getByTestId('t-bulk').textContent).toContain('Selected: 1');
    expect(bulk).toHaveBeenLastCalledWith(['b']);
  });

  it("says 'No Records found' for an empty list and offers no export", () => {
    table({ rows: [], total: 0, csvFileName: 'x.csv' });
    expect(screen.getByText('No Records found')).toBeTruthy();
    expect((screen.getByTestId('t-csv') as HTMLButtonElement).disabled).toBe(true);
  });
});
