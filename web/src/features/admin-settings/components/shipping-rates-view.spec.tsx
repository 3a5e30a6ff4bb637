import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { aRateTable } from '@/testing/shipping-rate-table-builder';
import { ShippingRatesView } from './shipping-rates-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
const sent = sentBodies(apiCall);

const table = aRateTable([5_000], { domestic: [95_00], world: [245_00] });
const answer = {
  table,
  history: [{ changed_by: 'admin-1', at: '2026-03-03T09:00:00.000Z' }],
  provider: 'rate-table',
};

describe('The shipping rates screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation(() => Promise.resolve(answer));
  });

  it('saves the whole table with the price changed, in cents, and shows who changed it', async () => {
    renderWithProviders(<ShippingRatesView />);
    const price = await screen.findByTestId('service-secure-courier-world-0');
    fireEvent.change(price, { target: { value: '260.5' } });
    fireEvent.change(screen.getByTestId('service-secure-courier-insurance'), {
      target: { value: '2.25' },
    });
    fireEvent.click(screen.getByTestId('shipping-rates-save'));
    await waitFor(() => expect(sent('shipping/saveRates')).toHaveLength(1));
    const saved = sent('shipping/saveRates')[0]!.table as typeof table;
    expect(saved.services[0]!.rates[1]!.prices).toEqual([260_50]);
    expect(saved.services[0]!.insuranceCentiPerMille).toBe(225);
    expect(saved.zones).toEqual(table.zones);
    expect(screen.getByTestId('shipping-rates-history').textContent).toMatch(/admin-1/);
  });

  it('will not save weight bands that do not rise', async () => {
    renderWithProviders(<ShippingRatesView />);
    fireEvent.click(await screen.findByText('Add a band'));
    fireEvent.change(screen.getByTestId('band-1'), { target: { value: '10' } });
    expect((screen.getByTestId('shipping-rates-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
