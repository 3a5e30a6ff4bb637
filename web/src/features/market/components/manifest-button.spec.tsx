import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { ManifestButton } from './manifest-button';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockResolvedValue({
    auction: { id: 'auc-1', title: 'Run', date_closed: '2026-12-01T00:00:00.000Z' },
    records: [
      {
        id: 'l2',
        auction_lot: '2',
        title: 'Parcel two',
        weight: 1.5,
        total_stones: 3,
        average_size: null,
        qty: 1,
        auctiontype: 'standard',
        market_status: 'open',
      },
    ],
    totalRecords: 1,
    totals: { lots: 1, weight: 1.5, total_stones: 3 },
    csv: 'Lot\r\n',
    filename: 'manifest-auc-1.csv',
  });
});

describe('The lot manifest on the auction page', () => {
  it('asks for nothing until opened, then lists the lots with carats and totals', async () => {
    renderWithProviders(<ManifestButton auctionId="auc-1" />);
    expect(sent('product/searchManifest')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('manifest-open'));
    await waitFor(() =>
      expect(screen.getByTestId('manifest-table').textContent).toContain('Parcel two'),
    );
    expect(sent('product/searchManifest')).toEqual([{ auctionid: 'auc-1' }]);
    expect(screen.getByTestId('manifest-table').textContent).toContain('1.50');
    expect(screen.getByTestId('manifest-totals').textContent).toBe('1 lot · 1.50 ct · 3 stones');
  });
});
