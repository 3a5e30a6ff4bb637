import type { LocaleShape } from '../../locale-shape';

export const paymentmethods: LocaleShape<'es'>['paymentmethods'] = {
  savedCards: 'Tarjetas guardadas',
  bankDetails: 'Datos bancarios',
  unableToFetch: 'No se pudieron cargar las tarjetas',
  noCards: 'Aún no hay tarjetas guardadas.',
  noBanks: 'Aún no hay cuentas bancarias.',
  card: 'Tarjeta',
  bank: 'Cuenta bancaria',
  expires: 'Vence {{month}}/{{year}}',
  verified: 'Verificada',
  unverified: 'Sin verificar',
  default: 'Predeterminada',
  makeDefault: 'Hacer predeterminada',
  delete: 'Eliminar',
  verify: 'Verificar',
  verifyHint: 'Ingrese los dos pequeños depósitos (en centavos) que muestra su extracto bancario.',
  firstDeposit: 'Primer depósito (centavos)',
  secondDeposit: 'Segundo depósito (centavos)',
  addCard: 'Agregar una tarjeta',
  addBank: 'Agregar una cuenta bancaria',
  sandbox: 'PRUEBAS',
  sandboxCardHint:
    'Solo tarjetas de prueba: no se pide ni se envía ningún número de tarjeta. El formulario del proveedor lo reemplaza cuando está configurado.',
  sandboxBankHint:
    'Una cuenta bancaria de prueba: sus microdepósitos son 32 y 45 centavos. No se pide ni se envía ningún número de cuenta.',
  testCard: 'Tarjeta de prueba',
  testCards: {
    pm_card_visa: 'Visa terminada en 4242 (aprobada)',
    pm_card_mastercard: 'Mastercard terminada en 4444 (aprobada)',
    pm_card_chargeDeclined: 'Visa terminada en 0002 (rechazada)',
  },
  expMonth: 'Mes de vencimiento',
  expYear: 'Año de vencimiento',
  cardRefused: 'La tarjeta fue rechazada',
  saveCard: 'Guardar tarjeta',
  saveBank: 'Agregar cuenta bancaria de prueba',
};
