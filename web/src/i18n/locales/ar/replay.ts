import type { LocaleShape } from '../../locale-shape';

export const replay: LocaleShape<'ar'>['replay'] = {
  title: 'إعادة العرض',
};
