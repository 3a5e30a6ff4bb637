import type { LocaleShape } from '../../locale-shape';

export const sellerdesk: LocaleShape<'es'>['sellerdesk'] = {};
