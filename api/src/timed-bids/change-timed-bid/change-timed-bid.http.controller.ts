import { cancelTimedBid, changeTimedBid } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ChangeTimedBidHandler } from './change-timed-bid.handler.js';

@CommandController()
export class ChangeTimedBidController {
  constructor(private readonly handler: ChangeTimedBidHandler) {}

  /** `ttwbid/update`: the owner changes the amount or the time before it comes. */
  @CommandRoute(changeTimedBid)
  async change(@Call() { body, actor }: Call<typeof changeTimedBid>) {
    return success('Timed bid changed', await this.handler.change(body, actor));
  }

  /** `ttwbid/delete`: the owner withdraws it before its time. */
  @CommandRoute(cancelTimedBid)
  async cancel(@Call() { body, actor }: Call<typeof cancelTimedBid>) {
    return success('Timed bid cancelled', await this.handler.cancel(body, actor));
  }
}
