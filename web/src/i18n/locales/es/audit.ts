import type { LocaleShape } from '../../locale-shape';

export const audit: LocaleShape<'es'>['audit'] = {
  title: 'Auditoría',
};
