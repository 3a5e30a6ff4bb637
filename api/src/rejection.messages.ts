import type { RejectionCode } from '@facet/event-schemas';
import { auctionMessages } from './auctions/domain/auction.messages.js';
import { invoiceMessages } from './invoicing/domain/invoice.messages.js';
import { dynamicFieldsMessages } from './dynamic-fields/domain/dynamic-fields.messages.js';
import { ledgerMessages } from './ledger/domain/ledger.messages.js';
import { identityMessages } from './identity/domain/identity.messages.js';
import { lotMessages } from './lots/domain/lot.messages.js';
import { paymentMessages } from './payments/domain/payments.messages.js';
import { paymentCustomerMessages } from './payments/domain/payment-customer.messages.js';
import { sellerAccountMessages } from './backoffice/seller-account/domain/seller-account.messages.js';
import { settingsMessages } from './settings/domain/settings.messages.js';
import { shippingMessages } from './shipping/domain/shipping.messages.js';
import { templateMessages } from './templates/domain/auction-template.messages.js';
import type { MessageResolver } from './shared/errors/domain-rejection.js';

type Params = Readonly<Record<string, number | string>>;

// Every rejection code has its message: a code added to event-schemas without one fails tsc here.
const messages: Readonly<Record<RejectionCode, (p: Params) => string>> = {
  ...lotMessages,
  ...auctionMessages,
  ...settingsMessages,
  ...identityMessages,
  ...ledgerMessages,
  ...invoiceMessages,
  ...templateMessages,
  ...dynamicFieldsMessages,
  ...sellerAccountMessages,
  ...paymentMessages,
  ...paymentCustomerMessages,
  ...shippingMessages,
};

/** The English message of any rejection the api's deciders throw. */
export const resolveMessage: MessageResolver = (code, params) => messages[code](params);
