import type { ListResponse, SellerOfferRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { SellerOffersView } from './seller-offers-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const offer = (
  userId: string,
  first: string,
  amount: number | null,
  awardable: boolean,
): SellerOfferRecord => ({
  id: `S1:${userId}`,
  lot_id: 'S1',
  lot_title: 'Sealed tender',
  pricing: 'per_carat',
  user_id: userId,
  first_name: first,
  last_name: 'Buyer',
  amount,
  created_at: '2030-01-01T10:00:00.000Z',
  status: 'pending',
  awardable,
});
const list = (records: SellerOfferRecord[]): ListResponse<SellerOfferRecord> => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const sent = sentBodies(apiCall);

describe('The sealed offers screen', () => {
  beforeEach(() => apiCall.mockReset());

  it('offers no award while the window runs', async () => {
    apiCall.mockResolvedValue(list([offer('u1', 'Bea', 450, false)]));
    renderWithProviders(<SellerOffersView />);
    await screen.findByText('Bea Buyer');
    expect(screen.queryByTestId('offer-award-S1:u1')).toBeNull();
  });

  it('shows no amount, not even $0.00, for an offer the api withholds while the window runs', async () => {
    apiCall.mockResolvedValue(list([offer('u1', 'Bea', null, false)]));
    renderWithProviders(<SellerOffersView />);
    const row = (await screen.findByText('Bea Buyer')).closest('tr');
    expect(row?.textContent).toContain('—');
    expect(row?.textContent).not.toContain('$');
  });

  it("shows a per-carat lot's offers per carat (issue 27, item 6)", async () => {
    apiCall.mockResolvedValue(list([offer('u1', 'Bea', 450, true)]));
    renderWithProviders(<SellerOffersView />);
    const row = (await screen.findByText('Bea Buyer')).closest('tr');
    expect(row?.textContent).toContain('$450.00/ct');
  });

  it('awards the chosen offer only after the seller confirms', async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'seller/offer/adminoffers'
          ? list([offer('u2', 'Rob', 480, true), offer('u1', 'Bea', 450, true)])
          : { id: 'S1' },
      ),
    );
    renderWithProviders(<SellerOffersView />);
    fireEvent.click(await screen.findByTestId('offer-award-S1:u1'));
    expect((await screen.findByTestId('confirm-body')).textContent).toBe(
      'Sell Sealed tender to Bea Buyer for $450.00/ct? The other offers on it lose.',
    );
    expect(sent('seller/offer/changeOfferStatus')).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(sent('seller/offer/changeOfferStatus')).toEqual([
        { id: 'S1', status: 'accept', user_id: 'u1' },
      ]),
    );
  });

  it('declines every offer of the lot after confirming', async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'seller/offer/adminoffers' ? list([offer('u1', 'Bea', 450, true)]) : {},
      ),
    );
    renderWithProviders(<SellerOffersView />);
    fireEvent.click(await screen.findByTestId('offer-decline-S1'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(sent('seller/offer/changeOfferStatus')).toEqual([{ id: 'S1', status: 'reject' }]),
    );
  });
});
