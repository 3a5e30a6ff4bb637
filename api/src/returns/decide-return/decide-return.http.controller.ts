import { decideReturn } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { DecideReturnHandler } from './decide-return.handler.js';

@CommandController('seller', 'admin')
export class DecideReturnController {
  constructor(private readonly handler: DecideReturnHandler) {}

  /** `seller/returns/changeStatus` {id, decision, note}: an admin, or the seller of the returned lots. */
  @CommandRoute(decideReturn)
  async decide(
    @Call() { body: { id, decision, note = '', commandId }, actor }: Call<typeof decideReturn>,
  ) {
    const answer = await this.handler.decide({ requestId: id, decision, note }, actor, commandId);
    return success(decision === 'accepted' ? 'Return accepted' : 'Return refused', answer);
  }
}
