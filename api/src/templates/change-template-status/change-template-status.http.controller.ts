import { changeAuctionTemplateStatus } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AuctionTemplateCommandBus } from '../template-bus/auction-template-command-bus.js';

/** `seller/template/auction/changeStatus` `{ id, status }`: activate, deactivate or remove. */
@CommandController('seller', 'admin')
export class ChangeTemplateStatusController {
  constructor(private readonly templates: AuctionTemplateCommandBus) {}

  @CommandRoute(changeAuctionTemplateStatus)
  async change(
    @Call() { body: { id, status, commandId }, actor }: Call<typeof changeAuctionTemplateStatus>,
  ) {
    const command = { type: 'ChangeAuctionTemplateStatus' as const, status };
    await this.templates.sendNow(id, command, actor, commandId);
    return success('Status updated successfully', { id, status });
  }
}
