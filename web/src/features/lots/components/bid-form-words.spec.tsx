import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { BidForm } from './bid-form';

const type = (value: string) =>
  fireEvent.change(screen.getByTestId('bid-amount'), { target: { value } });
const sentence = (text: string) =>
  screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === text);

/** Issue 27 item 7: the sealed offer field (spec 5) and the words of each confirm dialog. */
describe('Offer and pre-bid forms', () => {
  it('given a sealed lot, the offer field takes digits, a point or comma and a sign only', () => {
    renderWithProviders(<BidForm lot={aLot({ auctiontype: 'sealed', sprice: 5 })} mode="sealed" />);
    const field = screen.getByTestId('bid-amount') as HTMLInputElement;
    type('12a');
    expect(field.value).toBe('');
    type('-12,5');
    expect(field.value).toBe('-12,5');
    type('+12.50');
    expect(field.value).toBe('+12.50');
    type('12.5.0');
    expect(field.value).toBe('+12.50');
    type('1e3');
    expect(field.value).toBe('+12.50');
  });

  it('given a valid sealed offer, the dialog asks to confirm an offer, not a bid', async () => {
    renderWithProviders(<BidForm lot={aLot({ auctiontype: 'sealed', sprice: 5 })} mode="sealed" />);
    type('700');
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(await screen.findByText('Confirm your offer')).toBeTruthy();
    expect(screen.queryByText('Confirm your bid')).toBeNull();
    expect(await sentence('Submit an offer of $700.00 on "Rough 10.2 cts"?')).toBeTruthy();
  });

  it('given a lot before its start, the dialog asks to confirm a pre-bid', async () => {
    renderWithProviders(<BidForm lot={aLot()} mode="proxy" preBid />);
    type('700');
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(await screen.findByText('Confirm your pre-bid')).toBeTruthy();
    expect(await sentence('Place a pre-bid of $700.00 on "Rough 10.2 cts"?')).toBeTruthy();
  });
});
