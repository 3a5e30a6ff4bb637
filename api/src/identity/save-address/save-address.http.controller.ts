import { Controller, Inject } from '@nestjs/common';
import { type RequestOf, saveAddress } from '@facet/event-schemas';
import {
  ADDRESS_VALIDATOR,
  type AddressValidator,
} from '../../addresses/address-port/address-validator.port.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The user's address, kept only when the address port finds it valid; answers the reloaded user. */
@Controller()
export class SaveAddressController {
  constructor(
    private readonly users: UserCommandBus,
    @Inject(ADDRESS_VALIDATOR) private readonly validator: AddressValidator,
  ) {}

  @CommandRoute(saveAddress)
  async save(
    @ValidBody() body: RequestOf<typeof saveAddress>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveAddress>> {
    const address = { ...body, address2: body.address2 ?? null };
    const verdict = await this.validator.validate(address);
    if (!verdict.valid) reject('address.invalid', { reason: verdict.reasons.join('; ') });
    const { state } = await this.users.send(actor.id, { type: 'SaveAddress', address }, actor.id);
    return success('Address saved successfully', toPublicUser(state));
  }
}
