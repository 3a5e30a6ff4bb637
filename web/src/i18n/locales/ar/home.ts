import type { LocaleShape } from '../../locale-shape';

export const home: LocaleShape<'ar'>['home'] = {
  featured: 'قطع مميزة',
  auctions: 'المزادات الحالية والقادمة',
  viewAll: 'عرض الكل',
  heroFallbackTitle: 'ألماس خام ومجوهرات فاخرة في المزاد',
  heroFallbackText: 'زايد مباشرة على ألماس خام معتمد من المنتج.',
  heroCta: 'تصفح المزادات',
  heroPause: 'إيقاف اللافتات مؤقتًا',
  heroPlay: 'تشغيل اللافتات',
};
