import type { ListResponse, SellerOfferRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { SellerOffersView } from './seller-offers-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const winner: SellerOfferRecord = {
  id: 'S1:u1',
  lot_id: 'S1',
  lot_title: 'Sealed tender',
  pricing: 'per_item',
  user_id: 'u1',
  first_name: 'Bea',
  last_name: 'Buyer',
  amount: 480,
  created_at: '2030-01-01T10:00:00.000Z',
  status: 'pending',
  awardable: false,
  approval_deadline: '2030-01-03T15:05:00.000Z',
};
const list = (records: SellerOfferRecord[]): ListResponse<SellerOfferRecord> => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const sent = sentBodies(apiCall);

/** Issue 30: the seller answers a tender event's provisional winner on /seller/offers. */
describe("The sealed offers screen under the seller's approval window", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/offer/adminoffers' ? list([winner]) : { id: 'S1' }),
    );
  });

  it('shows until when the winner awaits approval, without the award buttons', async () => {
    renderWithProviders(<SellerOffersView />);
    expect((await screen.findByTestId('offer-approval-S1')).textContent).toBe(
      'Awaiting your approval until 01-03-2030 3:05 pm',
    );
    expect(screen.queryByTestId('offer-award-S1:u1')).toBeNull();
  });

  it('accepts the winning tender after the seller confirms', async () => {
    renderWithProviders(<SellerOffersView />);
    fireEvent.click(await screen.findByTestId('offer-approve-S1'));
    expect((await screen.findByTestId('confirm-body')).textContent).toBe(
      'Sell Sealed tender to Bea Buyer for $480.00? The other offers on it lose.',
    );
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(sent('seller/offer/changeApprovalStatus')).toEqual([{ id: 'S1', decision: 'accept' }]),
    );
  });

  it('refuses it after confirming that the lot closes unsold', async () => {
    renderWithProviders(<SellerOffersView />);
    fireEvent.click(await screen.findByTestId('offer-refuse-S1'));
    expect((await screen.findByTestId('confirm-body')).textContent).toBe(
      'Refuse the tender of Bea Buyer on Sealed tender? The lot closes unsold.',
    );
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(sent('seller/offer/changeApprovalStatus')).toEqual([{ id: 'S1', decision: 'refuse' }]),
    );
  });
});
