import type { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/domain/actor.js';

export type LotRecord =
  | { kind: 'recorded'; bidDepositId: string; revision: number }
  | { kind: 'already-paid'; revision: number };

/**
 * The lot records the deposit the ledger now holds (keyed by the client's command id). When the
 * lot refuses it (closed), or already holds one of this buyer's paid by another command,
 * `giveBack` returns the money first: no deposit is ever kept for nothing.
 */
export async function recordBidDeposit(
  lots: LotCommandBus,
  deposit: { lotId: string; amount: number; at: Date; commandId: string },
  actor: Actor,
  giveBack: () => Promise<unknown>,
): Promise<LotRecord> {
  const { lotId, amount, at, commandId } = deposit;
  const command = { type: 'RecordBidDeposit', userId: actor.id, amount } as const;
  const outcome = await lots
    .send(lotId, command, actor, at, commandId)
    .catch(async (e: unknown) => {
      await giveBack();
      throw e;
    });
  const recorded = outcome.events[0];
  if (recorded) return { kind: 'recorded', bidDepositId: recorded.id, revision: outcome.revision };
  await giveBack();
  return { kind: 'already-paid', revision: outcome.revision };
}
