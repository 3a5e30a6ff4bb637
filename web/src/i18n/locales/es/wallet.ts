import type { LocaleShape } from '../../locale-shape';

export const wallet: LocaleShape<'es'>['wallet'] = {
  title: 'Mi billetera',
  balance: 'Saldo de la billetera',
  depositsHeld: 'Depósitos retenidos',
  history: 'Historial de la billetera',
  fund: {
    title: 'Recargar su billetera',
    hint: 'Envíe una transferencia bancaria a la cuenta indicada, con su referencia de cuenta. Su billetera se abona cuando se recibe la transferencia.',
  },
  columns: {
    date: 'Fecha',
    note: 'Nota',
    amount: 'Importe',
    balance: 'Saldo',
  },
  types: {
    'money-received': 'Dinero recibido',
    'deposit-held': 'Depósito de puja',
    'deposit-released': 'Depósito liberado',
    'wallet-payment': 'Pago',
    'deposit-applied': 'Depósito aplicado a una factura',
    'invoice-payment': 'Pago de factura',
    'seller-collected': 'Cobrado por el vendedor',
    'deposit-refunded': 'Depósito devuelto a la tarjeta',
    'invoice-refund': 'Factura reembolsada',
    'invoice-card-refund': 'Factura reembolsada a la tarjeta',
    'seller-payout': 'Pago al vendedor',
    'subscription-charge': 'Cargo del plan',
  },
};
