import { auctionEvents } from './auctions/index.js';
import { auditEvents } from './audit/audit.events.js';
import { auctionTemplateEvents } from './templates/index.js';
import { cartEvents, commerceLegacyEvents, invoiceEvents } from './commerce/index.js';
import type { EventDefinition, LegacyEventVersion } from './define-event.js';
import { dynamicFieldEvents } from './dynamic-fields/index.js';
import { dynamicTableEvents } from './dynamic-tables/index.js';
import { lotEvents, lotLegacyEvents } from './lots/index.js';
import { buyNowOfferEvents } from './offers/index.js';
import { identityEvents } from './identity/index.js';
import { ledgerEvents } from './ledger/index.js';
import { cardVaultEvents, redirectPaymentEvents } from './payments/index.js';
import { onlinePaymentEvents, paymentCustomerEvents } from './payments/index.js';
import { EventRegistry } from './registry.js';
import { returnEvents } from './returns/index.js';
import { sellerAccountEvents } from './sellers/index.js';
import { settingsEvents } from './settings/index.js';
import { viewingSlotEvents } from './viewings/index.js';
import { timedBidEvents } from './timed-bids/index.js';
import { shippingEvents } from './shipping/index.js';
import { spendingCapEvents } from './spending-caps/index.js';
import { buyerCompanyEvents } from './companies/index.js';
import { watchlistEvents } from './watchlist/index.js';
import { tenderEventEvents } from './tenders/index.js';

/** Every current event family; a new family is added here once. */
export const marketplaceEventFamilies: readonly (readonly EventDefinition[])[] = [
  lotEvents,
  auctionEvents,
  auctionTemplateEvents,
  settingsEvents,
  identityEvents,
  watchlistEvents,
  ledgerEvents,
  cartEvents,
  invoiceEvents,
  returnEvents,
  buyNowOfferEvents,
  dynamicFieldEvents,
  dynamicTableEvents,
  sellerAccountEvents,
  auditEvents,
  redirectPaymentEvents,
  cardVaultEvents,
  paymentCustomerEvents,
  onlinePaymentEvents,
  viewingSlotEvents,
  timedBidEvents,
  shippingEvents,
  spendingCapEvents,
  tenderEventEvents,
  buyerCompanyEvents,
];

export const marketplaceLegacyEvents: readonly LegacyEventVersion[] = [
  ...lotLegacyEvents,
  ...commerceLegacyEvents,
];

/** The registry the api and the projections validate and upcast with. */
export function createMarketplaceRegistry(): EventRegistry {
  const registry = new EventRegistry();
  for (const family of marketplaceEventFamilies) registry.register(...family);
  return registry.registerLegacy(...marketplaceLegacyEvents);
}
