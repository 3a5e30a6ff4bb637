import type { LocaleShape } from '../../locale-shape';

export const replay: LocaleShape<'es'>['replay'] = {
  title: 'Repetición',
  lotTitle: 'Repetición del lote <bdi>{{title}}</bdi>',
  auctionTitle: 'Repetición de la subasta <bdi>{{title}}</bdi>',
  loading: 'Cargando la línea de tiempo…',
  empty: 'Esta línea de tiempo aún no tiene eventos.',
  action: 'Repetir',
  scrubber: {
    label: 'Línea de tiempo',
    position: 'Evento <bdi>{{step}}</bdi> de <bdi>{{total}}</bdi>',
    play: 'Reproducir',
    pause: 'Pausa',
    back: 'Paso atrás',
    forward: 'Paso adelante',
    speed: 'Velocidad',
    by: 'por <bdi>{{name}}</bdi>',
  },
  instant: {
    local: 'Su hora (<bdi>{{zone}}</bdi>)',
    utc: 'UTC',
  },
  link: {
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
  },
  public: {
    title: 'Lo que vio el público',
    price: 'Precio',
    nextBid: 'Próxima puja',
    bidCount: 'Pujas',
    closes: 'Cierra',
    status: 'Estado',
    market: 'Mercado',
    reserve: 'Reserva',
    reserveMet: 'Alcanzada',
    reserveNotMet: 'No alcanzada',
    noReserve: 'Sin reserva',
  },
  bidders: {
    title: 'Postores en este instante',
    bidder: 'Postor',
    label: 'Etiqueta',
    maximum: 'Máximo',
    none: 'Aún no hay postores.',
    pick: 'Ver lo que vio un postor',
    pickPlaceholder: 'Elija un postor',
  },
  bidderView: {
    title: 'Lo que vio <bdi>{{name}}</bdi>',
    label: 'Etiqueta',
    maximum: 'Máximo',
    messages: 'Respuestas y avisos',
    noMessages: 'Nada todavía.',
    answer: 'Respuesta',
    push: 'Aviso',
    step: 'Evento',
    at: 'Hora',
    kind: 'Tipo',
    name: 'Mensaje',
    amount: 'Importe',
  },
  lots: {
    title: 'Lotes en este instante',
    lot: 'Lote',
    open: 'Repetir este lote',
    none: 'Aún no hay lotes.',
  },
  explanations: {
    title: 'Por qué el precio es el que es',
    none: 'Aún no cambió el precio.',
    latest: 'Las últimas <bdi>{{shown}}</bdi> de <bdi>{{count}}</bdi> explicaciones.',
  },
  explain: {
    step: 'Evento <bdi>{{step}}</bdi>',
    hidden: 'no se muestra',
    none: 'ninguno',
    nobody: 'nadie',
    you: 'usted',
    anotherBidder: 'otro postor',
    seconds_one: '{{count}} segundo',
    seconds_many: '{{count}} segundos',
    seconds_other: '{{count}} segundos',
  },
  rules: {
    P1: '<bdi>{{challenger}}</bdi> puso el primer máximo (<bdi>{{challengerMaximum}}</bdi>): el precio abre en <bdi>{{price}}</bdi>, el precio de salida.',
    P2: '<bdi>{{leader}}</bdi> ya iba en cabeza y subió el máximo de <bdi>{{leaderMaximum}}</bdi> a <bdi>{{challengerMaximum}}</bdi>: el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi> (solo se mueve hacia una reserva no alcanzada).',
    P3: '<bdi>{{challenger}}</bdi> pujó un máximo (<bdi>{{challengerMaximum}}</bdi>), por encima del máximo (<bdi>{{leaderMaximum}}</bdi>) con el que iba en cabeza <bdi>{{leader}}</bdi>: el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, un incremento de <bdi>{{increment}}</bdi> sobre el máximo superado, nunca por encima del nuevo.',
    P4: '<bdi>{{challenger}}</bdi> pujó un máximo (<bdi>{{challengerMaximum}}</bdi>), no por encima del máximo (<bdi>{{leaderMaximum}}</bdi>) con el que iba en cabeza <bdi>{{leader}}</bdi>: la cabeza sigue siendo de <bdi>{{leader}}</bdi> y el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, un incremento de <bdi>{{increment}}</bdi> sobre el máximo menor, nunca por encima del mayor (un empate lo gana el máximo anterior).',
    H1: '<bdi>{{challenger}}</bdi> hizo una puja fija (<bdi>{{challengerMaximum}}</bdi>) y ningún máximo estaba por encima: la cabeza pasa a <bdi>{{challenger}}</bdi> con ese importe exacto (el precio era <bdi>{{previousPrice}}</bdi>).',
    H2: '<bdi>{{challenger}}</bdi> hizo una puja fija (<bdi>{{challengerMaximum}}</bdi>); el máximo mayor de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) respondió un incremento de <bdi>{{increment}}</bdi> por encima: el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    reserve:
      'La reserva (<bdi>{{reserve}}</bdi>) aún no se alcanzaba, así que el máximo de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) llevó el precio de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>: hasta ese máximo o la reserva, lo que sea menor.',
    reverse:
      '<bdi>{{challenger}}</bdi> pujó (<bdi>{{challengerMaximum}}</bdi>), por debajo de la puja más baja: la cabeza pasa a <bdi>{{leader}}</bdi> y el precio baja de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    'pre-bid':
      'En la apertura se aplicó la prepuja de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) en el orden en que se hizo, según las reglas de puja automática: el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    'sealed-offer':
      '<bdi>{{challenger}}</bdi> presentó una oferta cerrada (<bdi>{{challengerMaximum}}</bdi>): nadie más ve su importe mientras la ventana de ofertas está abierta.',
    'sealed-award':
      'La oferta cerrada de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) fue adjudicada en <bdi>{{price}}</bdi>.',
    'approval-provisional':
      'La oferta de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) fue la más alta: es la ganadora provisional, pendiente de la aprobación del vendedor hasta <bdi>{{close}}</bdi>.',
    'approval-accepted':
      'El vendedor aceptó la oferta ganadora de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>).',
    'approval-deadline':
      'El vendedor no respondió antes del plazo: se aceptó la oferta ganadora de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>).',
    'approval-refused':
      'El vendedor rechazó la oferta ganadora de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): el lote queda sin vender.',
    'tender-opened':
      'En la apertura se descifró la oferta de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) y pasó a ser su oferta por este lote.',
    'tender-cap-reached':
      'Se omitió a <bdi>{{challenger}}</bdi>: límite alcanzado. Su oferta (<bdi>{{challengerMaximum}}</bdi>) habría llevado lo que gana en esta licitación por encima de su límite de gasto, así que el lote pasó a la siguiente oferta.',
    'soft-close':
      'Una puja de <bdi>{{challenger}}</bdi> llegó dentro de la ventana antifrancotirador: el cierre se movió <bdi>{{extension}}</bdi>, de <bdi>{{previousClose}}</bdi> a <bdi>{{close}}</bdi>.',
    retraction:
      'Se retiró una puja de <bdi>{{challenger}}</bdi>: el precio se recalcula sin ella, de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, y la cabeza pasa a <bdi>{{leader}}</bdi>.',
    'buy-now': '<bdi>{{buyer}}</bdi> compró al precio de compra inmediata de <bdi>{{price}}</bdi>.',
    'close-sold':
      'El lote cerró vendido a <bdi>{{leader}}</bdi> en <bdi>{{price}}</bdi>: el máximo más alto (<bdi>{{leaderMaximum}}</bdi>) iba en cabeza al cierre y el precio alcanzó la reserva (<bdi>{{reserve}}</bdi>).',
    'close-unsold':
      'El lote cerró sin venderse en <bdi>{{price}}</bdi>: nadie iba en cabeza, o el precio no alcanzó la reserva (<bdi>{{reserve}}</bdi>).',
    'invoice-raised':
      'Se emitió la factura n.º <bdi>{{invoiceNumber}}</bdi> a <bdi>{{buyer}}</bdi> por la venta en <bdi>{{price}}</bdi>: <bdi>{{invoiceTotal}}</bdi> en total, <bdi>{{balanceDue}}</bdi> pendiente (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-payment':
      '<bdi>{{buyer}}</bdi> pagó <bdi>{{amount}}</bdi> (<bdi>{{method}}</bdi>) de la factura n.º <bdi>{{invoiceNumber}}</bdi>: <bdi>{{paid}}</bdi> pagado de <bdi>{{invoiceTotal}}</bdi>, <bdi>{{balanceDue}}</bdi> pendiente (<bdi>{{invoiceStatus}}</bdi>). El precio sigue en <bdi>{{price}}</bdi>.',
    'invoice-offline':
      '<bdi>{{buyer}}</bdi> eligió pagar la factura n.º <bdi>{{invoiceNumber}}</bdi> por transferencia bancaria: <bdi>{{balanceDue}}</bdi> pendiente (<bdi>{{invoiceStatus}}</bdi>).',
    'invoice-status':
      'La factura n.º <bdi>{{invoiceNumber}}</bdi> de <bdi>{{buyer}}</bdi> está ahora <bdi>{{invoiceStatus}}</bdi> (<bdi>{{paid}}</bdi> pagado de <bdi>{{invoiceTotal}}</bdi>).',
  },
  why: {
    button: '¿Por qué este precio?',
    title: '¿Por qué este precio?',
    yourLabel: 'Su etiqueta',
    none: 'Aún no hay nada que explicar.',
  },
};
