import type { LocaleShape } from '../../locale-shape';

export const uploads: LocaleShape<'ar'>['uploads'] = {
  choose: 'رفع الصور',
  uploading: 'جارٍ الرفع…',
  hint: 'PNG أو JPG أو JPEG أو WEBP',
  wrongType: 'حدث خطأ ما! يرجى التأكد من رفع نوع الملف المتوقع',
  failed: 'فشل الرفع!',
  httpError: 'خطأ HTTP: {{status}}',
  networkError: 'فشل رفع الصورة',
  edit: 'تعديل التسمية',
  remove: 'إزالة',
  caption: {
    addTitle: 'إضافة تسمية',
    editTitle: 'تعديل التسمية',
    filename: 'اسم الملف',
    title: 'العنوان',
    description: 'الوصف',
    enterFilename: 'أدخل اسم الملف',
    enterTitle: 'أدخل العنوان',
    enterDescription: 'أدخل الوصف',
    save: 'حفظ',
    cancel: 'إلغاء',
  },
};
