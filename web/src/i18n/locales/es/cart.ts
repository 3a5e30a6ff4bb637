import type { LocaleShape } from '../../locale-shape';

export const cart: LocaleShape<'es'>['cart'] = {
  title: 'Carrito',
  nav: 'Carrito',
  empty: 'Tu carrito está vacío',
  columns: {
    item: 'Artículo',
    price: 'Precio',
    qty: 'Cant.',
    total: 'Total',
    heldFor: 'Reservado por',
  },
  total: 'Total',
  remove: 'Quitar',
  expired: 'Vencido',
  checkout: 'Pagar',
  lapsed_one: '{{count}} artículo fue liberado: su reserva venció.',
  lapsed_many: '{{count}} artículos fueron liberados: sus reservas vencieron.',
  lapsed_other: '{{count}} artículos fueron liberados: sus reservas vencieron.',
};
