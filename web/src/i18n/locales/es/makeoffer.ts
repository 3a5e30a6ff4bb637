import type { LocaleShape } from '../../locale-shape';

export const makeoffer: LocaleShape<'es'>['makeoffer'] = {
  form: {
    button: 'Hacer una oferta',
    buyNowPrice: 'Precio de compra inmediata:',
    send: 'Enviar oferta',
    sent: 'Oferta enviada. El vendedor tiene 48 horas para responder.',
    refusedAtOnce: 'Tu oferta está por debajo del mínimo del vendedor y fue rechazada.',
    myOffers: 'Mis ofertas',
  },
  amount: {
    perCarat: 'Tu precio por quilate ($)',
    each: 'Tu precio por unidad ($)',
  },
  columns: {
    item: 'Artículo',
    buyer: 'Comprador',
    qty: 'Cantidad',
    offer: 'Oferta',
    counter: 'Contraoferta',
    price: 'Precio acordado',
    status: 'Estado',
    expires: 'Responder antes de',
    actions: 'Acciones',
  },
  status: {
    all: 'Todas',
    pending: 'Esperando al vendedor',
    countered: 'Contraofertada',
    accepted: 'Aceptada',
    refused: 'Rechazada',
    expired: 'Vencida',
  },
  refusedByMinimum: 'Por debajo del mínimo del vendedor',
  filter: 'Mostrar ofertas',
  empty: 'Aún no hay ofertas.',
  accept: 'Aceptar',
  refuse: 'Rechazar',
  mine: {
    title: 'Mis ofertas en artículos de compra inmediata',
    hint: 'Una oferta aceptada está en tu carrito a su precio, reservada para ti durante 48 horas.',
    acceptCounter: 'Aceptar contraoferta',
    goToCart: 'Ir al carrito',
  },
  received: {
    title: 'Ofertas en artículos de compra inmediata',
    hint: 'Al aceptar, las unidades pasan al carrito del comprador al precio ofertado, reservadas 48 horas. Una contraoferta da al comprador 48 horas para responder.',
    counter: 'Contraofertar',
    counterTitle: 'Contraoferta',
    counterHint: '{{item}}: ofertado ${{offer}}, precio de compra inmediata ${{bprice}}.',
    sendCounter: 'Enviar contraoferta',
  },
};
