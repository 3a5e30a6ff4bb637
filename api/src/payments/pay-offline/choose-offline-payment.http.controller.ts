import { chooseOfflinePayment } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

@CommandController()
export class ChooseOfflinePaymentController {
  constructor(private readonly handler: PayOfflineHandler) {}

  /** `offline/payCartOffline`: the buyer will pay the invoice by bank transfer. */
  @CommandRoute(chooseOfflinePayment)
  async choose(@Call() { body, actor }: Call<typeof chooseOfflinePayment>) {
    const answer = await this.handler.choose(body.invoice_id, actor, body.commandId);
    return success('Awaiting offline payment', answer);
  }
}
