import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { aSellerLot } from '@/testing/seller-lot-builder';
import { AuctionLotsSection } from './auction-lots-section';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const sent = sentBodies(apiCall);

describe("The auction form's lots", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) => {
      if (path === 'seller/auction/lots')
        return Promise.resolve({
          records: [aSellerLot('L1', 'Already in')],
          totalRecords: 1,
          setDisp: 'Showing 1 of 1',
          activelots: 1,
        });
      if (path === 'seller/auction/getAllProjectsAssociated')
        return Promise.resolve({
          records: [aSellerLot('L1', 'Already in'), aSellerLot('L2', 'Loose rough')],
        });
      return Promise.resolve({ id: 'a1' });
    });
  });

  it('offers only the lots not yet in the auction', async () => {
    renderWithProviders(<AuctionLotsSection auctionId="a1" />);
    const free = await screen.findByTestId('auction-form-lots-free');
    await within(free).findByText('Loose rough');
    expect(within(free).queryByText('Already in')).toBeNull();
    expect(within(screen.getByTestId('auction-form-lots-in')).getByText('Already in')).toBeTruthy();
  });

  it("adds the ticked lots with 'Add to auction' (addtoAuction)", async () => {
    renderWithProviders(<AuctionLotsSection auctionId="a1" />);
    const free = await screen.findByTestId('auction-form-lots-free');
    const row = (await within(free).findByText('Loose rough')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('add-to-auction'));
    await waitFor(() =>
      expect(sent('seller/auction/addtoAuction')).toEqual([
        { auctionid: 'a1', project_id: ['L2'] },
      ]),
    );
  });
});
