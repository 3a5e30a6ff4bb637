import type { SellerPayoutList } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PayoutsView } from './payouts-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const sellers: SellerPayoutList = {
  records: [
    {
      seller_id: 's1',
      seller_name: 'Sam Seller',
      earned: 900,
      paid_out: 0,
      due: 900,
      commission_percent: '',
      effective_commission_percent: '10',
    },
  ],
  totalRecords: 1,
  setDisp: 'Showing 1 of 1',
};

describe("The money desk's payouts", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'admin/payouts/sellers' ? sellers : { due: 0 }),
    );
  });

  it('shows what each seller is due and at which commission', async () => {
    renderWithProviders(<PayoutsView />);
    const row = await screen.findByTestId('desk-payout-s1');
    expect(row.textContent).toContain('Sam Seller');
    expect(row.textContent).toContain('$900.00');
    expect(row.textContent).toContain('10% (site)');
  });

  it('records the amount due by default, under one command id however often it is sent', async () => {
    renderWithProviders(<PayoutsView />);
    fireEvent.click(await screen.findByTestId('desk-record-payout'));
    fireEvent.change(await screen.findByTestId('payout-reference'), {
      target: { value: 'WIRE-9' },
    });
    fireEvent.click(screen.getByTestId('payout-save'));
    fireEvent.click(screen.getByTestId('payout-save'));
    await waitFor(() =>
      expect(
        apiCall.mock.calls.filter(([p]) => p === 'admin/payouts/record').length,
      ).toBeGreaterThan(0),
    );
    const sent = apiCall.mock.calls.filter(([p]) => p === 'admin/payouts/record').map(([, b]) => b);
    expect(sent[0]).toMatchObject({ user_id: 's1', amount: 900, reference: 'WIRE-9' });
    expect(new Set(sent.map((b: { commandId: string }) => b.commandId)).size).toBe(1);
  });

  it('asks for the reference of the transfer before recording anything', async () => {
    renderWithProviders(<PayoutsView />);
    fireEvent.click(await screen.findByTestId('desk-record-payout'));
    fireEvent.click(await screen.findByTestId('payout-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(apiCall.mock.calls.some(([p]) => p === 'admin/payouts/record')).toBe(false);
  });
});
