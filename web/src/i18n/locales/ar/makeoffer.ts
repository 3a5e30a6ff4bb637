import type { LocaleShape } from '../../locale-shape';

export const makeoffer: LocaleShape<'ar'>['makeoffer'] = {
  form: {
    button: 'قدّم عرضًا',
    buyNowPrice: 'سعر الشراء الفوري:',
    send: 'أرسل العرض',
    sent: 'تم إرسال العرض. أمام البائع 48 ساعة للرد.',
    refusedAtOnce: 'عرضك أقل من الحد الأدنى للبائع وقد رُفض.',
    myOffers: 'عروضي',
  },
  amount: {
    perCarat: 'سعرك للقيراط ($)',
    each: 'سعرك للوحدة ($)',
  },
  columns: {
    item: 'المنتج',
    buyer: 'المشتري',
    qty: 'الكمية',
    offer: 'العرض',
    counter: 'العرض المقابل',
    price: 'السعر المتفق عليه',
    status: 'الحالة',
    expires: 'الرد قبل',
    actions: 'الإجراءات',
  },
  status: {
    all: 'الكل',
    pending: 'بانتظار البائع',
    countered: 'عرض مقابل',
    accepted: 'مقبول',
    refused: 'مرفوض',
    expired: 'منتهي',
  },
  refusedByMinimum: 'أقل من الحد الأدنى للبائع',
  filter: 'عرض العروض',
  empty: 'لا توجد عروض بعد.',
  accept: 'قبول',
  refuse: 'رفض',
  mine: {
    title: 'عروضي على منتجات الشراء الفوري',
    hint: 'العرض المقبول في سلتك بسعره، محجوز لك لمدة 48 ساعة.',
    acceptCounter: 'قبول العرض المقابل',
    goToCart: 'الذهاب إلى السلة',
  },
  received: {
    title: 'العروض على منتجات الشراء الفوري',
    hint: 'القبول يضع الوحدات في سلة المشتري بسعر العرض، محجوزة لمدة 48 ساعة. العرض المقابل يمنح المشتري 48 ساعة للرد.',
    counter: 'عرض مقابل',
    counterTitle: 'عرض مقابل',
    counterHint: '{{item}}: العرض ${{offer}}، سعر الشراء الفوري ${{bprice}}.',
    sendCounter: 'أرسل العرض المقابل',
  },
};
