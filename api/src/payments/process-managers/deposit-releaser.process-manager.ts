import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { LogFollower } from '../../shared/event-sourcing/log-follower.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import {
  DepositReleasePlanner,
  type DueRelease,
  keyOf,
} from '../domain/deposit-release.planner.js';
import { ReleaseDepositHandler } from '../release-deposits/release-deposit.handler.js';

/**
 * Gives back every deposit a closed lot holds except the winner's (sold or unsold, however it
 * closed). A close whose releases are not in the log yet (a crash) is finished at the next start;
 * deposits already given back are settled by their ledger entries and never tried again. Every
 * process may run it: the handler is keyed by (lot, buyer), so a deposit is given back at most
 * once, and a failed release is retried until it is done, so none is kept forever.
 */
@Injectable()
export class LotClosedDepositReleaser extends LogFollower {
  protected readonly logger = new Logger('Deposits');
  private readonly planner = new DepositReleasePlanner();
  private readonly pending = new Map<string, DueRelease>();

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly handler: ReleaseDepositHandler,
  ) {
    super(store, { retryMs: 5_000 });
  }

  protected fold(e: RecordedEvent): boolean {
    const { due, settled } = this.planner.fold(e);
    for (const d of due) this.pending.set(keyOf(d.lotId, d.buyerId), d);
    for (const key of settled) this.pending.delete(key);
    return due.length > 0;
  }

  protected hasWork(): boolean {
    return this.pending.size > 0;
  }

  protected async work(): Promise<boolean> {
    let ok = true;
    for (const [key, due] of [...this.pending]) {
      try {
        await this.handler.release(due);
        if (this.pending.get(key) === due) this.pending.delete(key);
      } catch (err) {
        ok = false;
        this.logger.warn(`deposit ${key} release deferred: ${(err as Error).message}`);
      }
    }
    return ok;
  }
}
