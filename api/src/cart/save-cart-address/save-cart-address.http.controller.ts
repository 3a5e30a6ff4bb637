import { Controller } from '@nestjs/common';
import { type RequestOf, saveCartAddress } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SaveCartAddressHandler } from './save-cart-address.handler.js';

/** `cart/saveAddress`: the buyer's shipping address on their cart and, named, on the invoice. */
@Controller()
export class SaveCartAddressController {
  constructor(private readonly handler: SaveCartAddressHandler) {}

  @CommandRoute(saveCartAddress)
  async save(
    @ValidBody() body: RequestOf<typeof saveCartAddress>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveCartAddress>> {
    const { address1, address2, city, state, zip, country, phone, invoice_id, commandId } = body;
    const address = {
      address1,
      address2: address2 ?? null,
      city,
      state,
      zip,
      country: country ?? 'US',
      phone: phone ?? '+1',
    };
    const saved = await this.handler.execute(address, invoice_id, actor, commandId);
    return success('Address saved', saved);
  }
}
