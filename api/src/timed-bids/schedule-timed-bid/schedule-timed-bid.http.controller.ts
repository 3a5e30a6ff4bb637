import { scheduleFutureProxy, scheduleTimedBid } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ScheduleTimedBidHandler } from './schedule-timed-bid.handler.js';

@CommandController()
export class ScheduleTimedBidController {
  constructor(private readonly handler: ScheduleTimedBidHandler) {}

  /** `ttwbid/confirm`: the server places this bid at `bid_time`, judged then as `bid/confirm`. */
  @CommandRoute(scheduleTimedBid)
  async atTime(@Call() { body, actor }: Call<typeof scheduleTimedBid>) {
    return success('Timed bid set', await this.handler.execute('at_time', body, actor));
  }

  /** `ttwbid/future_proxy`: a private maximum placed as a proxy bid when the lot opens. */
  @CommandRoute(scheduleFutureProxy)
  async futureProxy(@Call() { body, actor }: Call<typeof scheduleFutureProxy>) {
    return success('Future proxy set', await this.handler.execute('future_proxy', body, actor));
  }
}
