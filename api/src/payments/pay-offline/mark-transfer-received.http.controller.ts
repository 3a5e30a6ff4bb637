import { Controller } from '@nestjs/common';
import { markTransferReceived, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

/**
 * `seller/offline/payCartOffline` (the invoice's seller or an admin): the bank transfer for an
 * invoice arrived. A retry with the same `commandId` pays once. A seller records it only on an
 * invoice of their own lots (SFB-5); the payment and the ledger entry name them.
 */
@Controller()
export class MarkTransferReceivedController {
  constructor(private readonly handler: PayOfflineHandler) {}

  @Roles('seller', 'admin')
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
