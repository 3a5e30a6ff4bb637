import type { LocaleShape } from '../../locale-shape';

// كلمات نماذج العنوان (الملف الشخصي، الدفع، موقع القطعة).
export const addresses: LocaleShape<'ar'>['addresses'] = {
  country: 'الدولة',
  state: 'الولاية',
  city: 'المدينة',
  zip: 'الرمز البريدي',
  nothingFound: 'لا توجد نتائج',
  autocomplete: 'ابحث عن عنوان في الولايات المتحدة',
  autocompleteHint: 'اكتب مدينة أو رمزًا بريديًا',
  validatedBy: 'تم التحقق من العنوان بواسطة: {{by}}',
  offline: 'تحقق دون اتصال (صيغة الرمز البريدي وقوائم الولايات والمدن)',
  shipsTo: 'يُشحن إلى',
  needAddress: 'هذا الطلب يُشحن: احفظ عنوان شحن صالحًا قبل الدفع.',
  address1: 'العنوان',
  required: 'مطلوب!',
};
