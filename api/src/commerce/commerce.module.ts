import { Logger, Module } from '@nestjs/common';
import { LotsModule } from '../lots/lots.module.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { PayBidDepositHandler } from './pay-bid-deposit/pay-bid-deposit.handler.js';
import { PAYMENT_GATEWAY } from './payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from './payments/sandbox-payment.gateway.js';

/** Money the buyer pays: bid deposits today; the cart, checkout, invoices and wallet later. */
@Module({
  imports: [LotsModule],
  controllers: [PayBidDepositController],
  providers: [
    PayBidDepositHandler,
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
