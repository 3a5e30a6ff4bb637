import { saveCartAddress } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SaveCartAddressHandler } from './save-cart-address.handler.js';

/** `cart/saveAddress`: the buyer's shipping address on their cart and, named, on the invoice. */
@CommandController()
export class SaveCartAddressController {
  constructor(private readonly handler: SaveCartAddressHandler) {}

  @CommandRoute(saveCartAddress)
  async save(@Call() { body, actor }: Call<typeof saveCartAddress>) {
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
