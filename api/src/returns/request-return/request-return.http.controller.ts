import { requestReturn } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { RequestReturnHandler } from './request-return.handler.js';

@CommandController()
export class RequestReturnController {
  constructor(private readonly handler: RequestReturnHandler) {}

  /** `product/addReturnRequest` {invoice_id, project_ids, reason}: the invoice's buyer. */
  @CommandRoute(requestReturn)
  async ask(@Call() { body, actor }: Call<typeof requestReturn>) {
    const { invoice_id: invoiceId, project_ids: lotIds, reason, commandId } = body;
    const answer = await this.handler.ask({ invoiceId, lotIds, reason }, actor, commandId);
    return success('Return requested', answer);
  }
}
