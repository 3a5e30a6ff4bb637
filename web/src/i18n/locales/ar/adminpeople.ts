import type { LocaleShape } from '../../locale-shape';

export const adminpeople: LocaleShape<'ar'>['adminpeople'] = {};
