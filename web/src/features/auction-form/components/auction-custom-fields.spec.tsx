import type { AuctionTemplateRecord, DynamicFieldRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { AuctionDetailView } from './auction-detail-view';
import { TemplateFormModal } from './template-form-modal';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const field = (id: string, view_page: 2 | 4, label: string): DynamicFieldRecord => ({
  id,
  view_page,
  label,
  field_type: 'text',
  options: [],
  is_required: 1,
  order: 0,
  active: 1,
});
const venue = field('f-venue', 2, 'Viewing venue');
const terms = field('f-terms', 4, 'Payment terms');
const template: AuctionTemplateRecord = {
  id: 't1',
  title: 'Monthly rough tender',
  description: '',
  avatar: null,
  duration_hours: 72,
  lot_defaults: { auctiontype: 'standard', pricing: 'per_carat', deposit: 0, deposit_amount: 0 },
  status: 'active',
  sellerId: 's1',
  custom_fields: { 'f-terms': 'Net 30' },
};
const sent = (path: string) =>
  apiCall.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Issue 17: the admin's auction (view_page 2) and template (view_page 4) fields on their forms. */
describe("The admin's fields on the auction and template forms", () => {
  beforeEach(() => {
    resetServerClock();
    syncServerTime(Date.parse('2026-03-02T10:20:00.000Z'));
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: { view_page?: number }) => {
      if (path === 'dynamic/getAllDynamicArray')
        return Promise.resolve({ records: body.view_page === 2 ? [venue] : [terms] });
      return Promise.resolve({ id: 'new-id' });
    });
  });

  it("asks for a required auction field with 'Required' and sends nothing until it is filled", async () => {
    renderWithProviders(<AuctionDetailView action="new" templateId={null} />);
    await screen.findByText('Viewing venue');
    type('auction-title', 'Antwerp rough');
    type('auction-date_added', '2026-04-01T10:00');
    type('auction-date_closed', '2026-04-08T10:00');
    fireEvent.click(screen.getByTestId('auction-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent('seller/auction/auctionAction')).toEqual([]);
    type('custom-field-f-venue', 'Bourse');
    fireEvent.click(screen.getByTestId('auction-save'));
    await waitFor(() => expect(sent('seller/auction/auctionAction')).toHaveLength(1));
    expect(sent('seller/auction/auctionAction')[0]).toMatchObject({
      title: 'Antwerp rough',
      custom_fields: { 'f-venue': 'Bourse' },
    });
  });

  it("edits a template's field value, kept from the saved template", async () => {
    renderWithProviders(<TemplateFormModal opened template={template} onClose={() => {}} />);
    await waitFor(() =>
      expect((screen.getByTestId('custom-field-f-terms') as HTMLInputElement).value).toBe('Net 30'),
    );
    type('custom-field-f-terms', '');
    fireEvent.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent('seller/template/auction/auctionAction')).toEqual([]);
    type('custom-field-f-terms', 'Net 60');
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(sent('seller/template/auction/auctionAction')).toHaveLength(1));
    expect(sent('seller/template/auction/auctionAction')[0]).toMatchObject({
      action: 'edit',
      id: 't1',
      custom_fields: { 'f-terms': 'Net 60' },
    });
  });
});
