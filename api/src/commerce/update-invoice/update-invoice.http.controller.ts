import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { InvoiceNoteRecord } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText } from '../../shared/http/request-fields.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';

const updateBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  note: ['string', 'A note, text'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `seller/user/invoice/update_invoice` {id, note}: the invoice's seller or an admin records a
 * note on it. Money never changes here: payments, cancelling and refunds have their own commands.
 */
@Controller('seller/user/invoice')
@Roles('seller', 'admin')
export class UpdateInvoiceController {
  constructor(private readonly invoices: InvoiceCommandBus) {}

  @CommandRoute('update_invoice')
  @BodySchema(updateBody)
  async update(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(updateBody.shape));
    const invoiceId = requiredText(body, 'id', 'Invoice id required', 200);
    const note = requiredText(body, 'note', 'Required', 300);
    const outcome = await this.invoices.send(
      invoiceId,
      { type: 'AddInvoiceNote', note },
      actor,
      undefined,
      commandIdField(body),
    );
    const at = outcome.events[0]?.metadata.at ?? '';
    return success<InvoiceNoteRecord>('Invoice updated', {
      note,
      recorded_by: actor.id,
      created_at: at,
    });
  }
}
