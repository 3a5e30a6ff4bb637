import type { CartItem } from '@facet/event-schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CartView } from './cart-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const item: CartItem = {
  cart_id: 'c1',
  product_id: 'L1',
  title: '18k white gold solitaire ring',
  avatar: null,
  pricing: 'per_item',
  weight: 1.02,
  qty: 1,
  lot_qty: 5,
  bprice: 7900,
  total: 7900,
  location_id: null,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  status: 'held',
};

const screenWide = (wide: boolean) => {
  window.matchMedia = (query: string) => ({ ...original(query), matches: wide }) as MediaQueryList;
};
const original = window.matchMedia;

describe('The cart at 375 px and on a desktop (issue 27 item 15)', () => {
  beforeEach(() => {
    apiCall.mockResolvedValue({
      cartItems: [item],
      cartValues: { total_qty: 1, total_items: 1, total_amount: 7900 },
      cartLocation: null,
    });
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('given a phone, lists each item as a card with its price, total and Remove whole', async () => {
    screenWide(false);
    renderWithProviders(<CartView kind="cart" />);
    const card = await screen.findByTestId('cart-item');
    expect(card.tagName).not.toBe('TR');
    expect(within(card).getAllByText('$7,900.00')).toHaveLength(2);
    expect(within(card).getByText('Price')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('given a desktop, keeps the table with its column headers', async () => {
    screenWide(true);
    renderWithProviders(<CartView kind="cart" />);
    const row = await screen.findByTestId('cart-item');
    expect(row.tagName).toBe('TR');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeTruthy();
  });
});
