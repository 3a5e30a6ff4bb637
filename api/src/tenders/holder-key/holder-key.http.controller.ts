import { myHolderKey, registerHolderKey } from '@facet/event-schemas';
import { isHolderKey } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { HolderKeyBus } from './holder-key-bus.js';

/**
 * `tender/registerHolderKey` and `tender/myHolderKey`: a future key holder registers the public
 * half of the key pair their browser made, so a tender event's share can be sealed to them.
 */
@CommandController('buyer', 'seller', 'admin', 'auditor')
export class HolderKeyController {
  constructor(private readonly keys: HolderKeyBus) {}

  @CommandRoute(registerHolderKey)
  async register(@Call() { body, actor }: Call<typeof registerHolderKey>) {
    if (!(await isHolderKey(body.public_key))) reject('tender.invalid-holder-key');
    const { state } = await this.keys.sendNow(
      actor.id,
      { type: 'RegisterHolderKey', publicKey: body.public_key },
      actor,
      body.commandId,
      { public_key: body.public_key },
    );
    return success('Your holder key is registered', {
      public_key: state.publicKey,
      registered_at: state.registeredAt,
    });
  }

  @CommandRoute(myHolderKey)
  async mine(@Call() { actor }: Call<typeof myHolderKey>) {
    const state = await this.keys.latest(actor.id);
    return success('Your holder key', {
      public_key: state.publicKey,
      registered_at: state.registeredAt,
    });
  }
}
