import { recordBidDeposit } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';

/** `credit/recordBidDeposit` (admin): a deposit paid outside the app; real payments come later. */
@CommandController('admin')
export class RecordBidDepositController {
  constructor(private readonly lots: LotCommandBus) {}

  @CommandRoute(recordBidDeposit)
  async record(@Call() { body: r, actor }: Call<typeof recordBidDeposit>) {
    const command = { type: 'RecordBidDeposit' as const, userId: r.user_id, amount: r.amount };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid deposit recorded', {
      id: r.id,
      user_id: r.user_id,
      bid_deposit_id: outcome.events[0]?.id ?? null,
      revision: outcome.revision,
    });
  }
}
