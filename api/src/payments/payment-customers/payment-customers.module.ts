import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module.js';
import { SELLER_BANK_ACCOUNTS } from '../../ledger/payout-bank-accounts/seller-bank-accounts.port.js';
import {
  STRIPE_CLIENT,
  STRIPE_SETTINGS,
  stripeClientProviders,
} from '../stripe/stripe.providers.js';
import { CustomerOfUser } from './customer-of-user.js';
import { PAYMENT_CUSTOMERS } from './payment-customers.port.js';
import { paymentCustomersProviders } from './payment-customers.providers.js';
import { SellerBankAccountsAdapter } from './seller-bank-accounts.adapter.js';

/**
 * The card and bank service (spec 7) on its own: payments use it for the payer's cards, and the
 * ledger (which payments depend on, so it cannot import them) for the seller's verified bank
 * account a payout goes to. It holds Stripe's one client, which the payment gateway shares.
 */
@Module({
  imports: [IdentityModule],
  providers: [
    ...stripeClientProviders,
    ...paymentCustomersProviders,
    CustomerOfUser,
    { provide: SELLER_BANK_ACCOUNTS, useClass: SellerBankAccountsAdapter },
  ],
  exports: [
    STRIPE_SETTINGS,
    STRIPE_CLIENT,
    PAYMENT_CUSTOMERS,
    CustomerOfUser,
    SELLER_BANK_ACCOUNTS,
  ],
})
export class PaymentCustomersModule {}
