import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MarketSummary } from './market-summary';
import { PriceTrendCard } from './price-trend-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));

const answers: Record<string, unknown> = {
  'product/dashboard': { lot_count: 7, auction_count: 2, buynow_count: 3, serverTime: '' },
  'product/totalPrivateSaleProducts': { count: 4, totalRecords: 4 },
  'product/upcomingProduct': { records: [{ id: 'u1', title: 'Next parcel' }] },
  'chartmetric/getTrackChartMetric': {
    provider: 'closed-lots',
    source: "This marketplace's own sold lots (offline; no outside price provider)",
    categoryTypeId: null,
    size_band: 'all',
    points: [{ period: '2026-11', lots: 1, carats: 3.25, price_per_carat: 700 }],
  },
};
beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) => Promise.resolve(answers[path]));
});

describe('The market on the home page', () => {
  it('shows the open counts, the private-sale count and the next lots to open', async () => {
    renderWithProviders(<MarketSummary />);
    await waitFor(() => expect(screen.getByText('Private sales')).toBeTruthy());
    const text = () => screen.getByTestId('market-summary').textContent ?? '';
    await waitFor(() => expect(text()).toContain('4Private sales'));
    expect(text()).toContain('7Open lots');
    expect(screen.getByText('Next parcel')).toBeTruthy();
  });

  it('prices sold lots per carat by month and names the offline source', async () => {
    renderWithProviders(<PriceTrendCard />);
    await waitFor(() => expect(screen.getByTestId('price-trend').textContent).toContain('$700.00'));
    expect(screen.getByTestId('price-trend-source').textContent).toMatch(/offline/);
  });
});
