import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { LedgerOutcome } from './ledger-command-bus.js';

/**
 * Sends a release or refund of a lot's deposit, taking 'not held' as done: two parties may give
 * the same deposit back (the payment's own saga when the lot refused it, and the close), and the
 * ledger lets only the first take the money. Undefined when the other was first.
 */
export async function unlessReleased(
  send: () => Promise<LedgerOutcome>,
): Promise<LedgerOutcome | undefined> {
  try {
    return await send();
  } catch (e) {
    if (e instanceof DomainRejection && e.code === 'deposit.not-held') return undefined;
    throw e;
  }
}
