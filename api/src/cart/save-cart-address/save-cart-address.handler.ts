import { Inject, Injectable } from '@nestjs/common';
import type { SavedCartAddress, UserAddress } from '@facet/event-schemas';
import {
  ADDRESS_VALIDATOR,
  type AddressValidator,
} from '../../addresses/address-port/address-validator.port.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';

/**
 * The checkout's shipping address: judged by the address port, kept on the cart (offered again
 * next time) and, when the checkout names its invoice, set on the invoice (SHIP-2), which may
 * then be paid (SHIP-4). An address the port finds invalid is refused with its reasons.
 */
@Injectable()
export class SaveCartAddressHandler {
  constructor(
    private readonly carts: CartCommandBus,
    private readonly invoices: InvoiceCommandBus,
    @Inject(ADDRESS_VALIDATOR) private readonly validator: AddressValidator,
  ) {}

  async execute(
    address: UserAddress,
    invoiceId: string | undefined,
    actor: Actor,
    commandId: string | undefined,
  ): Promise<SavedCartAddress> {
    const verdict = await this.validator.validate(address);
    if (!verdict.valid) reject('address.invalid', { reason: verdict.reasons.join('; ') });
    const command = { type: 'SaveCartAddress', address } as const;
    const outcome = await this.carts.send(actor.id, command, actor, undefined, commandId);
    if (invoiceId !== undefined) {
      const judgement = {
        valid: verdict.valid,
        reasons: verdict.reasons,
        validatedBy: verdict.validatedBy,
      };
      await this.invoices.sendNow(
        invoiceId,
        { type: 'SetShippingAddress', address, judgement },
        actor,
      );
    }
    return {
      cartLocation: address,
      revision: outcome.revision,
      validatedBy: verdict.validatedBy,
      invoice_id: invoiceId ?? null,
    };
  }
}
