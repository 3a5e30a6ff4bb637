import type { LocaleShape } from '../../locale-shape';

export const market: LocaleShape<'es'>['market'] = {
  summary: {
    title: 'El mercado ahora',
    lots: 'Lotes abiertos',
    auctions: 'Subastas abiertas',
    buyNow: 'Lotes de compra inmediata',
    privateSale: 'Ventas privadas',
    upcoming: 'Abren pronto:',
  },
  myTotals: 'Lotes con puja: {{placed}} · Ganados: {{won}}',
  manifest: {
    open: 'Manifiesto de lotes',
    title: 'Manifiesto de lotes',
    lot: 'Lote',
    lotTitle: 'Título',
    weight: 'Peso (ct)',
    stones: 'Piedras',
    averageSize: 'Tamaño medio (ct)',
    totals_one: '{{count}} lote · {{weight}} ct · {{stones}} piedras',
    totals_many: '{{count}} lotes · {{weight}} ct · {{stones}} piedras',
    totals_other: '{{count}} lotes · {{weight}} ct · {{stones}} piedras',
    download: 'Descargar CSV',
    print: 'Imprimir',
  },
  trend: {
    title: 'Precio por quilate de los lotes vendidos',
    band: 'Tamaño de piedra',
    month: 'Mes',
    lots: 'Lotes vendidos',
    perCarat: 'Precio por quilate',
    source: 'Fuente: {{source}}',
    bands: {
      all: 'Todos los tamaños',
      'under-1ct': 'Menos de 1 ct',
      '1-2ct': 'De 1 a 2 ct',
      '2-5ct': 'De 2 a 5 ct',
      '5-10ct': 'De 5 a 10 ct',
      '10ct-plus': '10 ct o más',
    },
  },
};
