import type { LocaleShape } from '../../locale-shape';

export const deposits: LocaleShape<'ar'>['deposits'] = {
  title: 'ودائعي',
  detailTitle: 'وديعة المزايدة',
  appliedTo: 'مطبقة على الفاتورة',
  receipt: 'إيصال',
  receiptSaved: 'تم حفظ {{name}}: الإيصال الموقّع لهذا التأمين.',
  sandbox: 'SANDBOX',
  tabs: { all: 'الكل', held: 'محتجزة', applied: 'مطبقة', released: 'مستردة' },
  status: { held: 'محتجزة', applied: 'مطبقة', released: 'مستردة', refunded: 'مُعادة' },
  method: { wallet: 'المحفظة', online: 'عبر الإنترنت' },
  settledOn: {
    held: 'محتجزة منذ',
    applied: 'طُبقت في',
    released: 'استُردت في',
    refunded: 'أُعيدت في',
  },
  columns: {
    item: 'القطعة',
    date: 'التاريخ',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    status: 'الحالة',
  },
};
