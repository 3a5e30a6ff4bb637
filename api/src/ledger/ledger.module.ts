import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { AddCreditController } from './add-credit/add-credit.http.controller.js';
import { CreditHistoryController } from './credit-history/credit-history.http.controller.js';
import { CreditHistoryQuery } from './credit-history/credit-history.query.js';
import { WalletReader } from './credit-history/wallet.reader.js';
import { LedgerCommandBus } from './ledger-bus/ledger-command-bus.js';
import { TrialBalanceController } from './trial-balance/trial-balance.http.controller.js';
import { TrialBalanceQuery } from './trial-balance/trial-balance.query.js';
import { LedgerEntriesController } from './ledger-entries/ledger-entries.http.controller.js';
import { LedgerEntriesQuery } from './ledger-entries/ledger-entries.query.js';
import { LedgerLogReader } from './ledger-log/ledger-log.reader.js';
import { RecordPayoutController } from './record-payout/record-payout.http.controller.js';
import { RecordPayoutHandler } from './record-payout/record-payout.handler.js';
import { SellerPayoutsController } from './seller-payouts/seller-payouts.http.controller.js';
import { SellerPayoutsQuery } from './seller-payouts/seller-payouts.query.js';
import { SellerPayoutsReader } from './seller-payouts/seller-payouts.reader.js';
import { SettingsModule } from '../settings/settings.module.js';
import { PaymentCustomersModule } from '../payments/payment-customers/payment-customers.module.js';
import { PayoutBankAccountsController } from './payout-bank-accounts/payout-bank-accounts.http.controller.js';

/**
 * The house's books: one double-entry ledger stream per buyer (wallet, deposits held, money
 * received, seller payables, platform fees), an admin's credit, the wallet's history, sellers'
 * payouts, and the trial balance with its entries folded from the log. Invoicing and payments
 * move money through its bus.
 */
@Module({
  // The card and bank service: a payout goes to the seller's verified bank account.
  imports: [IdentityModule, ReadSideModule, SettingsModule, PaymentCustomersModule],
  controllers: [
    AddCreditController,
    CreditHistoryController,
    TrialBalanceController,
    LedgerEntriesController,
    RecordPayoutController,
    SellerPayoutsController,
    PayoutBankAccountsController,
  ],
  providers: [
    LedgerCommandBus,
    WalletReader,
    CreditHistoryQuery,
    LedgerLogReader,
    TrialBalanceQuery,
    LedgerEntriesQuery,
    SellerPayoutsReader,
    SellerPayoutsQuery,
    RecordPayoutHandler,
  ],
  exports: [LedgerCommandBus],
})
export class LedgerModule {}
