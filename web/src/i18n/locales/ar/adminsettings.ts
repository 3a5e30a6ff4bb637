import type { LocaleShape } from '../../locale-shape';

export const adminsettings: LocaleShape<'ar'>['adminsettings'] = {};
