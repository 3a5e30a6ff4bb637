import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { BidForm } from './bid-form';

const submit = (value: string) => {
  fireEvent.change(screen.getByTestId('bid-amount'), { target: { value } });
  fireEvent.click(screen.getByTestId('bid-submit'));
};
/** A sentence read as the buyer sees it, whole, however its title and amounts are isolated in it. */
const sentence = (text: string) =>
  screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === text);

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
    expect(await sentence('Place a bid of $700.00 on "Rough 10.2 cts"?')).toBeTruthy();
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

describe('Bid form on a lot priced per carat', () => {
  const perCarat = aLot({ title: 'Rough 12.36 cts', pricing: 'per_carat', weight: 12.36 });

  it("shows the next bid and the minimum per carat with '/ct'", () => {
    renderWithProviders(<BidForm lot={perCarat} mode="hard" />);
    expect(screen.getByText('Enter $620.00/ct or more')).toBeTruthy();
    submit('600');
    expect(screen.getByText('Min bid $620.00/ct')).toBeTruthy();
  });
  it('shows the total for the weight while the amount is typed', async () => {
    renderWithProviders(<BidForm lot={perCarat} mode="proxy" />);
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '800' } });
    expect(await sentence('Total for 12.36 cts: $9,888.00')).toBeTruthy();
  });
  it('confirms the price per carat and the total for the weight', async () => {
    renderWithProviders(<BidForm lot={perCarat} mode="proxy" />);
    submit('800');
    expect(await sentence('Place a bid of $800.00/ct on "Rough 12.36 cts"?')).toBeTruthy();
    expect((await screen.findByTestId('bid-confirm-total')).textContent).toBe(
      'Total for 12.36 cts: $9,888.00',
    );
  });
});

describe('Bid form in Arabic', () => {
  afterEach(() => i18n.changeLanguage('en'));
  it("keeps '$620.00/ct' whole inside the right-to-left help text", async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <BidForm lot={aLot({ pricing: 'per_carat', weight: 12.36 })} mode="proxy" />,
    );
    expect(screen.getByText('أدخل \u2068$620.00/ct\u2069 أو أكثر')).toBeTruthy();
  });
});
