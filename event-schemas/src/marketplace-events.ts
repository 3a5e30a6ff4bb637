import type { AuctionEvent } from './auctions/index.js';
import type { AuditEvent } from './audit/audit.events.js';
import type { AuctionTemplateEvent } from './templates/index.js';
import type { CartEvent, InvoiceEvent } from './commerce/index.js';
import type { DomainEvent, RecordedEvent } from './envelope.js';
import type { DynamicFieldEvent } from './dynamic-fields/index.js';
import type { DynamicTableEvent } from './dynamic-tables/index.js';
import type { IdentityEvent } from './identity/index.js';
import type { LedgerEvent } from './ledger/index.js';
import type { LotEvent } from './lots/index.js';
import type { BuyNowOfferEvent } from './offers/index.js';
import type { OnlinePaymentEvent, PaymentCustomerEvent } from './payments/index.js';
import type { ReturnEvent } from './returns/index.js';
import type { SellerAccountEvent } from './sellers/index.js';
import type { SettingsEvent } from './settings/index.js';
import type { ViewingSlotEvent } from './viewings/index.js';
import type { TimedBidEvent } from './timed-bids/index.js';
import type { ShippingEvent } from './shipping/index.js';
import type { SpendingCapEvent } from './spending-caps/index.js';
import type { BuyerCompanyEvent } from './companies/index.js';
import type { WatchlistEvent } from './watchlist/index.js';
import type { TenderEventEvent } from './tenders/index.js';

/** Every current event of the marketplace, discriminated on `type`. */
export type MarketplaceEvent =
  | LotEvent
  | AuctionEvent
  | AuctionTemplateEvent
  | SettingsEvent
  | IdentityEvent
  | WatchlistEvent
  | LedgerEvent
  | CartEvent
  | InvoiceEvent
  | ReturnEvent
  | BuyNowOfferEvent
  | DynamicFieldEvent
  | DynamicTableEvent
  | SellerAccountEvent
  | AuditEvent
  | PaymentCustomerEvent
  | OnlinePaymentEvent
  | ViewingSlotEvent
  | TimedBidEvent
  | ShippingEvent
  | SpendingCapEvent
  | BuyerCompanyEvent
  | TenderEventEvent;

export type MarketplaceEventType = MarketplaceEvent['type'];

/** `RecordedEvent` distributed over a union of domain events, so that `type` narrows `data`. */
export type Recorded<E extends DomainEvent> = E extends DomainEvent
  ? RecordedEvent<E['type'], E['data']>
  : never;

/** A recorded event at its current schema version, as a projection folds it. */
export type RecordedMarketplaceEvent = Recorded<MarketplaceEvent>;
