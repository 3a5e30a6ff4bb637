import type { BuyNowOfferRecord, ListResponse } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { MyOffersView } from './my-offers-view';
import { ReceivedOffersView } from './received-offers-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const LATER = new Date(Date.now() + 86_400_000).toISOString();
const offer = (over: Partial<BuyNowOfferRecord> = {}): BuyNowOfferRecord => ({
  id: 'o1',
  kind: 'buynow',
  lot_id: 'L1',
  lot_title: 'Rough parcel',
  buyer_id: 'b1',
  first_name: 'Ada',
  last_name: 'Buyer',
  seller_id: 's1',
  pricing: 'per_item',
  qty: 2,
  amount: 160,
  bprice: 200,
  counter_amount: null,
  price: null,
  status: 'pending',
  refused_by: null,
  expires_at: LATER,
  created_at: '2030-01-01T10:00:00.000Z',
  cart_id: null,
  ...over,
});
const list = (records: BuyNowOfferRecord[]): ListResponse<BuyNowOfferRecord> => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const sent = sentBodies(apiCall);

describe('The make-offer screens', () => {
  beforeEach(() => apiCall.mockReset());

  it("lets the seller counter a pending offer with a price, sent as the offer's counter", async () => {
    apiCall.mockResolvedValue(list([offer()]));
    renderWithProviders(<ReceivedOffersView />);
    await screen.findByText('Ada Buyer');
    fireEvent.click(screen.getByTestId('counter-offer-o1'));
    fireEvent.change(await screen.findByLabelText('Your price per unit ($)'), {
      target: { value: '180' },
    });
    fireEvent.click(screen.getByTestId('send-counter'));
    await waitFor(() =>
      expect(sent('seller/offer/changeOfferStatus')).toContainEqual({
        id: 'L1',
        offer_id: 'o1',
        status: 'counter',
        amount: 180,
      }),
    );
  });

  it('offers the seller no answer to an offer already countered', async () => {
    apiCall.mockResolvedValue(list([offer({ status: 'countered', counter_amount: 180 })]));
    renderWithProviders(<ReceivedOffersView />);
    await screen.findByText('Ada Buyer');
    expect(screen.queryByTestId('accept-offer-o1')).toBeNull();
  });

  it('lets the buyer accept a counter, and shows its price', async () => {
    apiCall.mockResolvedValue(list([offer({ status: 'countered', counter_amount: 180 })]));
    renderWithProviders(<MyOffersView />);
    const button = await screen.findByTestId('accept-counter-o1');
    expect(screen.getByTestId('offer-counter').textContent).toContain('$180.00');
    fireEvent.click(button);
    await waitFor(() =>
      expect(sent('makeoffer/changeCounterStatus')).toContainEqual({
        offer_id: 'o1',
        status: 'accept',
      }),
    );
  });
});
