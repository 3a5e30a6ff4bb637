import type { LocaleShape } from '../../locale-shape';

export const home: LocaleShape<'es'>['home'] = {
  featured: 'Lotes destacados',
  auctions: 'Subastas activas y próximas',
  viewAll: 'Ver todo',
  heroFallbackTitle: 'Diamantes en bruto y joyería fina en subasta',
  heroFallbackText: 'Puja en vivo por diamantes certificados del productor.',
  heroCta: 'Ver subastas',
  heroPause: 'Pausar los anuncios',
  heroPlay: 'Reanudar los anuncios',
};
