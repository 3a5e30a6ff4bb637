import type { LocaleShape } from '../../locale-shape';

export const errors: LocaleShape['errors'] = {
  'bid.below-minimum': 'Puja mínima {{amount}}',
  unauthorized: 'Vuelve a iniciar sesión.',
};
