export const timedbids = {
  title: 'Mis pujas programadas',
  lot: 'Lote',
  kind: 'Tipo',
  amount: 'Importe',
  time: 'Colocada a las',
  status: 'Estado',
  cancel: 'Cancelar',
  kinds: { at_time: 'A una hora', future_proxy: 'Máximo en la apertura' },
  statuses: {
    all: 'Todas',
    pending: 'Pendiente',
    placed: 'Colocada',
    failed: 'Fallida',
    cancelled: 'Cancelada',
  },
  reasons: {
    outbid: 'El precio superó su puja programada antes de su hora',
    'lot-closed': 'El lote cerró antes de que se pudiera colocar su puja programada',
    'lot-withdrawn': 'El lote fue retirado',
    permission: 'Ya no puede pujar: su cuenta no está activa',
  },
};
