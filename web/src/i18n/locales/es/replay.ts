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
    seconds_one: '{{count}} segundo',
    seconds_many: '{{count}} segundos',
    seconds_other: '{{count}} segundos',
  },
  rules: {
    P1: '<bdi>{{leader}}</bdi> puso el primer máximo (<bdi>{{leaderMaximum}}</bdi>): el precio abre en <bdi>{{price}}</bdi>, el precio de salida o la reserva que ese máximo alcanza.',
    P2: '<bdi>{{leader}}</bdi> ya iba ganando y subió su máximo a <bdi>{{leaderMaximum}}</bdi>: el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi> (solo se mueve hacia una reserva no alcanzada).',
    P3: 'El máximo de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) superó el máximo de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, un incremento de <bdi>{{increment}}</bdi> sobre el máximo superado, nunca por encima del nuevo.',
    P4: 'El máximo de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) no superó el máximo de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): <bdi>{{leader}}</bdi> sigue ganando y el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, un incremento de <bdi>{{increment}}</bdi> sobre el máximo menor (un empate lo gana el anterior).',
    H1: '<bdi>{{challenger}}</bdi> hizo una puja fija de <bdi>{{price}}</bdi> y ningún máximo estaba por encima: <bdi>{{challenger}}</bdi> gana con ese importe exacto (antes <bdi>{{previousPrice}}</bdi>).',
    H2: 'La puja fija de <bdi>{{challenger}}</bdi> encontró el máximo mayor de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>): la puja automática respondió un incremento de <bdi>{{increment}}</bdi> por encima y el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    reserve:
      'La reserva (<bdi>{{reserve}}</bdi>) llevó el precio de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>: el máximo de <bdi>{{leader}}</bdi> (<bdi>{{leaderMaximum}}</bdi>) llega hacia ella.',
    reverse:
      'Lote inverso: <bdi>{{challenger}}</bdi> pujó más bajo y gana; el precio baja de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    'pre-bid':
      'En la apertura se aplicó la prepuja de <bdi>{{challenger}}</bdi> (<bdi>{{challengerMaximum}}</bdi>) en el orden en que se hizo: <bdi>{{leader}}</bdi> gana y el precio pasa de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>.',
    'sealed-offer':
      '<bdi>{{challenger}}</bdi> presentó una oferta cerrada (<bdi>{{challengerMaximum}}</bdi>): nadie más ve su importe mientras la ventana de ofertas está abierta.',
    'sealed-award':
      'La oferta cerrada de <bdi>{{leader}}</bdi> fue adjudicada en <bdi>{{price}}</bdi>.',
    'soft-close':
      'La puja de <bdi>{{challenger}}</bdi> llegó dentro de la ventana antifrancotirador: el cierre se movió <bdi>{{extension}}</bdi>, de <bdi>{{previousClose}}</bdi> a <bdi>{{close}}</bdi>.',
    retraction:
      'Se retiró una puja de <bdi>{{challenger}}</bdi>: el precio se recalcula sin ella, de <bdi>{{previousPrice}}</bdi> a <bdi>{{price}}</bdi>, y <bdi>{{leader}}</bdi> gana.',
    'buy-now':
      '<bdi>{{challenger}}</bdi> compró al precio de compra inmediata de <bdi>{{price}}</bdi>.',
    'close-sold':
      'El lote cerró vendido a <bdi>{{leader}}</bdi> en <bdi>{{price}}</bdi>: el máximo más alto (<bdi>{{leaderMaximum}}</bdi>) ganaba al cierre y el precio alcanzó la reserva (<bdi>{{reserve}}</bdi>).',
    'close-unsold':
      'El lote cerró sin venderse en <bdi>{{price}}</bdi>: sin ganador, o el precio no alcanzó la reserva (<bdi>{{reserve}}</bdi>).',
  },
  why: {
    button: '¿Por qué este precio?',
    title: '¿Por qué este precio?',
    yourLabel: 'Su etiqueta',
    none: 'Aún no hay nada que explicar.',
  },
};
