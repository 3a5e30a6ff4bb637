import type { LocaleShape } from '../../locale-shape';

export const errors: LocaleShape<'es'>['errors'] = {
  'bid.below-minimum': 'Puja mínima {{amount}}',
  unauthorized: 'Vuelve a iniciar sesión.',
};
