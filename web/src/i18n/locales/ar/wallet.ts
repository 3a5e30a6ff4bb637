import type { LocaleShape } from '../../locale-shape';

export const wallet: LocaleShape<'ar'>['wallet'] = {
  title: 'محفظتي',
  balance: 'رصيد المحفظة',
  depositsHeld: 'التأمينات المحجوزة',
  history: 'سجل المحفظة',
  fund: {
    title: 'اشحن محفظتك',
    hint: 'أرسل تحويلًا بنكيًا إلى الحساب أدناه مع ذكر مرجع حسابك. يُضاف الرصيد إلى محفظتك عند استلام التحويل.',
  },
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
    'seller-collected': 'حصّله البائع',
    'deposit-refunded': 'إعادة التأمين إلى البطاقة',
    'invoice-refund': 'استرداد فاتورة',
    'invoice-card-refund': 'استرداد فاتورة إلى البطاقة',
    'seller-payout': 'دفعة للبائع',
    'subscription-charge': 'رسوم الخطة',
  },
};
