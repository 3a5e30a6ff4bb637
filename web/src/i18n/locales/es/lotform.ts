import type { LocaleShape } from '../../locale-shape';

export const lotform: LocaleShape<'es'>['lotform'] = {};
