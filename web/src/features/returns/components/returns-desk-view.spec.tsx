import type { ListResponse, ReturnRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { ReturnsDeskView } from './returns-desk-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const request = (over: Partial<ReturnRecord> = {}): ReturnRecord => ({
  id: 'ret-1',
  invoice_id: 'inv-1',
  invoice_number: 7,
  buyer_id: 'b1',
  seller_id: 's1',
  items: [{ project_id: 'lot-a', title: 'Rough A 2.10 ct', total: 200 }],
  reason: 'Inclusion not on the report',
  status: 'open',
  note: '',
  created_at: '2030-01-01T10:00:00.000Z',
  decided_at: null,
  refund_total: null,
  return_invoice_number: null,
  ...over,
});
const list = (records: ReturnRecord[]): ListResponse<ReturnRecord> => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const sent = sentBodies(apiCall);

describe('The back office returns desk', () => {
  beforeEach(() => apiCall.mockReset());

  it('opens on the open requests, and lists another tab when chosen', async () => {
    apiCall.mockResolvedValue(list([request()]));
    renderWithProviders(<ReturnsDeskView />);
    await screen.findByText('Inclusion not on the report');
    expect(sent('seller/returns/returns')[0]).toMatchObject({ action: 'open', page: 1 });
    fireEvent.click(screen.getByText('Refused'));
    await waitFor(() =>
      expect(sent('seller/returns/returns').at(-1)).toMatchObject({ action: 'refused' }),
    );
  });

  it('refuses with the note typed, once the dialog is confirmed', async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/returns/returns' ? list([request()]) : request()),
    );
    renderWithProviders(<ReturnsDeskView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(sent('seller/returns/changeStatus')).toEqual([]);
    fireEvent.change(await screen.findByLabelText('Note to the buyer'), {
      target: { value: 'As described' },
    });
    fireEvent.click(screen.getByTestId('confirm-decision'));
    await waitFor(() =>
      expect(sent('seller/returns/changeStatus')).toEqual([
        { id: 'ret-1', decision: 'refused', note: 'As described', commandId: expect.any(String) },
      ]),
    );
  });

  it('offers no decision on a refunded request, and links its return invoice instead', async () => {
    apiCall.mockResolvedValue(
      list([request({ status: 'refunded', refund_total: 200, return_invoice_number: 3 })]),
    );
    renderWithProviders(<ReturnsDeskView />);
    expect((await screen.findByText('R-3')).closest('a')?.getAttribute('href')).toBe(
      '/returninvoice/ret-1',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
