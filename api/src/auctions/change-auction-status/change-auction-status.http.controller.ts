import { changeAuctionStatus } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

/** `seller/auction/changeStatus` `{ id, status: 'active' | 'inactive' | 'removed' }`. */
@CommandController('seller', 'admin')
export class ChangeAuctionStatusController {
  constructor(private readonly auctions: AuctionCommandBus) {}

  @CommandRoute(changeAuctionStatus)
  async change(
    @Call() { body: { id, status, commandId }, actor }: Call<typeof changeAuctionStatus>,
  ) {
    const command = { type: 'ChangeAuctionStatus' as const, status };
    await this.auctions.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status });
  }
}
