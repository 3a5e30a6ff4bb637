import { Controller } from '@nestjs/common';
import {
  cancelCartItem,
  changeBuyNowItemStatus,
  changeCartItemStatus,
  type RequestOf,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { type CartItemToRemove, RemoveCartItemHandler } from './remove-cart-item.handler.js';

type NamedItem = Pick<RequestOf<typeof cancelCartItem>, 'cart_id' | 'id' | 'product_id'>;

/** `cart_id`, or else `id`, names the hold; `product_id` its lot, looked up when left out. */
function itemOf({ cart_id, id, product_id }: NamedItem): CartItemToRemove {
  const holdId = cart_id ?? id;
  if (holdId === undefined) throw badRequest('Required', 'request.invalid-field', { field: 'id' });
  return { holdId, lotId: product_id };
}

/** `cart/cancelItem`, and `cart/changeStatus` / `buynow/changeStatus` with a removing status. */
@Controller()
export class RemoveCartItemController {
  constructor(private readonly handler: RemoveCartItemHandler) {}

  @CommandRoute(cancelCartItem)
  async cancel(
    @ValidBody() body: RequestOf<typeof cancelCartItem>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof cancelCartItem>> {
    return success('Item removed from cart', await this.handler.execute(itemOf(body), actor));
  }

  @CommandRoute([changeCartItemStatus, changeBuyNowItemStatus])
  async changeStatus(
    @ValidBody() body: RequestOf<typeof changeCartItemStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeCartItemStatus>> {
    return success('Item removed from cart', await this.handler.execute(itemOf(body), actor));
  }
}
