import type { LocaleShape } from '../../locale-shape';

export const watchlist: LocaleShape<'ar'>['watchlist'] = {
  auction: {
    watch: 'متابعة هذا المزاد',
    unwatch: 'إيقاف المتابعة',
    none: 'لا تتابع أي مزاد.',
    closes_zero: 'ينتهي المزاد {{date}} · لا قطع',
    closes_one: 'ينتهي المزاد {{date}} · قطعة واحدة',
    closes_two: 'ينتهي المزاد {{date}} · قطعتان',
    closes_few: 'ينتهي المزاد {{date}} · {{count}} قطع',
    closes_many: 'ينتهي المزاد {{date}} · {{count}} قطعة',
    closes_other: 'ينتهي المزاد {{date}} · {{count}} قطعة',
  },
  followers: {
    title: 'البائعون الذين تتابعهم',
    none: 'لا تتابع أي بائع بعد.',
    follow: 'متابعة البائع',
    unfollow: 'إلغاء متابعة البائع',
    rating: 'التقييم {{rating}} من 5',
  },
};
