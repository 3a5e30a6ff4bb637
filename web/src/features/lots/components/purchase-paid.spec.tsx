import type { PurchaseRecord } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { PurchasePaid } from './purchase-paid';

describe('A Bought card (issue 27, item 14)', () => {
  it('shows the price paid, not the lot price', () => {
    const bought = {
      ...aLot({ wprice: 610, bprice: 500 }),
      purchase: 'bought',
      invoice_id: 'inv-1',
      invoice_number: 12,
      invoice_status: 'paid',
      purchased_qty: 3,
      purchased_total: 1500,
    } as PurchaseRecord;
    renderWithProviders(<PurchasePaid purchase={bought} />);
    expect(screen.getByTestId('purchase-paid').textContent).toBe('Price paid:$1,500.00');
  });
});
