import type { LocaleShape } from '../../locale-shape';

export const errors: LocaleShape['errors'] = {
  'bid.below-minimum': 'أقل مزايدة {{amount}}',
  unauthorized: 'يرجى تسجيل الدخول مجددًا.',
};
