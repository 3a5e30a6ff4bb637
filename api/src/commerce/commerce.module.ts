import { Logger, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { AddToCartController } from './add-to-cart/add-to-cart.http.controller.js';
import { AddToCartHandler } from './add-to-cart/add-to-cart.handler.js';
import { CartCommandBus } from './cart-bus/cart-command-bus.js';
import { CartSearchController } from './cart-search/cart-search.http.controller.js';
import { CartReader } from './cart-search/cart.reader.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { PayBidDepositHandler } from './pay-bid-deposit/pay-bid-deposit.handler.js';
import { PAYMENT_GATEWAY } from './payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from './payments/sandbox-payment.gateway.js';
import { RemoveCartItemController } from './remove-cart-item/remove-cart-item.http.controller.js';
import { SaveCartAddressController } from './save-cart-address/save-cart-address.http.controller.js';

/** Money the buyer pays: bid deposits and the buy-now cart today; checkout, invoices and wallet later. */
@Module({
  imports: [LotsModule, CatalogModule],
  controllers: [
    PayBidDepositController,
    AddToCartController,
    CartSearchController,
    RemoveCartItemController,
    SaveCartAddressController,
  ],
  providers: [
    PayBidDepositHandler,
    AddToCartHandler,
    CartCommandBus,
    CartReader,
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
