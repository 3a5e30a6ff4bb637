import type { SellerAuctionRecord, SellerLotRecord } from '@facet/event-schemas';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AuctionDetailRoute } from './routes/seller-auction-form-routes';
import { CreateLotRoute } from './routes/seller-lot-form-routes';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

/** What the api client throws for the server's 404 (its ApiError: a message and a status). */
const notFound = (message: string) => Object.assign(new Error(message), { status: 404 });

/** Seller A's objects: seller B's screens must show none of it. */
const A_LOT = { id: 'lot-of-a', title: 'Owner rough, Type IIa' } as SellerLotRecord;
const A_AUCTION = { id: 'auction-of-a', title: 'Owner sale in Antwerp' } as SellerAuctionRecord;

const open = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/post_project/create_lot/:action" element={<CreateLotRoute />} />
      <Route path="/post_project/auction_detail/:action" element={<AuctionDetailRoute />} />
    </Routes>,
    { route },
  );

/**
 * Issue 17: seller B opens the forms on seller A's lot and auction. The server answers 404 (as
 * for a missing one); the screen says so, and no form, title or field of A's object appears.
 */
describe("The seller's forms on another seller's lot or auction", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: { id?: string }) => {
      if (path === 'seller/product/getSingleProject')
        return body.id === A_LOT.id
          ? Promise.reject(notFound('Lot not found'))
          : Promise.resolve({ record: A_LOT });
      if (path === 'seller/auction/getSingleAuction')
        return body.id === A_AUCTION.id
          ? Promise.reject(notFound('Auction not found'))
          : Promise.resolve({ record: A_AUCTION });
      if (path === 'dynamic/getAllDynamicArray') return Promise.resolve({ records: [] });
      return Promise.resolve({ records: [], totalRecords: 0 });
    });
  });

  it("says 'Lot not found' at /post_project/create_lot/<A's lot>, with no form and none of the lot", async () => {
    open(`/post_project/create_lot/${A_LOT.id}`);
    expect((await screen.findByTestId('lot-not-found')).textContent).toBe('Lot not found');
    expect(apiCall).toHaveBeenCalledWith(
      'seller/product/getSingleProject',
      { id: A_LOT.id },
      expect.anything(),
    );
    expect(screen.queryByTestId('lot-form')).toBeNull();
    expect(document.body.textContent).not.toContain(A_LOT.title);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it("says 'Auction not found' at /post_project/auction_detail/<A's auction>, with no form and none of the auction", async () => {
    open(`/post_project/auction_detail/${A_AUCTION.id}`);
    expect((await screen.findByTestId('auction-not-found')).textContent).toBe('Auction not found');
    expect(screen.queryByTestId('auction-form')).toBeNull();
    expect(document.body.textContent).not.toContain(A_AUCTION.title);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    // Nor the auction's lots: they are asked for only once the auction opened.
    await waitFor(() =>
      expect(apiCall.mock.calls.map(([p]) => p)).not.toContain('seller/auction/lots'),
    );
  });
});
