import type { Resources } from '../en';

export const buyercompany: Resources['buyercompany'] = {
  title: 'الشركة',
  hint: 'قدّم العطاءات باسم شركتك: حدود الإنفاق والترسيات والفواتير مشتركة بين ممثليها ({{max}} على الأكثر، لكلٍّ منهم تسجيل دخوله الخاص).',
  invitation: 'تدعوك {{name}} لتقديم العطاءات بصفتك ممثلًا لها',
  accept: 'قبول',
  decline: 'رفض',
  registration: 'السجل {{number}}، {{country}}',
  status: { representative: 'ممثل', invited: 'مدعو' },
  leave: 'مغادرة',
  remove: 'إزالة',
  withdraw: 'سحب الدعوة',
  full: 'لدى شركتك ممثلوها الـ {{max}}',
  add: {
    label: 'إضافة ممثل',
    hint: 'البريد الإلكتروني لحساب المشتري الخاص به؛ يقبل الدعوة بتسجيل دخوله الخاص',
    submit: 'دعوة',
  },
  register: {
    title: 'سجّل شركتك',
    name: 'اسم الشركة',
    registrationNumber: 'رقم السجل',
    country: 'بلد التسجيل',
    submit: 'تسجيل الشركة',
  },
  required: 'مطلوب!',
};
