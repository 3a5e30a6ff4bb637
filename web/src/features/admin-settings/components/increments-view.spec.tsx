import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { IncrementsView } from './increments-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const table = {
  records: [
    { id: 'a', from_amount: 0, to_amount: 1000, increment: 10 },
    { id: 'b', from_amount: 1000, to_amount: null, increment: 25 },
  ],
  totalRecords: 2,
  bidIncrementDefault: 10,
};
const sent = sentBodies(apiCall);

describe('The bid increments screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    // The list and the replace both answer the table.
    apiCall.mockImplementation(() => Promise.resolve(table));
  });

  it('saves the whole table at once, the next band starting where the edited one ends', async () => {
    renderWithProviders(<IncrementsView />);
    const to = await screen.findByTestId('band-0-to');
    fireEvent.change(to, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('increments-save'));
    await waitFor(() => expect(sent('seller/setting/replaceBidIncrements')).toHaveLength(1));
    expect(sent('seller/setting/replaceBidIncrements')[0]).toEqual({
      rows: [
        { id: 'a', from_amount: 0, to_amount: 500, increment: 10 },
        { id: 'b', from_amount: 500, to_amount: null, increment: 25 },
      ],
    });
  });

  it('will not save a band that ends before it starts', async () => {
    renderWithProviders(<IncrementsView />);
    fireEvent.change(await screen.findByTestId('band-0-increment'), { target: { value: '0' } });
    expect(await screen.findByText(/Band 1: the end must be above the start/)).toBeTruthy();
    expect((screen.getByTestId('increments-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
