import { Inject } from '@nestjs/common';
import { approveTender } from '@facet/event-schemas';
import { marketStatus } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';

/**
 * `seller/offer/changeApprovalStatus`: the seller accepts or refuses the provisional winner of their
 * sealed lot during the tender event's approval window (issue 30, APPR-2 and APPR-3).
 */
@CommandController('seller', 'admin')
export class ApproveTenderController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(approveTender)
  async approve(@Call() { body: { id, decision, commandId }, actor }: Call<typeof approveTender>) {
    const command = { type: 'DecideApproval' as const, accept: decision === 'accept' };
    const at = this.clock.now();
    const { state, revision } = await this.lots.send(id, command, actor, at, commandId);
    return success(decision === 'accept' ? 'Tender accepted' : 'Tender refused', {
      id,
      market_status: marketStatus(state),
      buynowed: state.buyerId,
      wprice: centsToDollars(state.soldAmount ?? 0),
      revision,
    });
  }
}
