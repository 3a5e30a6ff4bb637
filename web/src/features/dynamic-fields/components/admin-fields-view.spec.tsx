import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { reordered } from '../api/field-mutations';
import { DRAG_HOLD_MS } from '../model/field-form';
import { AdminFieldsView } from './admin-fields-view';
import { aDynamicField } from '@/testing/dynamic-field-builder';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const records = [
  aDynamicField('a', { label: 'Origin mine' }),
  aDynamicField('b', { label: 'Fluorescence', order: 1, active: 2 }),
];
const sent = (path: string) =>
  apiCall.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);

describe('The dynamic fields screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'dynamic/propertyColumns' ? { records } : { id: 'n', records }),
    );
  });

  it("lists the page's fields, inactive ones included, with their status", async () => {
    renderWithProviders(<AdminFieldsView viewPage={1} />);
    await screen.findAllByText('Origin mine');
    expect(sent('dynamic/propertyColumns')[0]).toEqual({ view_page: 1 });
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
  });

  it('adds a select field with one option per line', async () => {
    renderWithProviders(<AdminFieldsView viewPage={2} />);
    fireEvent.click(await screen.findByTestId('field-add'));
    fireEvent.change(await screen.findByTestId('field-label'), { target: { value: ' Colour ' } });
    fireEvent.change(screen.getByTestId('field-type'), { target: { value: 'select' } });
    fireEvent.change(await screen.findByTestId('field-options'), {
      target: { value: 'D\n\nE \n' },
    });
    fireEvent.click(screen.getByTestId('field-required'));
    fireEvent.click(screen.getByTestId('field-save'));
    await waitFor(() =>
      expect(sent('dynamic/propertyColumnAction')).toEqual([
        {
          action: 'new',
          view_page: 2,
          label: 'Colour',
          field_type: 'select',
          options: ['D', 'E'],
          is_required: 1,
        },
      ]),
    );
  });

  it('refuses to save a field without a label', async () => {
    renderWithProviders(<AdminFieldsView viewPage={1} />);
    fireEvent.click(await screen.findByTestId('field-add'));
    fireEvent.click(await screen.findByTestId('field-save'));
    await waitFor(() =>
      expect(screen.getByTestId('field-label').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent('dynamic/propertyColumnAction')).toEqual([]);
  });

  it('deactivates an active field and reactivates an inactive one', async () => {
    renderWithProviders(<AdminFieldsView viewPage={1} />);
    fireEvent.click(await screen.findByTestId('field-status-a'));
    fireEvent.click(screen.getByTestId('field-status-b'));
    await waitFor(() =>
      expect(sent('dynamic/propertyColumnStatusAction')).toEqual([
        { id: 'a', active: 2 },
        { id: 'b', active: 1 },
      ]),
    );
  });

  it('offers every field of the page to drag into a new order', async () => {
    renderWithProviders(<AdminFieldsView viewPage={1} />);
    expect(await screen.findByTestId('reorder-a')).toBeTruthy();
    expect(screen.getByTestId('reorder-b')).toBeTruthy();
  });
});

describe('Reordering fields', () => {
  it('starts a drag after a hold of 250 ms on touch and 100 ms with a mouse (spec 9)', () => {
    expect(DRAG_HOLD_MS).toEqual({ touch: 250, mouse: 100 });
  });

  it('shows the new order at once, each field at its new position', () => {
    expect(reordered(records, ['b', 'a']).map((f) => [f.id, f.order])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });
});
