import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { LotListing } from './lot-listing';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);
const lastSearch = () => sent('product/search').at(-1)?.['filters'];

const bundle = {
  tableValues: {
    categories: [{ id: 'c1', name: 'Gem rough' }],
    conditions: [{ id: 'k1', name: 'Sawable' }],
    locations: [{ id: 'l1', name: 'Antwerp' }],
  },
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) => {
    if (path === 'common/getDefault') return Promise.resolve(bundle);
    if (path === 'auction/search')
      return Promise.resolve({ records: [{ id: 'a1', title: 'Spring tender' }], totalRecords: 1 });
    return Promise.resolve({ records: [], totalRecords: 0 });
  });
});

describe('/search filters (issue 27 item 11)', () => {
  it('offers category, condition, location, auction, type and price and weight ranges', () => {
    renderWithProviders(<LotListing withFilters />, { route: '/search' });
    for (const label of ['Category', 'Condition', 'Location', 'Auction', 'Type'])
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    for (const key of ['price_min', 'price_max', 'weight_min', 'weight_max'])
      expect(screen.getByTestId(`filter-${key}`)).toBeTruthy();
  });

  it('searches by the filters the address carries', async () => {
    renderWithProviders(<LotListing withFilters />, {
      route: '/search?categoryTypeId=c1&lot_type=sealed&price_min=100&title=rough',
    });
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        categoryTypeId: 'c1',
        lot_type: 'sealed',
        price_min: '100',
        title: 'rough',
      }),
    );
  });

  it('applies a weight range as typed, thousands commas dropped', async () => {
    renderWithProviders(<LotListing withFilters />, { route: '/search' });
    typeInto('filter-weight_min', '10');
    typeInto('filter-price_max', '12,500');
    fireEvent.click(screen.getByTestId('apply-filters'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ weight_min: '10', price_max: '12500' }),
    );
  });
});
