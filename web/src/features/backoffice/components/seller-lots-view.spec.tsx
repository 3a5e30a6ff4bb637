import type { SellerLotList } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { aSellerLot } from '@/testing/seller-lot-builder';
import { SellerLotsView } from './seller-lots-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
const showAlert = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ showAlert }));

const page: SellerLotList = {
  records: [aSellerLot('L1', 'Yellow rough'), aSellerLot('L2', 'Blue rough')],
  totalRecords: 2,
  setDisp: 'Showing 2 of 2',
  activelots: 2,
};
const sent = sentBodies(apiCall);

describe('The seller lots screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/product/listings' ? page : { id: 'x' }),
    );
  });

  it("asks for the tab's lots, ending soonest first, and shows them", async () => {
    renderWithProviders(<SellerLotsView action="sold" />);
    await screen.findByText('Yellow rough');
    expect(sent('seller/product/listings')[0]).toMatchObject({
      action: 'sold',
      orderby: 'date_closed asc',
      page: 1,
      searchterm: '',
    });
    expect(screen.getByTestId('active-lots').textContent).toBe('Active lots: 2');
  });

  it('asks again sorted by the header clicked', async () => {
    renderWithProviders(<SellerLotsView action="all" />);
    await screen.findByText('Yellow rough');
    fireEvent.click(screen.getByTestId('sort-title'));
    await waitFor(() =>
      expect(sent('seller/product/listings').at(-1)).toMatchObject({ orderby: 'title asc' }),
    );
  });

  it('changes the ticked lots together through bulkProjectAction', async () => {
    renderWithProviders(<SellerLotsView action="all" />);
    await screen.findByText('Yellow rough');
    fireEvent.click(screen.getByLabelText('Select all rows'));
    fireEvent.click(await screen.findByTestId('bulk-inactive'));
    await waitFor(() =>
      expect(sent('seller/product/bulkProjectAction')).toEqual([
        { project_id: ['L1', 'L2'], status: 'inactive' },
      ]),
    );
    // Issue 27 item 16: the bulk action says what it did.
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith('Lots deactivated: 2', 'success'));
  });
});
