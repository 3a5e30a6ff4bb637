import type { WatchedAuctionRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { WatchedAuctions } from './watched-auctions';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const auction: WatchedAuctionRecord = {
  id: 'auc-1',
  title: 'Kimberley run',
  description: '',
  avatar: null,
  date_added: '2026-11-01T00:00:00.000Z',
  date_closed: '2026-12-01T00:00:00.000Z',
  market_status: 'open',
  status: 'active',
  revision: 1,
  lot_count: 3,
  seller_id: 'seller-9',
  watchlisted: 1,
};

let followed: { seller_id: string; rating: number; first_name: string; last_name: string }[];
beforeEach(() => {
  followed = [];
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) => {
    if (path === 'auction/auctionWatchList')
      return Promise.resolve({
        type: 'auctions',
        records: [auction],
        totalRecords: 1,
        setDisp: '',
      });
    if (path === 'user/getFollowers')
      return Promise.resolve({ records: followed, totalRecords: followed.length, setDisp: '' });
    if (path === 'user/addFollower') {
      followed = [{ seller_id: 'seller-9', rating: 5, first_name: 'Sam', last_name: 'Seller' }];
      return Promise.resolve({ seller_id: 'seller-9', rating: 5 });
    }
    return Promise.resolve({ auction_id: 'auc-1', watchlisted: 0, seller_id: 'seller-9' });
  });
});

/** Spec 4 and 8: from the watchlist a buyer follows the seller with rating 5; the list refreshes after 0.5 s. */
describe("The watchlist's auctions tab", () => {
  it('asks for the watched auctions and shows each with its lot count', async () => {
    renderWithProviders(<WatchedAuctions />);
    expect(await screen.findByText('Kimberley run')).toBeTruthy();
    expect(sent('auction/auctionWatchList')[0]).toMatchObject({ type: 'auctions' });
    expect(screen.getByText(/3 lots/)).toBeTruthy();
  });

  it('follows the seller with rating 5 and reads the followers again only after 0.5 s', async () => {
    renderWithProviders(<WatchedAuctions />);
    fireEvent.click(await screen.findByTestId('follow-seller'));
    await waitFor(() =>
      expect(sent('user/addFollower')).toEqual([{ seller_id: 'seller-9', rating: 5 }]),
    );
    const readsAtFollow = sent('user/getFollowers').length;
    await new Promise((r) => setTimeout(r, 300));
    expect(sent('user/getFollowers')).toHaveLength(readsAtFollow);
    await waitFor(
      () => expect(screen.getByTestId('followed-seller').textContent).toContain('Sam Seller'),
      {
        timeout: 2_000,
      },
    );
    expect(sent('user/getFollowers').length).toBeGreaterThan(readsAtFollow);
    expect(screen.getByText('Unfollow seller')).toBeTruthy();
  });

  it('stops watching an auction from the tab', async () => {
    renderWithProviders(<WatchedAuctions />);
    fireEvent.click(await screen.findByText('Stop watching'));
    await waitFor(() =>
      expect(sent('auction/removeAuctionWatchList')).toEqual([{ auction_id: 'auc-1' }]),
    );
  });
});
