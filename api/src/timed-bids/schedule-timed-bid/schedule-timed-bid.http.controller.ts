import { Controller } from '@nestjs/common';
import { type RequestOf, scheduleFutureProxy, scheduleTimedBid } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ScheduleTimedBidHandler } from './schedule-timed-bid.handler.js';

@Controller()
export class ScheduleTimedBidController {
  constructor(private readonly handler: ScheduleTimedBidHandler) {}

  /** `ttwbid/confirm`: the server places this bid at `bid_time`, judged then as `bid/confirm`. */
  @CommandRoute(scheduleTimedBid)
  async atTime(
    @ValidBody() body: RequestOf<typeof scheduleTimedBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof scheduleTimedBid>> {
    return success('Timed bid set', await this.handler.execute('at_time', body, actor));
  }

  /** `ttwbid/future_proxy`: a private maximum placed as a proxy bid when the lot opens. */
  @CommandRoute(scheduleFutureProxy)
  async futureProxy(
    @ValidBody() body: RequestOf<typeof scheduleFutureProxy>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof scheduleFutureProxy>> {
    return success('Future proxy set', await this.handler.execute('future_proxy', body, actor));
  }
}
