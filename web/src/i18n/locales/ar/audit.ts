import type { LocaleShape } from '../../locale-shape';

export const audit: LocaleShape<'ar'>['audit'] = {
  title: 'التدقيق',
};
