import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { withdrawTender } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';

/** `tender/withdraw`: a buyer withdraws their encrypted tender on a lot before the close. */
@CommandController('buyer', 'seller', 'admin')
export class WithdrawTenderController {
  constructor(private readonly lots: LotCommandBus) {}

  @CommandRoute(withdrawTender)
  async withdraw(@Call() { body: { id, commandId }, actor }: Call<typeof withdrawTender>) {
    const { state } = await this.lots.sendNow(id, { type: 'WithdrawTender' }, actor, commandId);
    return success('Tender withdrawn', { id, withdrawn: !Object.hasOwn(state.tenders, actor.id) });
  }
}
