import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { InvoiceActionAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  commandIdField,
  oneOf,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { centsToDollars as $ } from '../../shared/money/index.js';
import { balanceDue, invoicePaid } from '../domain/invoice.decider.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status.handler.js';

const changeBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  status: ['string', 'The new status'],
  note: ['string', 'A note, text'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `seller/invoice/changeStatus` {id, status: cancelled|refunded, note}: the seller or an admin. */
@Controller('seller/invoice')
@Roles('seller', 'admin')
export class ChangeInvoiceStatusController {
  constructor(private readonly handler: ChangeInvoiceStatusHandler) {}

  @CommandRoute('changeStatus')
  @BodySchema(changeBody)
  async change(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeBody.shape));
    const invoiceId = requiredText(body, 'id', 'Invoice id required', 200);
    const status = oneOf(body, 'status', ['cancelled', 'refunded'] as const);
    const note = text(body, 'note', { max: 300 }) ?? '';
    const state = await this.handler.change(
      { invoiceId, status, note },
      actor,
      commandIdField(body),
    );
    return success<InvoiceActionAnswer>(
      status === 'refunded' ? 'Invoice refunded' : 'Invoice cancelled',
      {
        invoice_id: invoiceId,
        number: state.raised?.number ?? 0,
        status,
        amount: 0,
        paid: $(invoicePaid(state)),
        balance_due: $(balanceDue(state)),
      },
    );
  }
}
