import type { ReturnInvoiceDetail } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ReturnInvoiceView } from './return-invoice-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const credit: ReturnInvoiceDetail = {
  id: 'ret-1',
  number: 4,
  invoice_id: 'inv-1',
  invoice_number: 7,
  buyer_id: 'b1',
  seller_id: 's1',
  invoiceItems: [{ project_id: 'lot-a', title: 'Rough A 2.10 ct', total: -200 }],
  subtotal: -200,
  buyers_premium: -20,
  tax: 0,
  total: -220,
  refund: { to_wallet: 70, to_card: 150 },
  status: 'refunded',
  note: '',
  created_at: '2030-01-02T10:00:00.000Z',
};

describe('The return invoice', () => {
  beforeEach(() => apiCall.mockReset());

  it('shows its own number, the original invoice, negative totals and where the refund went', async () => {
    apiCall.mockResolvedValue(credit);
    renderWithProviders(<ReturnInvoiceView id="ret-1" />);
    expect(await screen.findByText('Return invoice R-4')).toBeTruthy();
    expect(screen.getByText('For invoice #7').closest('a')?.getAttribute('href')).toBe(
      '/invoice/inv-1',
    );
    expect(screen.getByTestId('return-total').textContent).toContain('-$220.00');
    expect(screen.getByTestId('return-premium').textContent).toContain('-$20.00');
    expect(screen.queryByTestId('return-tax')).toBeNull();
    expect(screen.getByTestId('return-to-card').textContent).toContain('$150.00');
    expect(screen.getByTestId('return-to-wallet').textContent).toContain('$70.00');
  });
});
