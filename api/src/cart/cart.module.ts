import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { AddToCartHandler } from './add-to-cart/add-to-cart.handler.js';
import { AddToCartController } from './add-to-cart/add-to-cart.http.controller.js';
import { CartCommandBus } from './cart-bus/cart-command-bus.js';
import { CartQuery } from './cart.query.js';
import { CartReader } from './cart.reader.js';
import { CheckoutForUserController } from './checkout/checkout-for-user.http.controller.js';
import { CheckoutController } from './checkout/checkout.http.controller.js';
import { CheckoutProcessManager } from './process-managers/checkout.process-manager.js';
import { RecentHolds } from './recent-holds.js';
import { RefreshCartHandler } from './refresh-cart/refresh-cart.handler.js';
import { RefreshCartController } from './refresh-cart/refresh-cart.http.controller.js';
import { RemoveCartItemHandler } from './remove-cart-item/remove-cart-item.handler.js';
import { RemoveCartItemController } from './remove-cart-item/remove-cart-item.http.controller.js';
import { SaveCartAddressController } from './save-cart-address/save-cart-address.http.controller.js';
import { SaveCartAddressHandler } from './save-cart-address/save-cart-address.handler.js';
import { SearchCartController } from './search-cart/search-cart.http.controller.js';
import { UpdateCheckoutController } from './update-checkout/update-checkout.http.controller.js';

/**
 * The buy-now cart: holds on the lots' own streams (never oversold), the cart's address and
 * pending checkouts on its stream, and checkout, the process manager that turns held items into
 * one invoice.
 */
@Module({
  imports: [LotsModule, InvoicingModule, IdentityModule, ReadSideModule],
  controllers: [
    AddToCartController,
    SearchCartController,
    RefreshCartController,
    RemoveCartItemController,
    SaveCartAddressController,
    UpdateCheckoutController,
    CheckoutController,
    // An admin acting for a user: their checkout.
    CheckoutForUserController,
  ],
  providers: [
    CartCommandBus,
    CartReader,
    CartQuery,
    RecentHolds,
    AddToCartHandler,
    RefreshCartHandler,
    RemoveCartItemHandler,
    CheckoutProcessManager,
    SaveCartAddressHandler,
  ],
  // The demo seed holds an item in a demo buyer's cart through it.
  exports: [AddToCartHandler],
})
export class CartModule {}
