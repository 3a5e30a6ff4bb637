export const invoices = {
  title: 'Mis facturas',
  number: 'Factura n.º {{number}}',
  subtotal: 'Subtotal',
  buyersPremium: 'Prima del comprador',
  total: 'Total',
  depositApplied: 'Depósito aplicado',
  balanceDue: 'Saldo pendiente',
  viewInvoice: 'Ver factura',
  weight: '{{weight}} ct',
  tabs: {
    all: 'Todas',
    unpaid: 'Sin pagar',
    partial: 'Pagadas en parte',
    paid: 'Pagadas',
    awaiting: 'Pendiente de transferencia',
  },
  status: {
    unpaid: 'Sin pagar',
    'partly paid': 'Pagada en parte',
    paid: 'Pagada',
    'awaiting offline payment': 'Pendiente de pago fuera de línea',
    cancelled: 'Cancelada',
    refunded: 'Reembolsada',
  },
  columns: {
    number: 'Factura',
    date: 'Fecha',
    item: 'Artículo',
    qty: 'Cantidad',
    unitPrice: 'Precio unitario',
    total: 'Total',
    status: 'Estado',
  },
  // Pago fuera de línea, transacciones y la factura imprimible.
  tax: 'Impuestos',
  downloadPdf: 'Descargar PDF',
  offline: {
    pay: 'Pagar fuera de línea (transferencia bancaria)',
    title: 'Transferencia bancaria',
    instructions:
      'Transfiera {{amount}} a nuestra cuenta bancaria, indicando la factura n.º {{number}} como referencia.',
    waiting:
      'Estamos esperando su transferencia. Su factura aparecerá pagada cuando un administrador la marque como recibida.',
  },
  transactions: {
    title: 'Transacciones',
    listTitle: 'Mis transacciones',
    method: { wallet: 'Monedero', online: 'En línea', offline: 'Transferencia bancaria' },
    sandbox: 'Pruebas',
    columns: {
      date: 'Fecha',
      invoice: 'Factura',
      method: 'Método',
      reference: 'Referencia',
      amount: 'Importe',
    },
  },
};
