import type { PayoutBankAccountList, SellerPayoutList } from '@facet/event-schemas';
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
      collected_by_seller: 250,
      commission_percent: '',
      effective_commission_percent: '10',
    },
  ],
  totalRecords: 1,
  setDisp: 'Showing 1 of 1',
};

const banks: PayoutBankAccountList = {
  records: [
    { id: 'ba_1', bank_name: 'First Bank', last4: '1111', is_default: false },
    { id: 'ba_2', bank_name: 'STRIPE TEST BANK', last4: '6789', is_default: true },
  ],
};

/** The desk's calls answered, with the seller's verified bank accounts given. */
const answering = (accounts: PayoutBankAccountList) =>
  apiCall.mockImplementation((path: string) =>
    Promise.resolve(
      path === 'admin/payouts/sellers'
        ? sellers
        : path === 'admin/payouts/bankAccounts'
          ? accounts
          : { due: 0 },
    ),
  );

describe("The money desk's payouts", () => {
  beforeEach(() => {
    apiCall.mockReset();
    answering(banks);
  });

  it('shows what each seller is due and at which commission', async () => {
    renderWithProviders(<PayoutsView />);
    const row = await screen.findByTestId('desk-payout-s1');
    expect(row.textContent).toContain('Sam Seller');
    expect(row.textContent).toContain('$900.00');
    expect(row.textContent).toContain('10% (site)');
    // What buyers paid the seller directly, apart from what the house owes (L-SFB-2).
    expect(screen.getByTestId('desk-payout-collected').textContent).toBe('$250.00');
  });

  it('records the amount due by default, under one command id however often it is sent', async () => {
    renderWithProviders(<PayoutsView />);
    fireEvent.click(await screen.findByTestId('desk-record-payout'));
    // The seller's default verified account is chosen, shown by bank name and last four only.
    const account = (await screen.findByTestId('payout-bank-account')) as HTMLInputElement;
    expect(account.value).toBe('STRIPE TEST BANK ●●●● 6789');
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
    expect(sent[0]).toMatchObject({
      user_id: 's1',
      amount: 900,
      reference: 'WIRE-9',
      bank_account_id: 'ba_2',
    });
    expect(new Set(sent.map((b: { commandId: string }) => b.commandId)).size).toBe(1);
  });

  it('says when the seller has no verified bank account, and records nothing', async () => {
    answering({ records: [] });
    renderWithProviders(<PayoutsView />);
    fireEvent.click(await screen.findByTestId('desk-record-payout'));
    expect((await screen.findByTestId('payout-no-bank-account')).textContent).toContain(
      'no verified bank account',
    );
    expect((screen.getByTestId('payout-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('payout-save'));
    expect(apiCall.mock.calls.some(([p]) => p === 'admin/payouts/record')).toBe(false);
  });

  it('asks for the reference of the transfer before recording anything', async () => {
    renderWithProviders(<PayoutsView />);
    fireEvent.click(await screen.findByTestId('desk-record-payout'));
    await screen.findByTestId('payout-bank-account');
    fireEvent.click(await screen.findByTestId('payout-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(apiCall.mock.calls.some(([p]) => p === 'admin/payouts/record')).toBe(false);
  });
});
