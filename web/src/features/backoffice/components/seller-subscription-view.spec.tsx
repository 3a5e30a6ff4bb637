import type { SellerSubscriptionRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SellerSubscriptionView } from './seller-subscription-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const starter = { id: 'starter' as const, lots_per_month: 10, monthly_fee: 0 };
const sub: SellerSubscriptionRecord = {
  plan: starter,
  lots_this_month: 4,
  month: '2030-03',
  changed_at: null,
  plans: [
    starter,
    { id: 'professional', lots_per_month: 100, monthly_fee: 99 },
    { id: 'enterprise', lots_per_month: null, monthly_fee: 499 },
  ],
  next_charge_at: null,
  pending_plan: null,
  charges: [],
};

describe('The subscription screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/subscription/getSubscription' ? sub : { plan: 'x' }),
    );
  });

  it("shows the plan, and this month's lots against its limit", async () => {
    renderWithProviders(<SellerSubscriptionView />);
    expect((await screen.findByTestId('plan-name')).textContent).toBe('Starter');
    expect(screen.getByTestId('plan-usage').textContent).toBe('Lots listed this month: 4 of 10');
    expect(screen.getByTestId('plan-enterprise').textContent).toContain('Unlimited lots');
  });

  it('says the limit is reached once the month holds as many lots as the plan allows', async () => {
    renderWithProviders(<SellerSubscriptionView />);
    await screen.findByTestId('plan-name');
    expect(screen.queryByTestId('plan-limit-reached')).toBeNull();
    apiCall.mockImplementation(() => Promise.resolve({ ...sub, lots_this_month: 10 }));
    renderWithProviders(<SellerSubscriptionView />);
    expect((await screen.findByTestId('plan-limit-reached')).textContent).toBe(
      'Your plan allows 10 new lots a month; change plan to list more',
    );
  });

  it('changes to the plan chosen once confirmed; the current one is marked and cannot be chosen again', async () => {
    renderWithProviders(<SellerSubscriptionView />);
    await screen.findByTestId('plan-name');
    expect((screen.getByTestId('choose-starter') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('choose-starter').textContent).toBe('Your plan');
    expect(screen.getByTestId('plan-starter').getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByTestId('choose-professional'));
    // Issue 27 item 16: nothing is sent before the seller confirms.
    expect((await screen.findByTestId('plan-confirm-text')).textContent).toBe(
      'Move from Starter to Professional ($99.00 a month)?',
    );
    expect(apiCall.mock.calls.filter(([p]) => p === 'seller/subscription/changePlan')).toEqual([]);
    fireEvent.click(screen.getByTestId('plan-confirm'));
    await waitFor(() =>
      expect(apiCall.mock.calls.filter(([p]) => p === 'seller/subscription/changePlan')).toEqual([
        [
          'seller/subscription/changePlan',
          { plan: 'professional', commandId: expect.stringMatching(/^plan-/) },
        ],
      ]),
    );
  });

  it('shows the next charge, the charges and what a change charged (SUB-1, SUB-4)', async () => {
    const paid = {
      ...sub,
      plan: sub.plans[1]!,
      next_charge_at: '2030-04-02T10:00:00.000Z',
      charges: [
        {
          plan: 'professional' as const,
          amount: 99,
          reference: 'sandbox-1',
          sandbox: true,
          renewal: false,
          period_start: '2030-03-02T10:00:00.000Z',
          period_end: '2030-04-02T10:00:00.000Z',
          charged_at: '2030-03-02T10:00:00.000Z',
        },
      ],
    };
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'seller/subscription/getSubscription'
          ? paid
          : {
              plan: 'enterprise',
              revision: 3,
              charged: 499,
              sandbox: true,
              pending_plan: null,
              paid_through: '2030-04-02T10:00:00.000Z',
            },
      ),
    );
    renderWithProviders(<SellerSubscriptionView />);
    expect((await screen.findByTestId('next-charge')).textContent).toMatch(
      /^Next charge on .*: \$99\.00$/,
    );
    expect(screen.getAllByTestId('plan-charge')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('choose-enterprise'));
    fireEvent.click(await screen.findByTestId('plan-confirm'));
    expect((await screen.findByTestId('plan-charged')).textContent).toMatch(
      /^Charged \$499\.00: Enterprise until .* \(SANDBOX: no money moved\)$/,
    );
  });
});
