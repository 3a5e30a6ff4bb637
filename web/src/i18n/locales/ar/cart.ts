import type { LocaleShape } from '../../locale-shape';

export const cart: LocaleShape<'ar'>['cart'] = {
  title: 'السلة',
  nav: 'السلة',
  empty: 'سلتك فارغة',
  columns: {
    item: 'القطعة',
    price: 'السعر',
    qty: 'الكمية',
    total: 'المجموع',
    heldFor: 'محجوز لمدة',
  },
  total: 'المجموع',
  remove: 'إزالة',
  expired: 'منتهي',
  checkout: 'الدفع',
  lapsed_zero: 'لم تُحرر أي قطعة.',
  lapsed_one: 'تم تحرير قطعة واحدة: انتهى حجزها.',
  lapsed_two: 'تم تحرير قطعتين: انتهى حجزهما.',
  lapsed_few: 'تم تحرير {{count}} قطع: انتهى حجزها.',
  lapsed_many: 'تم تحرير {{count}} قطعة: انتهى حجزها.',
  lapsed_other: 'تم تحرير {{count}} قطعة: انتهى حجزها.',
};
