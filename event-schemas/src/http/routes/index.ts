import type { AnswerOf, AnyRoute, BodyOf } from '../request/route.js';
import * as appointments from './appointments.routes.js';
import * as addresses from './addresses.routes.js';
import * as auctions from './auctions.routes.js';
import * as audit from './audit.routes.js';
import * as backoffice from './backoffice.routes.js';
import * as bidding from './bidding.routes.js';
import * as storefront from './storefront.routes.js';
import * as captcha from './captcha.routes.js';
import * as cart from './cart.routes.js';
import * as catalog from './catalog.routes.js';
import * as invoicing from './invoicing.routes.js';
import * as ledger from './ledger.routes.js';
import * as payments from './payments.routes.js';
import * as paymentProviders from './payment-providers.routes.js';
import * as redirectPayments from './redirect-payments.routes.js';
import * as cardVault from './card-vault.routes.js';
import * as paymentCards from './payment-cards.routes.js';
import * as content from './content.routes.js';
import * as dynamicFields from './dynamic-fields.routes.js';
import * as dynamicTables from './dynamic-tables.routes.js';
import * as files from './files.routes.js';
import * as identity from './identity.routes.js';
import * as lots from './lots.routes.js';
import * as makeOffer from './make-offer.routes.js';
import * as mail from './mail.routes.js';
import * as operations from './operations.routes.js';
import * as replay from './replay.routes.js';
import * as returns from './returns.routes.js';
import * as settings from './settings.routes.js';
import * as shipping from './shipping.routes.js';
import * as spendingCaps from './spending-caps.routes.js';
import * as companies from './companies.routes.js';
import * as templates from './templates.routes.js';
import * as timedBids from './timed-bids.routes.js';
import * as tenders from './tenders.routes.js';

/** Every route module: one a bounded context, each route declared once. */
const modules = [
  appointments,
  addresses,
  auctions,
  audit,
  backoffice,
  bidding,
  storefront,
  captcha,
  cart,
  catalog,
  invoicing,
  ledger,
  payments,
  paymentProviders,
  redirectPayments,
  cardVault,
  paymentCards,
  content,
  dynamicFields,
  dynamicTables,
  files,
  identity,
  lots,
  makeOffer,
  mail,
  operations,
  replay,
  returns,
  settings,
  shipping,
  spendingCaps,
  companies,
  templates,
  timedBids,
  tenders,
];

type RoutesOf<M> = { [K in keyof M]: M[K] extends AnyRoute ? M[K] : never }[keyof M];
type Declared =
  | RoutesOf<typeof appointments>
  | RoutesOf<typeof addresses>
  | RoutesOf<typeof auctions>
  | RoutesOf<typeof audit>
  | RoutesOf<typeof backoffice>
  | RoutesOf<typeof bidding>
  | RoutesOf<typeof storefront>
  | RoutesOf<typeof captcha>
  | RoutesOf<typeof cart>
  | RoutesOf<typeof catalog>
  | RoutesOf<typeof invoicing>
  | RoutesOf<typeof ledger>
  | RoutesOf<typeof payments>
  | RoutesOf<typeof paymentProviders>
  | RoutesOf<typeof redirectPayments>
  | RoutesOf<typeof cardVault>
  | RoutesOf<typeof paymentCards>
  | RoutesOf<typeof content>
  | RoutesOf<typeof dynamicFields>
  | RoutesOf<typeof dynamicTables>
  | RoutesOf<typeof files>
  | RoutesOf<typeof identity>
  | RoutesOf<typeof lots>
  | RoutesOf<typeof makeOffer>
  | RoutesOf<typeof mail>
  | RoutesOf<typeof operations>
  | RoutesOf<typeof replay>
  | RoutesOf<typeof returns>
  | RoutesOf<typeof settings>
  | RoutesOf<typeof shipping>
  | RoutesOf<typeof spendingCaps>
  | RoutesOf<typeof companies>
  | RoutesOf<typeof templates>
  | RoutesOf<typeof timedBids>
  | RoutesOf<typeof tenders>;

/** The contract both ends compile against: path -> route (request schema, answer type). */
export type RouteMap = { [R in Declared as R['path']]: R };
export type RoutePath = keyof RouteMap;
/** What a client sends to `path`. */
export type RouteBody<P extends RoutePath> = BodyOf<RouteMap[P]>;
/** What `path` answers in `responseData`. */
export type RouteAnswer<P extends RoutePath> = AnswerOf<RouteMap[P]>;

const isRoute = (v: unknown): v is AnyRoute =>
  typeof v === 'object' && v !== null && 'path' in v && 'request' in v;

/** Every declared route (the api checks each is served, and documented from its schema). */
export const declaredRoutes: readonly AnyRoute[] = modules.flatMap((m) =>
  Object.values(m as Record<string, unknown>).filter(isRoute),
);

export * from './appointments.routes.js';
export * from './addresses.routes.js';
export * from './auctions.routes.js';
export * from './audit.routes.js';
export * from './backoffice.routes.js';
export * from './bidding.routes.js';
export * from './storefront.routes.js';
export * from './captcha.routes.js';
export * from './cart.routes.js';
export * from './catalog.routes.js';
export * from './invoicing.routes.js';
export * from './ledger.routes.js';
export * from './payments.routes.js';
export * from './payment-providers.routes.js';
export * from './redirect-payments.routes.js';
export * from './card-vault.routes.js';
export * from './payment-cards.routes.js';
export * from './content.routes.js';
export * from './dynamic-fields.routes.js';
export * from './dynamic-tables.routes.js';
export * from './files.routes.js';
export * from './identity.routes.js';
export * from './lots.routes.js';
export * from './make-offer.routes.js';
export * from './mail.routes.js';
export * from './operations.routes.js';
export * from './replay.routes.js';
export * from './returns.routes.js';
export * from './settings.routes.js';
export * from './shipping.routes.js';
export * from './spending-caps.routes.js';
export * from './companies.routes.js';
export * from './templates.routes.js';
export * from './timed-bids.routes.js';
export * from './tenders.routes.js';
