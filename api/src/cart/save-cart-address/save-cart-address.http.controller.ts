import { Controller } from '@nestjs/common';
import { type RequestOf, saveCartAddress } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';

/** `cart/saveAddress`: the buyer's shipping address on their cart (`cartLocation`). */
@Controller()
export class SaveCartAddressController {
  constructor(private readonly carts: CartCommandBus) {}

  @CommandRoute(saveCartAddress)
  async save(
    @ValidBody() body: RequestOf<typeof saveCartAddress>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveCartAddress>> {
    const { address1, address2, city, state, zip, country, phone, commandId } = body;
    const address = {
      address1,
      address2: address2 ?? null,
      city,
      state,
      zip,
      country: country ?? 'US',
      phone: phone ?? '+1',
    };
    const command = { type: 'SaveCartAddress', address } as const;
    const outcome = await this.carts.send(actor.id, command, actor, undefined, commandId);
    return success('Address saved', { cartLocation: address, revision: outcome.revision });
  }
}
