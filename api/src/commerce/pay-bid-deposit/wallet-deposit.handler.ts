import { Inject, Injectable } from '@nestjs/common';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { LedgerCommandBus } from '../ledger-bus/ledger-command-bus.js';
import { unlessReleased } from '../ledger-bus/unless-released.js';
import type { PaidBidDeposit, PayBidDepositRequest } from './pay-bid-deposit.handler.js';

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
    let outcome;
    try {
      outcome = await this.lots.send(
        lotId,
        { type: 'RecordBidDeposit', userId: actor.id, amount },
        actor,
        this.clock.now(),
        commandId,
      );
    } catch (e) {
      await this.release(money, actor, commandId);
      throw e;
    }
    const recorded = outcome.events[0];
    if (!recorded) {
      // The lot already held a deposit of this buyer's, paid by another command.
      await this.release(money, actor, commandId);
      return { kind: 'already-paid', revision: outcome.revision };
    }
    return {
      kind: 'paid',
      bidDepositId: recorded.id,
      reference: `wallet-${commandId}`,
      sandbox: false,
      revision: outcome.revision,
    };
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
