import type { LocaleShape } from '../../locale-shape';

export const auth: LocaleShape<'ar'>['auth'] = {
  login: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    forgot: 'نسيت كلمة المرور؟',
    noAccount: 'جديد في Facet؟',
    register: 'إنشاء حساب',
  },
  register: {
    title: 'التسجيل',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    phone: 'الهاتف',
    country: 'الدولة',
    termsPrefix: 'أوافق على',
    termsLink: 'الشروط والأحكام',
    submit: 'تسجيل',
    haveAccount: 'لديك حساب بالفعل؟',
    success: 'تم التسجيل بنجاح!',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    submit: 'أرسل رابط الاستعادة',
    back: 'العودة لتسجيل الدخول',
  },
  reset: {
    title: 'إعادة تعيين كلمة المرور',
    current: 'كلمة المرور الحالية',
    password: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور',
    submit: 'إعادة التعيين',
    forcedHint: 'يرجى اختيار كلمة مرور جديدة قبل المتابعة.',
  },
  strength: {
    label: 'قوة كلمة المرور: {{level}}',
    weak: 'ضعيفة',
    fair: 'مقبولة',
    good: 'جيدة',
    strong: 'قوية',
  },
  verify: {
    title: 'تأكيد البريد الإلكتروني',
    working: 'جارٍ تأكيد بريدك الإلكتروني…',
    done: 'تم تأكيد بريدك الإلكتروني.',
    failed: 'الرابط غير صالح أو منتهي الصلاحية.',
    continue: 'متابعة',
  },
  terms: {
    title: 'الشروط والأحكام',
    accept: 'أوافق على الشروط والأحكام',
    mustAccept: 'يجب الموافقة على الشروط والأحكام',
  },
  actingAs: {
    banner: 'أنت تتصرف باسم {{name}}',
    back: 'العودة إلى حسابك',
  },
};
