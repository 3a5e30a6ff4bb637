import { Controller } from '@nestjs/common';
import { getPaymentReceipt, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PaymentReceipts } from './payment-receipts.service.js';

/**
 * `audit/paymentReceipt {entry_id, buyer_id?} | {invoice_id}`: signed receipts of payments and
 * refunds for their payer, an auditor (on the auditor's allowlist) or an admin.
 */
@Controller()
export class PaymentReceiptsController {
  constructor(private readonly receipts: PaymentReceipts) {}

  @CommandRoute(getPaymentReceipt)
  async receipt(
    @ValidBody() body: RequestOf<typeof getPaymentReceipt>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getPaymentReceipt>> {
    const records = body.invoice_id
      ? await this.receipts.ofInvoice(body.invoice_id, actor)
      : [await this.receipts.ofEntry(body.entry_id!, actor, body.buyer_id)];
    return success('Payment receipts', { records });
  }
}
