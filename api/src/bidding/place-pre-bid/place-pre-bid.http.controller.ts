import { placePreBid } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PlacePreBidHandler } from './place-pre-bid.handler.js';

@CommandController()
export class PlacePreBidController {
  constructor(private readonly handler: PlacePreBidHandler) {}

  /** `bid/preBidConfirm`: a maximum placed before the lot starts, applied at opening. */
  @CommandRoute(placePreBid)
  async preBid(@Call() { body, actor }: Call<typeof placePreBid>) {
    return success('Pre Bid placed successfully', await this.handler.execute(body, actor));
  }
}
