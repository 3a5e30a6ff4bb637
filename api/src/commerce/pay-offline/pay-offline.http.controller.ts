import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { InvoiceActionAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { forbidden } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  commandIdField,
  money,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { newId } from '../../shared/ids/ids.js';
import { PayOfflineHandler } from './pay-offline.handler.js';

const chooseBody = handParsedBody({
  invoice_id: ['id', 'The invoice id'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

const receivedBody = handParsedBody({
  invoice_id: ['id', 'The invoice id'],
  amount: ['money', 'Dollars as decimal text or a number, at most 2 decimals'],
  reference: ['string', 'The payment reference, text'],
  notes: ['string', 'Notes, text'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `offline/payCartOffline`: the buyer will pay the invoice by bank transfer. */
@Controller('offline')
export class PayOfflineController {
  constructor(private readonly handler: PayOfflineHandler) {}

  @CommandRoute('payCartOffline')
  @BodySchema(chooseBody)
  async choose(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(chooseBody.shape));
    const invoiceId = requiredText(body, 'invoice_id', 'Invoice id required', 200);
    const answer = await this.handler.choose(invoiceId, actor, commandIdField(body));
    return success<InvoiceActionAnswer>('Awaiting offline payment', answer);
  }
}

/**
 * `seller/offline/payCartOffline` (admin): the bank transfer for an invoice arrived. A retry with
 * the same `commandId` pays once.
 */
@Controller('seller/offline')
export class MarkOfflinePaidController {
  constructor(private readonly handler: PayOfflineHandler) {}

  @CommandRoute('payCartOffline')
  @BodySchema(receivedBody)
  async received(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    // I3: the money is in the house's bank account; only an admin can say it arrived.
    if (actor.role !== 'admin')
      throw forbidden('Only an administrator can mark a bank transfer received', 'auth.forbidden');
    const body = readBody(raw, Object.keys(receivedBody.shape));
    const invoiceId = requiredText(body, 'invoice_id', 'Invoice id required', 200);
    const amount = money(body, 'amount', { invalid: 'Enter Valid Price' });
    const note = text(body, 'notes', { max: 300 });
    const answer = await this.handler.markReceived(
      {
        invoiceId,
        ...(amount === undefined ? {} : { amount }),
        reference: text(body, 'reference', { max: 200 }) ?? '',
        ...(note ? { note } : {}),
      },
      actor,
      commandIdField(body) ?? newId(),
    );
    return success<InvoiceActionAnswer>('Payment received', answer);
  }
}
