import { screen } from '@testing-library/react';
import type { AuctionRecord } from '@facet/event-schemas';
import { describe, expect, it, vi } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { AuctionRow } from './auction-row';
import { OfferCard } from './offer-card';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Issue 27 item 15: what the cards and rows show. */
describe('Cards and rows', () => {
  it('given a sealed lot, its card shows the lot number as the other cards do', () => {
    const lot = aLot({
      auctiontype: 'sealed',
      auction_lot: '7',
      date_added: at(-HOUR),
      date_closed: at(HOUR),
    });
    renderWithProviders(<OfferCard lot={lot} onOpen={vi.fn()} />);
    expect(screen.getByTestId('lot-number').textContent).toBe('Lot 7');
  });

  it('given the list view, an auction is a row with its button beside it', () => {
    const auction = {
      id: 'A1',
      title: 'Antwerp rough',
      description: '<p>Tender</p>',
      avatar: null,
      date_added: at(-HOUR),
      date_closed: at(HOUR),
      market_status: 'open',
    } as unknown as AuctionRecord;
    renderWithProviders(<AuctionRow auction={auction} />);
    const row = screen.getByTestId('auction-row');
    expect(row.textContent).toContain('Antwerp rough');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/liveAuction/A1');
  });
});
