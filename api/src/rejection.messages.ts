import type { RejectionCode } from '@facet/event-schemas';
import { addressMessages } from './addresses/domain/address.messages.js';
import { auctionMessages } from './auctions/domain/auction.messages.js';
import { invoiceMessages } from './invoicing/domain/invoice.messages.js';
import {
  dynamicFieldsMessages,
  dynamicTablesMessages,
} from './dynamic-fields/domain/dynamic-fields.messages.js';
import { ledgerMessages } from './ledger/domain/ledger.messages.js';
import { identityMessages } from './identity/domain/identity.messages.js';
import { lotMessages } from './lots/domain/lot.messages.js';
import { makeOfferMessages } from './offers/domain/make-offer.messages.js';
import { paymentMessages } from './payments/domain/payments.messages.js';
import { paymentCustomerMessages } from './payments/domain/payment-customer.messages.js';
import { returnMessages } from './returns/domain/return.messages.js';
import { sellerAccountMessages } from './backoffice/seller-account/domain/seller-account.messages.js';
import { settingsMessages } from './settings/domain/settings.messages.js';
import { shippingMessages } from './shipping/domain/shipping.messages.js';
import { templateMessages } from './templates/domain/auction-template.messages.js';
import { viewingMessages } from './viewings/domain/viewing.messages.js';
import { tenderMessages } from './tenders/domain/tender.messages.js';
import { buyerCompanyMessages } from './companies/domain/buyer-company.messages.js';
import { timedBidMessages } from './timed-bids/domain/timed-bid.messages.js';
import type { MessageResolver } from './shared/errors/domain-rejection.js';

type Params = Readonly<Record<string, number | string>>;

// Every rejection code has its message: a code added to event-schemas without one fails tsc here.
const messages: Readonly<Record<RejectionCode, (p: Params) => string>> = {
  ...lotMessages,
  ...makeOfferMessages,
  ...addressMessages,
  ...auctionMessages,
  ...settingsMessages,
  ...identityMessages,
  ...ledgerMessages,
  ...invoiceMessages,
  ...returnMessages,
  ...templateMessages,
  ...dynamicFieldsMessages,
  ...dynamicTablesMessages,
  ...sellerAccountMessages,
  ...paymentMessages,
  ...paymentCustomerMessages,
  ...viewingMessages,
  ...timedBidMessages,
  ...shippingMessages,
  ...tenderMessages,
  ...buyerCompanyMessages,
};

/** The English message of any rejection the api's deciders throw. */
// eslint-disable-next-line no-restricted-syntax -- a RejectionCode the deciders chose, a closed union
export const resolveMessage: MessageResolver = (code, params) => messages[code](params);
