import type { LocaleShape } from '../../locale-shape';

export const deposits: LocaleShape<'es'>['deposits'] = {
  title: 'Mis depósitos',
  detailTitle: 'Depósito de puja',
  appliedTo: 'Aplicado a la factura',
  receipt: 'Recibo',
  receiptSaved: 'Guardado {{name}}: el recibo firmado de este depósito.',
  sandbox: 'SANDBOX',
  tabs: { all: 'Todos', held: 'Retenidos', applied: 'Aplicados', released: 'Liberados' },
  status: { held: 'Retenido', applied: 'Aplicado', released: 'Liberado', refunded: 'Reembolsado' },
  method: { wallet: 'Billetera', online: 'En línea' },
  settledOn: {
    held: 'Retenido desde',
    applied: 'Aplicado el',
    released: 'Liberado el',
    refunded: 'Reembolsado el',
  },
  columns: {
    item: 'Artículo',
    date: 'Fecha',
    amount: 'Importe',
    method: 'Método de pago',
    status: 'Estado',
  },
};
