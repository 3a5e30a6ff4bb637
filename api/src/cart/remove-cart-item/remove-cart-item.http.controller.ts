import {
  cancelCartItem,
  changeBuyNowItemStatus,
  changeCartItemStatus,
  type RequestOf,
} from '@facet/event-schemas';
import { badRequest } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { type CartItemToRemove, RemoveCartItemHandler } from './remove-cart-item.handler.js';

type NamedItem = Pick<RequestOf<typeof cancelCartItem>, 'cart_id' | 'id' | 'product_id'>;

/** `cart_id`, or else `id`, names the hold; `product_id` its lot, looked up when left out. */
function itemOf({ cart_id, id, product_id }: NamedItem): CartItemToRemove {
  const holdId = cart_id ?? id;
  if (holdId === undefined) throw badRequest('Required', 'request.invalid-field', { field: 'id' });
  return { holdId, lotId: product_id };
}

/** `cart/cancelItem`, and `cart/changeStatus` / `buynow/changeStatus` with a removing status. */
@CommandController()
export class RemoveCartItemController {
  constructor(private readonly handler: RemoveCartItemHandler) {}

  @CommandRoute(cancelCartItem)
  async cancel(@Call() { body, actor }: Call<typeof cancelCartItem>) {
    return success('Item removed from cart', await this.handler.execute(itemOf(body), actor));
  }

  @CommandRoute([changeCartItemStatus, changeBuyNowItemStatus])
  async changeStatus(@Call() { body, actor }: Call<typeof changeCartItemStatus>) {
    return success('Item removed from cart', await this.handler.execute(itemOf(body), actor));
  }
}
