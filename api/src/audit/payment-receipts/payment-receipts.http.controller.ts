import { getPaymentReceipt } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PaymentReceipts } from './payment-receipts.service.js';

/**
 * `audit/paymentReceipt {entry_id, buyer_id?} | {invoice_id}`: signed receipts of payments and
 * refunds for their payer, an auditor (on the auditor's allowlist) or an admin.
 */
@CommandController()
export class PaymentReceiptsController {
  constructor(private readonly receipts: PaymentReceipts) {}

  @CommandRoute(getPaymentReceipt)
  async receipt(@Call() { body, actor }: Call<typeof getPaymentReceipt>) {
    const records = body.invoice_id
      ? await this.receipts.ofInvoice(body.invoice_id, actor)
      : [await this.receipts.ofEntry(body.entry_id!, actor, body.buyer_id)];
    return success('Payment receipts', { records });
  }
}
