import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { oneRowReport } from '@/testing/seller-report-builder';
import { SellerReportsView } from './seller-reports-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, errorText: (_c: string, m: string) => m }));

const page = oneRowReport({
  date: '2030-01-02T10:00:00.000Z',
  invoice: 7,
  lot_id: 'L1',
  lot: 'Yellow rough',
  buyer: 'Bea Buyer',
  qty: 1,
  unit_price: '450.00',
  total: '450.00',
});
const sent = () => sentBodies(apiCall)('seller/report/display');

describe('The reports screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue(page);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the sales of the year so far and shows the rows as the CSV writes them', async () => {
    renderWithProviders(<SellerReportsView />);
    await screen.findByText('Yellow rough');
    const year = new Date().getUTCFullYear();
    expect(sent()[0]).toMatchObject({ type: 'sales', from: `${year}-01-01`, page: 1 });
    expect(screen.getByText('Unit price')).toBeTruthy();
    expect(screen.getAllByText('450.00')).toHaveLength(2);
  });

  it('asks again from the first page when the range changes', async () => {
    renderWithProviders(<SellerReportsView />);
    await screen.findByText('Yellow rough');
    fireEvent.change(screen.getByTestId('report-from'), { target: { value: '2030-01-01' } });
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ from: '2030-01-01', page: 1 }));
  });

  it("downloads the whole report under the server's file name", async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response('date\r\n', {
        headers: { 'content-disposition': 'attachment; filename="sales-report-x.csv"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<SellerReportsView />);
    await screen.findByText('Yellow rough');
    fireEvent.click(screen.getByTestId('report-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/seller/report/download');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toMatchObject({ type: 'sales' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sales-report-x.csv');
  });
});
