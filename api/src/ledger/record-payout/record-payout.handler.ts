import { Injectable } from '@nestjs/common';
import type { Actor } from '../../shared/domain/actor.js';
import { payableTo } from '../domain/index.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import { SellerPayoutsReader } from '../seller-payouts/seller-payouts.reader.js';

export interface PayoutRequest {
  sellerId: string;
  /** Cents. */
  amount: number;
  reference: string;
  note: string | undefined;
}

/**
 * An admin records the bank transfer the house made to a seller. What the seller earned comes
 * from the read model (it may lag behind a payment, so it can only understate what is payable);
 * what was paid out comes from the seller's own ledger stream, whose one writer makes two
 * payouts racing on the same payable take turns (P1). The entry's key is the command id (P2).
 */
@Injectable()
export class RecordPayoutHandler {
  constructor(
    private readonly ledger: LedgerCommandBus,
    private readonly payouts: SellerPayoutsReader,
  ) {}

  async record(p: PayoutRequest, admin: Actor, commandId: string) {
    const earned = (await this.payouts.of(p.sellerId))?.earned ?? 0;
    const outcome = await this.ledger.send(
      {
        type: 'RecordSellerPayout',
        buyerId: p.sellerId,
        amount: p.amount,
        earned,
        reference: p.reference,
        note: p.note || `Payout - ${p.reference}`,
      },
      admin,
      commandId,
    );
    return { due: payableTo(outcome.state, earned) };
  }
}
