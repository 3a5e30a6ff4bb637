import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { aLot } from '@/testing/lot-builder';
import { aUser } from '@/testing/user-builder';
import { renderWithProviders } from '@/testing/render';
import { BidPanel } from './bid-panel';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const live = { date_added: at(-HOUR), date_closed: at(HOUR) };
const signIn = () => session.signIn('token', aUser({ id: 'buyer-1', email: 'ada@stones.test' }));
/** The element whose whole text reads `text`, however its values are isolated inside it. */
const sentence = (text: string) =>
  screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === text);

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('Bid panel for a visitor', () => {
  it('asks to log in to bid on a live lot', () => {
    renderWithProviders(<BidPanel lot={aLot(live)} />);
    expect(screen.getByTestId('login-to-bid')).toBeTruthy();
  });
  it('offers no bid prompt on a closed lot, only that it is closed', () => {
    renderWithProviders(
      <BidPanel
        lot={aLot({ market_status: 'sold', date_added: at(-2 * HOUR), date_closed: at(-HOUR) })}
      />,
    );
    expect(screen.queryByTestId('login-to-bid')).toBeNull();
    expect(screen.queryByText('Login to bid')).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toContain('Auction Closed');
  });
});

describe('Bid panel for a signed-in buyer', () => {
  it("shows a per-carat price with '/ct' and what the whole lot costs at it", () => {
    signIn();
    renderWithProviders(
      <BidPanel lot={aLot({ ...live, pricing: 'per_carat', weight: 12.36, wprice: 800 })} />,
    );
    expect(screen.getByTestId('lot-price').textContent).toContain('$800.00/ct');
    expect(sentence('Total for 12.36 cts: $9,888.00')).toBeTruthy();
  });
  it('names the deposit a lot needs before the first bid', () => {
    signIn();
    renderWithProviders(
      <BidPanel lot={aLot({ ...live, deposit: 1, deposit_amount: 250, bid_deposit_id: null })} />,
    );
    expect(sentence('This lot needs a deposit of $250.00 before you can bid.')).toBeTruthy();
  });
  it('links the invoice of a lot the buyer won: /invoice/{common_invoice}', () => {
    signIn();
    const closed = { date_added: at(-2 * HOUR), date_closed: at(-HOUR) };
    renderWithProviders(
      <BidPanel
        lot={aLot({
          ...closed,
          market_status: 'sold',
          bidtopstatus: 'won',
          buynowed: 'buyer-1',
          common_invoice: 'INV-lot-1-1',
        })}
      />,
    );
    const link = screen.getByTestId('won-invoice');
    expect(link.getAttribute('href')).toBe('/invoice/INV-lot-1-1');
    expect(link.textContent).toBe('View invoice');
  });
  it('links no invoice on a lot the buyer did not win', () => {
    signIn();
    renderWithProviders(<BidPanel lot={aLot({ market_status: 'sold', common_invoice: null })} />);
    expect(screen.queryByTestId('won-invoice')).toBeNull();
  });
});

describe('Buy now in the bid panel', () => {
  it("keeps 'Added to cart' when the buyer took the last free units and buy now ends", async () => {
    signIn();
    const answer = { status: 'success', data: { message: '', responseData: { items: [] } } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
    );
    const lot = aLot({ ...live, buynow: 1, bprice: 1_500, qty: 1, sold: 0, held: 0 });
    const { rerender } = renderWithProviders(<BidPanel lot={lot} />);
    fireEvent.click(screen.getByTestId('buy-now').querySelector('button') as HTMLElement);
    await screen.findByTestId('go-to-cart');
    // The lot's push: the unit is now held (by this buyer), so buy now is no longer offered.
    rerender(<BidPanel lot={{ ...lot, held: 1 }} />);
    expect(screen.queryByTestId('buy-now')).toBeNull();
    expect(screen.getByTestId('go-to-cart').textContent).toBe('Added to cart. Going to your cart…');
  });
});

describe("Bid panel of a reverse lot (issue 26: each bidder's rank)", () => {
  it('shows the bidder their own rank, as the server sent it', () => {
    signIn();
    renderWithProviders(
      <BidPanel lot={aLot({ ...live, auctiontype: 'reverse', rank: 2, bidtopstatus: 'outbid' })} />,
    );
    expect(screen.getByTestId('reverse-rank').textContent).toBe('Your rank: 2 (1 = lowest bid)');
  });
  it('shows no rank on a standard lot, nor to someone the server ranked nowhere', () => {
    signIn();
    renderWithProviders(<BidPanel lot={aLot({ ...live, auctiontype: 'standard', rank: 1 })} />);
    expect(screen.queryByTestId('reverse-rank')).toBeNull();
  });
});
