import type { LocaleShape } from '../../locale-shape';

export const wallet: LocaleShape<'ar'>['wallet'] = {
  title: 'محفظتي',
  balance: 'رصيد المحفظة',
  depositsHeld: 'التأمينات المحجوزة',
  history: 'سجل المحفظة',
  columns: {
    date: 'التاريخ',
    note: 'ملاحظة',
    amount: 'المبلغ',
    balance: 'الرصيد',
  },
  types: {
    'money-received': 'مبلغ مستلم',
    'deposit-held': 'تأمين مزايدة',
    'deposit-released': 'تأمين مُعاد',
    'wallet-payment': 'دفعة',
    'deposit-applied': 'تم تطبيق التأمين على فاتورة',
    'invoice-payment': 'دفع فاتورة',
    'deposit-refunded': 'إعادة التأمين إلى البطاقة',
    'invoice-refund': 'استرداد فاتورة',
  },
};
