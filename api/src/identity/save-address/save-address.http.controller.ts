import { Inject } from '@nestjs/common';
import { saveAddress } from '@facet/event-schemas';
import {
  ADDRESS_VALIDATOR,
  type AddressValidator,
} from '../../addresses/address-port/address-validator.port.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The user's address, kept only when the address port finds it valid; answers the reloaded user. */
@CommandController()
export class SaveAddressController {
  constructor(
    private readonly users: UserCommandBus,
    @Inject(ADDRESS_VALIDATOR) private readonly validator: AddressValidator,
  ) {}

  @CommandRoute(saveAddress)
  async save(@Call() { body, actor }: Call<typeof saveAddress>) {
    const address = { ...body, address2: body.address2 ?? null };
    const verdict = await this.validator.validate(address);
    if (!verdict.valid) reject('address.invalid', { reason: verdict.reasons.join('; ') });
    const { state } = await this.users.send(actor.id, { type: 'SaveAddress', address }, actor.id);
    return success('Address saved successfully', toPublicUser(state));
  }
}
