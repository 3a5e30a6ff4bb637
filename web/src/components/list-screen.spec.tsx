import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ListScreen } from './list-screen';
import { filterTabs } from './route-tabs';

interface Deposit {
  id: string;
  title: string;
}

const screenOf = (records: Deposit[]) =>
  renderWithProviders(
    <ListScreen
      title="Deposits"
      tabs={filterTabs('held', ['all', 'held'] as const, (f) => `Tab ${f}`, '/deposits')}
      query={{ isPending: false, data: { records, totalRecords: 12 } }}
      pager={{ page: 1, limit: 10, setPage: () => undefined }}
      columns={[
        { header: 'Item', cell: (r) => r.title },
        { header: 'Id', cell: (r) => <b>{r.id}</b> },
      ]}
      rowKey={(r) => r.id}
      testId="deposit-list"
      rowTestId="deposit-row"
    />,
  );

describe('ListScreen', () => {
  it('shows a row a record and a cell a column, under the column headers', () => {
    screenOf([
      { id: 'd1', title: 'Rough A' },
      { id: 'd2', title: 'Rough B' },
    ]);
    const table = screen.getByTestId('deposit-list');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Id']);
    const rows = screen.getAllByTestId('deposit-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Rough A', 'd1'],
      ['Rough B', 'd2'],
    ]);
  });

  it('offers its filter tabs, the current one chosen', () => {
    screenOf([]);
    const tab = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
    expect([tab('Tab all').checked, tab('Tab held').checked]).toEqual([false, true]);
  });
});
