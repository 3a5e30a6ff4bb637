import { Controller } from '@nestjs/common';
import { addInvoiceNote, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';

/**
 * `seller/user/invoice/update_invoice` {id, note}: the invoice's seller or an admin records a
 * note on it. Money never changes here: payments, cancelling and refunds have their own commands.
 */
@Controller()
@Roles('seller', 'admin')
export class AddInvoiceNoteController {
  constructor(private readonly invoices: InvoiceCommandBus) {}

  @CommandRoute(addInvoiceNote)
  async update(
    @ValidBody() { id, note, commandId }: RequestOf<typeof addInvoiceNote>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addInvoiceNote>> {
    const command = { type: 'AddInvoiceNote', note } as const;
    const outcome = await this.invoices.send(id, command, actor, undefined, commandId);
    const at = outcome.events[0]?.metadata.at ?? '';
    return success('Invoice updated', { note, recorded_by: actor.id, created_at: at });
  }
}
