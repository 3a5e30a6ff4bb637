import type { LocaleShape } from '../../locale-shape';

export const watchlist: LocaleShape<'es'>['watchlist'] = {
  auction: {
    watch: 'Seguir esta subasta',
    unwatch: 'Dejar de seguir',
    none: 'No sigue ninguna subasta.',
    closes_one: 'La puja termina el {{date}} · {{count}} lote',
    closes_many: 'La puja termina el {{date}} · {{count}} lotes',
    closes_other: 'La puja termina el {{date}} · {{count}} lotes',
  },
  followers: {
    title: 'Vendedores que sigue',
    none: 'Aún no sigue a ningún vendedor.',
    follow: 'Seguir al vendedor',
    unfollow: 'Dejar de seguir al vendedor',
    rating: 'Valorado con {{rating}} de 5',
  },
};
