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

/**
 * The house's books: one double-entry ledger stream per buyer (wallet, deposits held, money
 * received, seller payables, platform fees), an admin's credit, the wallet's history and the
 * trial balance folded from the log. Invoicing and payments move money through its bus.
 */
@Module({
  imports: [IdentityModule, ReadSideModule],
  controllers: [AddCreditController, CreditHistoryController, TrialBalanceController],
  providers: [LedgerCommandBus, WalletReader, CreditHistoryQuery, TrialBalanceQuery],
  exports: [LedgerCommandBus],
})
export class LedgerModule {}
