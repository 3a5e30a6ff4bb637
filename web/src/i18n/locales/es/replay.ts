import type { LocaleShape } from '../../locale-shape';

export const replay: LocaleShape<'es'>['replay'] = {
  title: 'Repetición',
};
