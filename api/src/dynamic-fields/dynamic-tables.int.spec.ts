import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { signInSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';

/** Issue 26: an admin keeps a sieve-size table whose columns are dynamic fields. */
describe('Dynamic tables over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: string;
  let seller: string;
  const field = { sieve: '', mm: '' };
  let tableId = '';

  const rows = async (table_id: string, extra: Record<string, unknown> = {}) =>
    responseData(await h.post('dynamic/dynamicTable', { table_id, ...extra }, admin));
  const addField = async (label: string, extra: Record<string, unknown>) =>
    responseData(
      await h.post('dynamic/propertyColumnAction', { view_page: 1, label, ...extra }, admin),
    ).id as string;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea-tables@example.test')).token;
    seller = await signInSeller(h, 'seller-tables@example.test');
    field.sieve = await addField('Sieve', { field_type: 'text', is_required: 1 });
    field.mm = await addField('Size mm', { field_type: 'number' });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('creates a table once for a retried form (same commandId) and lists it', async () => {
    const body = { name: 'Sieve sizes', columns: [field.sieve, field.mm], commandId: 'tbl-1' };
    const first = await h.post('dynamic/dynamicTableAction', body, admin);
    const again = await h.post('dynamic/dynamicTableAction', body, admin);
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe('Table added successfully');
    tableId = responseData(first).id;
    expect(responseData(again).id).toBe(tableId);
    expect(responseData(first).table.columns.map((c: { label: string }) => c.label)).toEqual([
      'Sieve',
      'Size mm',
    ]);
    await waitFor(async () => {
      const list = responseData(await h.post('dynamic/dynamicTable', {}, admin));
      return list.table === null && list.totalRecords === 1;
    });
  });

  it('adds rows checked against the column fields, a page at a time', async () => {
    for (const [i, sieve] of ['+9', '+11', '+13'].entries()) {
      const r = await h.post(
        'dynamic/dynamicTableAction',
        { target: 'row', table_id: tableId, values: { [field.sieve]: sieve, [field.mm]: 1 + i } },
        admin,
      );
      expect(r.status).toBe(200);
    }
    await waitFor(async () => (await rows(tableId)).totalRecords === 3);
    const page2 = await rows(tableId, { page: 2, limit: 2 });
    expect(page2.table).toMatchObject({ id: tableId, name: 'Sieve sizes', rowCount: 3 });
    expect(page2.records).toEqual([
      { id: expect.any(String), values: { [field.sieve]: '+13', [field.mm]: '3' } },
    ]);
  });

  it("refuses a row without a required value with '<label>: Required!'", async () => {
    const r = await h.post(
      'dynamic/dynamicTableAction',
      { target: 'row', table_id: tableId, values: { [field.mm]: '2' } },
      admin,
    );
    expect(r.status).toBe(422);
    expect(r.body.data.message).toBe('Sieve: Required!');
  });

  it('answers 400 for a table without a name, 404 for an unknown table', async () => {
    const noName = await h.post('dynamic/dynamicTableAction', { columns: [field.sieve] }, admin);
    expect(noName.status).toBe(400);
    const unknown = await h.post('dynamic/dynamicTable', { table_id: 'no-such-table' }, admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.message).toBe('Table not found');
  });

  it('edits and deletes a row, then deletes the table', async () => {
    const [row] = (await rows(tableId)).records;
    const edit = { target: 'row', action: 'edit', table_id: tableId, row_id: row.id };
    await h.post('dynamic/dynamicTableAction', { ...edit, values: { [field.sieve]: '+7' } }, admin);
    await waitFor(async () => (await rows(tableId)).records[0].values[field.sieve] === '+7');
    const del = await h.post('dynamic/dynamicTableAction', { ...edit, action: 'delete' }, admin);
    expect(del.body.data.message).toBe('Row deleted successfully');
    await waitFor(async () => (await rows(tableId)).totalRecords === 2);
    const drop = { action: 'delete', table_id: tableId };
    expect((await h.post('dynamic/dynamicTableAction', drop, admin)).status).toBe(200);
    await waitFor(
      async () =>
        (await h.post('dynamic/dynamicTable', { table_id: tableId }, admin)).status === 404,
    );
  });

  it.each([
    ['a seller', () => seller],
    ['a buyer', () => buyer],
  ])('refuses %s with 403, reading or writing', async (_who, token) => {
    const write = { name: 'Sneaky', columns: [field.sieve] };
    expect((await h.post('dynamic/dynamicTableAction', write, token())).status).toBe(403);
    expect((await h.post('dynamic/dynamicTable', {}, token())).status).toBe(403);
  });
});
