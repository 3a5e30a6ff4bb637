import { addInvoiceNote } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';

/**
 * `seller/user/invoice/update_invoice` {id, note}: the invoice's seller or an admin records a
 * note on it. Money never changes here: payments, cancelling and refunds have their own commands.
 */
@CommandController('seller', 'admin')
export class AddInvoiceNoteController {
  constructor(private readonly invoices: InvoiceCommandBus) {}

  @CommandRoute(addInvoiceNote)
  async update(@Call() { body: { id, note, commandId }, actor }: Call<typeof addInvoiceNote>) {
    const command = { type: 'AddInvoiceNote', note } as const;
    const outcome = await this.invoices.send(id, command, actor, undefined, commandId);
    const at = outcome.events[0]?.metadata.at ?? '';
    return success('Invoice updated', { note, recorded_by: actor.id, created_at: at });
  }
}
