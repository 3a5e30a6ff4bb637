import { Inject, Injectable } from '@nestjs/common';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { unlessReleased } from '../../ledger/ledger-bus/unless-released.js';
import type { PaidBidDeposit, PayBidDepositRequest } from './pay-bid-deposit.handler.js';
import { recordBidDeposit } from './record-bid-deposit.js';

/**
 * A deposit paid from the wallet: one ledger entry moves the amount from the wallet to deposits
 * held (refused, nothing taken, when the wallet is short), then the lot records the deposit.
 * When the lot refuses it, or already holds one, a second entry releases the money back.
 * Every step is keyed by the client's command id, so a retry after a crash finishes the same
 * payment: the hold and the lot's record are found, never made twice, and a release happens at
 * most once.
 */
@Injectable()
export class WalletDepositHandler {
  constructor(
    private readonly ledger: LedgerCommandBus,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    request: PayBidDepositRequest,
    actor: Actor,
    commandId: string = newId(),
  ): Promise<PaidBidDeposit> {
    const { lotId, amount, note } = request;
    const money = { buyerId: actor.id, lotId, amount, note };
    await this.ledger.send({ type: 'HoldDeposit', ...money }, actor, commandId);
    const deposit = { lotId, amount, at: this.clock.now(), commandId };
    // The lot already holding a deposit of this buyer's (another command's) gives this one back.
    const lot = await recordBidDeposit(this.lots, deposit, actor, () =>
      this.release(money, actor, commandId),
    );
    if (lot.kind === 'already-paid') return lot;
    return { ...lot, kind: 'paid', reference: `wallet-${commandId}`, sandbox: false };
  }

  private release(
    money: { buyerId: string; lotId: string; amount: number; note: string },
    actor: Actor,
    commandId: string,
  ) {
    const note = `Released - ${money.note}`.slice(0, 300);
    // The close may have given it back first (the lot closed while this payment ran).
    return unlessReleased(() =>
      this.ledger.send({ type: 'ReleaseDeposit', ...money, note }, actor, `${commandId}:release`),
    );
  }
}
