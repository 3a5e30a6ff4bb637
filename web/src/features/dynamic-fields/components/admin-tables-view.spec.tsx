import type { DynamicTableRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aDynamicField } from '@/testing/dynamic-field-builder';
import { AdminTablesView } from './admin-tables-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const sieve = aDynamicField('sieve', { label: 'Sieve', is_required: 1 });
const mm = aDynamicField('mm', { label: 'Size mm', field_type: 'number' });
const hidden = aDynamicField('old', { label: 'Old column', active: 2 });
const table: DynamicTableRecord = {
  id: 't1',
  name: 'Sieve sizes',
  columns: [sieve, mm, hidden],
  rowCount: 1,
};
const row = { id: 'r1', values: { sieve: '+11', mm: '1.5' } };
const sent = (path: string) =>
  apiCall.mock.calls
    .filter(([p, body]) => p === path && (body as { limit?: number }).limit !== 100)
    .map(([, body]) => body as Record<string, unknown>);

describe('The dynamic tables screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: { table_id?: string; view_page?: number }) => {
      if (path === 'dynamic/dynamicTable')
        return Promise.resolve(
          body.table_id
            ? { records: [row], totalRecords: 1, setDisp: '', table }
            : { records: [table], totalRecords: 1, setDisp: '', table: null },
        );
      if (path === 'dynamic/propertyColumns')
        return Promise.resolve({
          records: body.view_page === 1 ? [sieve, mm] : [],
          totalRecords: 2,
        });
      return Promise.resolve({ id: 't1', row_id: 'r2', table });
    });
  });

  const openTable = async () => {
    renderWithProviders(<AdminTablesView />);
    fireEvent.click(await screen.findByTestId('table-t1'));
    return screen.findByTestId('row-r1');
  };

  it("lists the tables, then a chosen table's rows under its column labels", async () => {
    const r1 = await openTable();
    expect(screen.getByText('Rows: 1')).toBeTruthy();
    expect(screen.getByText('Size mm')).toBeTruthy();
    expect(r1.textContent).toContain('+11');
    expect(sent('dynamic/dynamicTable')).toContainEqual({ table_id: 't1', page: 1, limit: 20 });
  });

  it('adds a row with an input per shown column, sending one value each', async () => {
    await openTable();
    fireEvent.click(screen.getByTestId('row-add'));
    expect(screen.queryByTestId('custom-field-old')).toBeNull();
    fireEvent.change(await screen.findByTestId('custom-field-sieve'), { target: { value: '+9' } });
    fireEvent.change(screen.getByTestId('custom-field-mm'), { target: { value: '1.2' } });
    fireEvent.click(screen.getByTestId('row-save'));
    await waitFor(() =>
      expect(sent('dynamic/dynamicTableAction')).toEqual([
        {
          action: 'new',
          target: 'row',
          table_id: 't1',
          values: { sieve: '+9', mm: '1.2' },
          commandId: expect.stringMatching(/^row-/),
        },
      ]),
    );
  });

  it('refuses a row without its required column, and a number that is not a decimal', async () => {
    await openTable();
    fireEvent.click(screen.getByTestId('row-add'));
    fireEvent.change(await screen.findByTestId('custom-field-mm'), { target: { value: 'big' } });
    fireEvent.click(screen.getByTestId('row-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('invalid decimal')).toBeTruthy();
    expect(sent('dynamic/dynamicTableAction')).toEqual([]);
  });

  it('edits a row from its values', async () => {
    await openTable();
    fireEvent.click(screen.getByText('Edit'));
    const input = await screen.findByTestId('custom-field-sieve');
    expect((input as HTMLInputElement).value).toBe('+11');
    fireEvent.change(input, { target: { value: '+12' } });
    fireEvent.click(screen.getByTestId('row-save'));
    await waitFor(() =>
      expect(sent('dynamic/dynamicTableAction')[0]).toMatchObject({
        action: 'edit',
        row_id: 'r1',
        values: { sieve: '+12', mm: '1.5' },
      }),
    );
  });

  it('deletes a row once confirmed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await openTable();
    fireEvent.click(screen.getByText('Delete'));
    await waitFor(() =>
      expect(sent('dynamic/dynamicTableAction')).toEqual([
        { action: 'delete', target: 'row', table_id: 't1', row_id: 'r1' },
      ]),
    );
  });

  it('adds a table named, its columns required', async () => {
    renderWithProviders(<AdminTablesView />);
    fireEvent.click(await screen.findByTestId('table-add'));
    fireEvent.change(await screen.findByTestId('table-name'), { target: { value: ' Sizes ' } });
    fireEvent.click(screen.getByTestId('table-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent('dynamic/dynamicTableAction')).toEqual([]);
  });
});
