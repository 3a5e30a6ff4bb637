import type { LocaleShape } from '../../locale-shape';

export const checkout: LocaleShape<'es'>['checkout'] = {
  title: 'Finalizar compra',
  address: 'Dirección de envío',
  address1: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  saveAddress: 'Guardar dirección',
  subtotal: 'Subtotal',
  premium: 'Prima del comprador',
  tax: 'Impuesto',
  total: 'Total',
  carats: '{{weight}} ct',
  units_one: '{{count}} artículo',
  units_many: '{{count}} artículos',
  units_other: '{{count}} artículos',
  paymentMethod: 'Método de pago',
  methods: {
    wallet: 'Monedero',
    online: 'Pago en línea',
    offline: 'Fuera de línea (transferencia bancaria)',
  },
  sandbox: 'SANDBOX: no se mueve dinero',
  pay: 'Pagar ahora',
  viewInvoice: 'Ver factura',
  payFromWallet: 'Pagar con el monedero',
};
