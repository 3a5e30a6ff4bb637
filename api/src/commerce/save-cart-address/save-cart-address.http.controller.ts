import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { CartAddress } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  type Body as Fields,
  commandIdField,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';

const saveAddressBody = handParsedBody({
  address1: ['string', 'Required, at most 200 characters'],
  address2: ['string', 'At most 200 characters'],
  city: ['string', 'Required, at most 200 characters'],
  state: ['string', 'Required, at most 200 characters'],
  zip: ['string', 'Required, at most 20 characters'],
  country: ['string', 'Default US, at most 80 characters'],
  phone: ['string', "Default '+1', at most 40 characters"],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});
const FIELDS = Object.keys(saveAddressBody.shape);

function addressOf(body: Fields): CartAddress {
  return {
    address1: requiredText(body, 'address1', 'Required!', 200),
    address2: text(body, 'address2', { max: 200 }) ?? null,
    city: requiredText(body, 'city', 'Required!', 200),
    state: requiredText(body, 'state', 'Required!', 200),
    zip: requiredText(body, 'zip', 'Required!', 20),
    country: text(body, 'country', { max: 80 }) ?? 'US',
    // Spec section 5: the phone input defaults to the country code '+1'.
    phone: text(body, 'phone', { max: 40 }) ?? '+1',
  };
}

/** `cart/saveAddress`: the buyer's shipping address on their cart (`cartLocation`). */
@Controller('cart')
export class SaveCartAddressController {
  constructor(
    private readonly carts: CartCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('saveAddress')
  @BodySchema(saveAddressBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, FIELDS);
    const address = addressOf(body);
    const outcome = await this.carts.send(
      actor.id,
      { type: 'SaveCartAddress', address },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Address saved', { cartLocation: address, revision: outcome.revision });
  }
}
