import type { EventsOf } from '../lots/index.js';
import type { cardVaultEvents } from './card-vault.events.js';
import type { redirectPaymentEvents } from './redirect-payment.events.js';

export * from './card-vault.events.js';
export * from './redirect-payment.events.js';

export type RedirectPaymentEvent = EventsOf<(typeof redirectPaymentEvents)[number]>;
export type CardVaultEvent = EventsOf<(typeof cardVaultEvents)[number]>;
