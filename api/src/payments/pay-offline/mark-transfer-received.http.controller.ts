import { Controller } from '@nestjs/common';
import { markTransferReceived, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { AdminOnly } from './admin-only.guard.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

/**
 * `seller/offline/payCartOffline` (admin): the bank transfer for an invoice arrived. A retry with
 * the same `commandId` pays once.
 */
@Controller()
export class MarkTransferReceivedController {
  constructor(private readonly handler: PayOfflineHandler) {}

  // I3: the money is in the house's bank account; only an admin can say it arrived.
  @AdminOnly('Only an administrator can mark a bank transfer received')
  @CommandRoute(markTransferReceived)
  async received(
    @ValidBody() body: RequestOf<typeof markTransferReceived>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof markTransferReceived>> {
    const { invoice_id: invoiceId, amount, notes: note, reference = '', commandId } = body;
    const transfer = { invoiceId, amount, reference, note };
    const answer = await this.handler.markReceived(transfer, actor, commandId ?? newId());
    return success('Payment received', answer);
  }
}
