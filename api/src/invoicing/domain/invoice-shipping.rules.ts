import type { EventData, InvoiceEvent, InvoiceShippingAddressSet } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { actsAsBuyer, type BuyerSide } from '../../shared/domain/buyer-side.rules.js';

/**
 * Where an invoice's goods ship.
 * SHIP-1 only the invoice's buyer (or a representative of the company billed: I1), its seller
 *        (acting for the buyer) or an admin sets it.
 * SHIP-2 an address is kept only when the address port judged it valid; refused with its reasons.
 * SHIP-3 not on a cancelled or refunded invoice, nor once paid in full (the goods are on their way).
 * SHIP-4 an invoice that ships (raised by a checkout) is paid from the wallet, and a bank transfer
 *        is chosen for it, only once it has a shipping address; an online payment is refused the
 *        same way before the gateway is asked. A payment the gateway already took (a redirect
 *        settling, a transfer an admin marks received) is recorded all the same: never lost.
 */
export type ShippingAddress = EventData<typeof InvoiceShippingAddressSet>['address'];

export interface ShippingState {
  address: ShippingAddress;
  validatedBy: string;
}

/** The address port's verdict on the address, as the handler got it. */
export interface AddressJudgement {
  valid: boolean;
  reasons: string[];
  validatedBy: string;
}

export interface SetShippingAddress {
  type: 'SetShippingAddress';
  address: ShippingAddress;
  judgement: AddressJudgement;
  /** The company the actor represents now (issue 30, I1). */
  actorCompanyId?: string;
  actor: Actor;
  at: string;
}

interface ShippingFacts {
  raised: (BuyerSide & { invoiceId: string; sellerId: string; source: string }) | null;
  closed: string | null;
  balanceDue: number;
  shipTo: ShippingState | null;
}

/** SHIP-4: which invoices ship. Checkouts do; a win's invoice may yet be collected at a viewing. */
export const invoiceShips = (raised: { source: string }): boolean => raised.source === 'checkout';

/** SHIP-4: refuses paying an invoice that ships while it has no shipping address. */
export function assertShippable(facts: Pick<ShippingFacts, 'raised' | 'shipTo'>): void {
  if (facts.raised && invoiceShips(facts.raised) && !facts.shipTo)
    reject('invoice.no-shipping-address');
}

export function decideShippingAddress(
  cmd: SetShippingAddress,
  facts: ShippingFacts,
): InvoiceEvent[] {
  const invoice = facts.raised ?? reject('invoice.not-found');
  const { actor } = cmd;
  const buyerSide = actsAsBuyer(invoice, actor, cmd.actorCompanyId);
  if (actor.role !== 'admin' && !buyerSide && actor.id !== invoice.sellerId)
    reject('invoice.forbidden');
  if (!cmd.judgement.valid) reject('address.invalid', { reason: cmd.judgement.reasons.join('; ') });
  if (facts.closed) reject('invoice.closed', { status: facts.closed });
  if (facts.balanceDue === 0) reject('invoice.already-paid');
  const { invoiceId, buyerId, sellerId } = invoice;
  return [
    {
      type: 'InvoiceShippingAddressSet',
      data: {
        invoiceId,
        buyerId,
        sellerId,
        address: cmd.address,
        validatedBy: cmd.judgement.validatedBy,
        setBy: actor.id,
        at: cmd.at,
      },
    },
  ];
}
