import { Controller } from '@nestjs/common';
import { changeAuctionStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

/** `seller/auction/changeStatus` `{ id, status: 'active' | 'inactive' | 'removed' }`. */
@Controller()
export class ChangeAuctionStatusController {
  constructor(private readonly auctions: AuctionCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute(changeAuctionStatus)
  async change(
    @ValidBody() { id, status, commandId }: RequestOf<typeof changeAuctionStatus>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeAuctionStatus>> {
    const command = { type: 'ChangeAuctionStatus' as const, status };
    await this.auctions.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status });
  }
}
