import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { BidForm } from './bid-form';

const submit = (value: string) => {
  fireEvent.change(screen.getByTestId('bid-amount'), { target: { value } });
  fireEvent.click(screen.getByTestId('bid-submit'));
};

describe('Bid form messages (spec 5, verbatim)', () => {
  it("shows 'Enter Bid Amount' for an empty standard bid", () => {
    renderWithProviders(<BidForm lot={aLot()} mode="proxy" />);
    submit('');
    expect(screen.getByText('Enter Bid Amount')).toBeTruthy();
  });
  it("shows 'Min bid $620.00' below the next bid", () => {
    renderWithProviders(<BidForm lot={aLot()} mode="hard" />);
    submit('600');
    expect(screen.getByText('Min bid $620.00')).toBeTruthy();
  });
  it('opens the confirm dialog for a valid bid instead of sending it', async () => {
    renderWithProviders(<BidForm lot={aLot()} mode="proxy" />);
    submit('700');
    expect(await screen.findByText('Confirm your bid')).toBeTruthy();
    expect(await screen.findByText('Place a bid of $700.00 on "Rough 10.2 cts"?')).toBeTruthy();
  });
  it("shows 'Enter Offer Price' and 'Enter Valid Price' for sealed offers", () => {
    renderWithProviders(
      <BidForm lot={aLot({ auctiontype: 'sealed', sprice: 500 })} mode="sealed" />,
    );
    submit('');
    expect(screen.getByText('Enter Offer Price')).toBeTruthy();
    submit('10');
    expect(screen.getByText('Enter Valid Price')).toBeTruthy();
  });
  it('shows the reverse helper and the one-fifth warning', () => {
    renderWithProviders(
      <BidForm
        lot={aLot({ auctiontype: 'reverse', next_bid: 1000, bid_count: 0 })}
        mode="reverse"
      />,
    );
    expect(screen.getByText('Maximum Bid $1,000.00')).toBeTruthy();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '150' } });
    expect(
      screen.getByText('Warning! You are about to place a bid on a much lower amount.'),
    ).toBeTruthy();
    submit('0.5');
    expect(screen.getByText('Min Bid $1.00')).toBeTruthy();
    submit('1200');
    expect(screen.getByText('Max Starting Bid $1,000.00')).toBeTruthy();
  });
});
