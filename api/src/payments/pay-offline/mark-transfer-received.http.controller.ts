import { markTransferReceived } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

/**
 * `seller/offline/payCartOffline` (the invoice's seller or an admin): the bank transfer for an
 * invoice arrived. A retry with the same `commandId` pays once. A seller records it only on an
 * invoice of their own lots (SFB-5); the payment and the ledger entry name them.
 */
@CommandController('seller', 'admin')
export class MarkTransferReceivedController {
  constructor(private readonly handler: PayOfflineHandler) {}

  @CommandRoute(markTransferReceived)
  async received(@Call() { body, actor }: Call<typeof markTransferReceived>) {
    const { invoice_id: invoiceId, amount, notes: note, reference = '', commandId } = body;
    const transfer = { invoiceId, amount, reference, note };
    const answer = await this.handler.markReceived(transfer, actor, commandId ?? newId());
    return success('Payment received', answer);
  }
}
