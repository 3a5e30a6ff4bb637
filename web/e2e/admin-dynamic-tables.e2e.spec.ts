import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage, shot } from './browser';

const tag = `DT${Date.now()}`;

/** Issue 26: an admin keeps a sieve-size table whose columns are dynamic fields. */
describe('Dynamic tables, on the admin screen', () => {
  let browser: Browser;
  let admin: Page;
  let token = '';
  const fields: string[] = [];
  let tableId = '';

  beforeAll(async () => {
    ({ token } = await api('user/login', ADMIN));
    for (const [label, field_type] of [
      [`${tag} Sieve`, 'text'],
      [`${tag} Size mm`, 'number'],
    ] as const) {
      const saved = await api(
        'dynamic/propertyColumnAction',
        { view_page: 4, label, field_type },
        token,
      );
      fields.push(saved.id);
    }
    const table = await api(
      'dynamic/dynamicTableAction',
      { name: `${tag} Sieve sizes`, columns: fields, commandId: `${tag}-table` },
      token,
    );
    tableId = table.id;
    browser = await launch();
    admin = await newPage(browser);
    await login(admin, ADMIN.email, ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    // Gone again, so no other suite's template form asks for these fields.
    if (tableId)
      await api('dynamic/dynamicTableAction', { action: 'delete', table_id: tableId }, token);
    for (const id of fields)
      await api('dynamic/propertyColumnStatusAction', { id, active: 2 }, token);
    await browser?.close();
  });

  it('adds, edits and deletes a row of a table at /admin/fields/tables', async () => {
    await admin.goto('/admin/fields/tables');
    await admin.getByTestId(`table-${tableId}`).click();
    await admin.getByTestId('row-add').click();
    await admin.getByTestId(`custom-field-${fields[1]}`).fill('big');
    await admin.getByTestId('row-save').click();
    await admin.getByText('invalid decimal').waitFor();
    await admin.getByTestId(`custom-field-${fields[0]}`).fill('+11');
    await admin.getByTestId(`custom-field-${fields[1]}`).fill('1.5');
    await admin.getByTestId('row-save').click();
    const rows = admin.getByTestId('table-rows');
    await rows.getByText('+11').waitFor();
    await shot(admin, 'admin-dynamic-table-rows');

    await rows.getByRole('button', { name: 'Edit' }).click();
    await admin.getByTestId(`custom-field-${fields[0]}`).fill('+13');
    await admin.getByTestId('row-save').click();
    await rows.getByText('+13').waitFor();

    admin.once('dialog', (d) => void d.accept());
    await rows.getByRole('button', { name: 'Delete' }).click();
    await rows.getByText('+13').waitFor({ state: 'detached' });
    const page = await api('dynamic/dynamicTable', { table_id: tableId }, token);
    expect(page.totalRecords).toBe(0);
  });
});
