import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { oneRowReport } from '@/testing/seller-report-builder';
import { aUser } from '@/testing/user-builder';
import { SellerReportsView } from './seller-reports-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, errorText: (_c: string, m: string) => m }));

const kimberley = oneRowReport({
  certificate: 'BW-2026-000111',
  origin_country: 'BW',
  received: '11-02-2030 9:15 am',
  lot: 'Sold rough',
  buyer: 'Kira Buyer',
  sale_date: '11-20-2030 4:05 pm',
  amount: '$100.00/ct',
});
const sent = () => sentBodies(apiCall)('seller/report/display');
const openTypes = async () => {
  fireEvent.click(screen.getByTestId('report-type'));
  return screen.findAllByRole('option');
};

/** Issue 30: the admin's Kimberley Process report on the reports screen. */
describe('The Kimberley Process report', () => {
  beforeEach(() => {
    // jsdom has no layout: Mantine's combobox scrolls the chosen option into view.
    Element.prototype.scrollIntoView = vi.fn();
    apiCall.mockReset();
    apiCall.mockResolvedValue(kimberley);
  });
  afterEach(() => act(() => session.clear()));

  it("is the admin's: chosen, it asks for it over the period and shows its columns", async () => {
    act(() => session.signIn('token', aUser({ role: 'admin' })));
    renderWithProviders(<SellerReportsView />);
    const option = (await openTypes()).find((o) => o.textContent === 'Kimberley Process');
    fireEvent.click(option as HTMLElement);
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ type: 'kimberley', page: 1 }));
    expect(await screen.findByText('KP certificate')).toBeTruthy();
    expect(screen.getByText('Sale date')).toBeTruthy();
    expect(screen.getAllByText('BW-2026-000111').length).toBeGreaterThan(0);
  });

  it('is not offered to a seller', async () => {
    act(() => session.signIn('token', aUser({ role: 'seller' })));
    renderWithProviders(<SellerReportsView />);
    const names = (await openTypes()).map((o) => o.textContent);
    expect(names).toContain('Payouts');
    expect(names).not.toContain('Kimberley Process');
  });
});
