export const timedbids = {
  title: 'مزايداتي المجدولة',
  lot: 'القطعة',
  kind: 'النوع',
  amount: 'المبلغ',
  time: 'توضع في',
  status: 'الحالة',
  cancel: 'إلغاء',
  kinds: { at_time: 'في وقت محدد', future_proxy: 'حد أقصى عند الافتتاح' },
  statuses: {
    all: 'الكل',
    pending: 'معلقة',
    placed: 'موضوعة',
    failed: 'فشلت',
    cancelled: 'ملغاة',
  },
  reasons: {
    outbid: 'تجاوز السعر مزايدتك المجدولة قبل وقتها',
    'lot-closed': 'أغلقت القطعة قبل أن توضع مزايدتك المجدولة',
    'lot-withdrawn': 'سُحبت القطعة',
    permission: 'لم يعد بإمكانك المزايدة: حسابك غير نشط',
  },
};
