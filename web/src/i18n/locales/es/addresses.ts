import type { LocaleShape } from '../../locale-shape';

// Las palabras de los formularios de dirección (perfil, pago, ubicación del lote).
export const addresses: LocaleShape<'es'>['addresses'] = {
  country: 'País',
  state: 'Estado',
  city: 'Ciudad',
  zip: 'Código postal',
  nothingFound: 'Sin resultados',
  autocomplete: 'Buscar una dirección de EE. UU.',
  autocompleteHint: 'Escriba una ciudad o un código ZIP',
  validatedBy: 'Dirección comprobada por: {{by}}',
  offline: 'comprobación sin conexión (formato del código postal, listas de estados y ciudades)',
  shipsTo: 'Se envía a',
  needAddress: 'Este pedido se envía: guarde una dirección de envío válida antes de pagar.',
  address1: 'Dirección',
  required: '¡Obligatorio!',
};
