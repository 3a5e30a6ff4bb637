import { Controller } from '@nestjs/common';
import { getLotTimedBids, getTimedBidDashboard, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TimedBidsQuery } from './timed-bids.query.js';

@Controller()
export class TimedBidDashboardController {
  constructor(private readonly timedBids: TimedBidsQuery) {}

  /** `product/ttw_dashboard`: the caller's timed bids (pending, placed, failed with the reason). */
  @CommandRoute(getTimedBidDashboard)
  async dashboard(
    @ValidBody() { status, ...page }: RequestOf<typeof getTimedBidDashboard>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getTimedBidDashboard>> {
    return success('Timed bids', await this.timedBids.ofBuyer(actor.id, status, page));
  }

  /** `product/ttwbidhistory`: the caller's timed bids on one lot and their outcomes. */
  @CommandRoute(getLotTimedBids)
  async ofLot(
    @ValidBody() { id, ...page }: RequestOf<typeof getLotTimedBids>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getLotTimedBids>> {
    return success('Timed bids', await this.timedBids.ofBuyerOnLot(actor.id, id, page));
  }
}
