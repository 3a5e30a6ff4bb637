import type { LegacyEventVersion } from '../define-event.js';
import { id, instant } from '../primitives.js';
import { lotDetailsV1, lotSettingsSnapshot } from './lot-shared.schemas.js';

/** Frozen: lots created before pricing bases existed were all rough, priced per carat. */
export const LotCreatedV1: LegacyEventVersion = {
  type: 'LotCreated',
  version: 1,
  schema: lotDetailsV1.extend({
    lotId: id,
    sellerId: id,
    settings: lotSettingsSnapshot,
    at: instant,
  }),
  upcast: (data) => ({ ...(data as object), pricing: 'per_carat' }),
};
