export const cart = {
  title: 'Cart',
  nav: 'Cart',
  empty: 'Your cart is empty',
  columns: { item: 'Item', price: 'Price', qty: 'Qty', total: 'Total', heldFor: 'Held for' },
  total: 'Total',
  remove: 'Remove',
  expired: 'Expired',
  checkout: 'Checkout',
  lapsed_one: '{{count}} item was released: its hold expired.',
  lapsed_other: '{{count}} items were released: their holds expired.',
};
