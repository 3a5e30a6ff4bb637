import { Logger, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { AddCreditController } from './add-credit/add-credit.http.controller.js';
import { CreditHistoryController } from './credit-history/credit-history.http.controller.js';
import { WalletReader } from './credit-history/wallet.reader.js';
import { LedgerCommandBus } from './ledger-bus/ledger-command-bus.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { PayBidDepositHandler } from './pay-bid-deposit/pay-bid-deposit.handler.js';
import { WalletDepositHandler } from './pay-bid-deposit/wallet-deposit.handler.js';
import { PAYMENT_GATEWAY } from './payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from './payments/sandbox-payment.gateway.js';

/** Money the buyer pays: the ledger, the wallet and bid deposits; cart, checkout, invoices later. */
@Module({
  imports: [LotsModule, IdentityModule, CatalogModule],
  controllers: [PayBidDepositController, CreditHistoryController, AddCreditController],
  providers: [
    LedgerCommandBus,
    WalletReader,
    PayBidDepositHandler,
    WalletDepositHandler,
    {
      // Only the sandbox exists so far; a real gateway's adapter is chosen here by env.
      provide: PAYMENT_GATEWAY,
      useFactory: () => {
        new Logger('Payments').warn(
          'Payments: SANDBOX (online payments approved without moving money)',
        );
        return new SandboxPaymentGateway();
      },
    },
  ],
})
export class CommerceModule {}
