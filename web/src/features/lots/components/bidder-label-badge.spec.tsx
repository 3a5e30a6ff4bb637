import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { BidderLabelBadge } from './bidder-label-badge';

/** Issue 30: a sealed tender under the seller's approval window, as its tenderers see it. */
describe("The bidder's label under the seller's approval window", () => {
  afterEach(() => act(() => session.clear()));

  it("reads 'Awaiting seller approval' in the pending tone, then Won once accepted", () => {
    act(() => session.signIn('token', aUser({ role: 'buyer' })));
    const { unmount } = renderWithProviders(
      <BidderLabelBadge
        lot={aLot({ market_status: 'pending', bidtopstatus: 'awaiting_approval' })}
      />,
    );
    const badge = screen.getByTestId('status-badge');
    expect(badge.textContent).toBe('Awaiting seller approval');
    expect(badge.dataset.tone).toBe('pending');
    unmount();
    renderWithProviders(
      <BidderLabelBadge lot={aLot({ market_status: 'sold', bidtopstatus: 'won' })} />,
    );
    expect(screen.getByTestId('status-badge').textContent).toBe('Won');
  });
});
