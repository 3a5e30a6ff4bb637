import type { LocaleShape } from '../../locale-shape';

export const auctionform: LocaleShape<'es'>['auctionform'] = {};
