import { screen } from '@testing-library/react';
import type { TenderOpening } from '@facet/event-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TenderOpeningView } from './tender-opening-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));

const tender = (lotId: string, userId: string, amount: number) => ({
  lotId,
  bidId: `${lotId}-${userId}`,
  userId,
  ciphertext: 'Y3Q=',
  ciphertextSha256: 'a'.repeat(64),
  amount,
  at: '2026-11-28T10:00:00.000Z',
});
// A's cap of $1,500 lets them win lots 1 and 2 only: on lot 3 B wins, A passed over.
const OPENING: TenderOpening = {
  auctionId: 'auc-1',
  publicKey: 'cGs=',
  privateKey: 'c2s=',
  lotOrder: ['l1', 'l2', 'l3'],
  tenders: [
    tender('l1', 'A', 700_00),
    tender('l1', 'B', 600_00),
    tender('l2', 'A', 800_00),
    tender('l3', 'A', 900_00),
    tender('l3', 'B', 400_00),
  ],
  caps: { A: 1_500_00 },
  award: [
    { lotId: 'l1', winner: { userId: 'A', bidId: 'l1-A', amount: 700_00 }, skipped: [] },
    { lotId: 'l2', winner: { userId: 'A', bidId: 'l2-A', amount: 800_00 }, skipped: [] },
    {
      lotId: 'l3',
      winner: { userId: 'B', bidId: 'l3-B', amount: 400_00 },
      skipped: [{ userId: 'A', bidId: 'l3-A', amount: 900_00, reason: 'cap reached' }],
    },
  ],
  at: '2026-11-28T10:10:00.000Z',
};

beforeEach(() => {
  apiCall.mockReset();
});

/** Issue 30: the published opening shows every tender, the award and who the cap passed over. */
describe('The published tender opening', () => {
  it('lists each parcel in award order with amounts, the winner and the cap skip', async () => {
    apiCall.mockResolvedValue(OPENING);
    renderWithProviders(<TenderOpeningView auctionId="auc-1" />);
    const parcels = await screen.findAllByTestId('tender-parcel');
    expect(parcels.map((p) => p.getAttribute('data-lot'))).toEqual(['l1', 'l2', 'l3']);
    const rows = parcels[2]!.querySelectorAll('[data-testid="tender-row"]');
    expect([...rows].map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^A\$900\.00Skipped: cap reached/),
      expect.stringMatching(/^B\$400\.00Awarded/),
    ]);
    expect(parcels[0]!.textContent).toContain('$700.00Awarded');
    expect(screen.getByTestId('tender-opening-download')).toBeTruthy();
    expect(screen.getByText(/facet-verify --opening tender-opening-auc-1\.json/)).toBeTruthy();
  });

  it("says the server's reason while the event is not opened", async () => {
    apiCall.mockRejectedValue(new Error('The tender event has not been opened yet'));
    renderWithProviders(<TenderOpeningView auctionId="auc-1" />);
    expect((await screen.findByTestId('tender-opening-missing')).textContent).toBe(
      'The tender event has not been opened yet',
    );
  });
});
