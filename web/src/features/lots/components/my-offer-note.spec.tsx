import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { MyOfferNote } from './my-offer-note';

describe("The bidder's own sealed offer", () => {
  it("reads 'Your offer: $450.00', the wording's markup never shown as text", async () => {
    renderWithProviders(<MyOfferNote lot={aLot({ auctiontype: 'sealed', my_offer: 450 })} />);
    const note = await screen.findByTestId('my-offer');
    expect(note.textContent).toBe('Your offer: $450.00');
    // The amount keeps its own direction inside Arabic text.
    expect(note.querySelector('bdi')?.textContent).toBe('$450.00');
  });

  it('says nothing to a buyer without an offer', () => {
    renderWithProviders(<MyOfferNote lot={aLot({ auctiontype: 'sealed', my_offer: null })} />);
    expect(screen.queryByTestId('my-offer')).toBeNull();
  });
});
