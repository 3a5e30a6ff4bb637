import type { ViewingSlotRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { BookViewingView } from './book-viewing-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
const sent = sentBodies(apiCall);

const slot: ViewingSlotRecord = {
  id: 's1',
  location: 'Antwerp',
  starts_at: '2026-03-04T10:00:00.000Z',
  minutes: 60,
  capacity: 4,
  booked: 3,
  seats_left: 1,
  auction_id: 'a1',
  status: 'open',
};
const answering = (kyc_passed: boolean) =>
  apiCall.mockImplementation((path: string) =>
    Promise.resolve(
      path === 'appointment/update'
        ? { record: { ...slot, slot_id: 's1', purpose: 'auction' } }
        : { records: [slot], kyc_passed },
    ),
  );

/** Issue 26: the booking screen of an auction's viewing days. */
describe('Booking a viewing', () => {
  beforeEach(() => apiCall.mockReset());

  it("shows the auction's free slots with the seats left", async () => {
    answering(true);
    renderWithProviders(<BookViewingView auctionId="a1" />);
    expect(await screen.findByText('Antwerp')).toBeTruthy();
    expect(screen.getByText('Seats left: 1')).toBeTruthy();
    expect(sent('appointment/checkAppointmentsForAuction')).toEqual([{ auction_id: 'a1' }]);
  });

  it('sends a buyer whose identity check has not passed to it, and books nothing', async () => {
    answering(false);
    renderWithProviders(<BookViewingView auctionId="a1" />);
    const link = await screen.findByRole('link', { name: 'Complete your identity check' });
    expect(link.getAttribute('href')).toBe('/account/identity');
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('books the chosen slot for the auction and confirms it', async () => {
    answering(true);
    renderWithProviders(<BookViewingView auctionId="a1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(sent('appointment/update')).toEqual([
        expect.objectContaining({ action: 'book', slot_id: 's1', auction_id: 'a1' }),
      ]),
    );
    expect((await screen.findByTestId('viewing-booked')).textContent).toContain(
      'You are booked: Antwerp',
    );
  });

  it("books a paid invoice's collection from any free slot", async () => {
    answering(true);
    renderWithProviders(<BookViewingView invoiceId="inv-9" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(sent('appointment/update')).toEqual([
        expect.objectContaining({ action: 'book', slot_id: 's1', invoice_id: 'inv-9' }),
      ]),
    );
    expect(sent('appointment/checkAppointments')[0]).toEqual({});
  });
});
