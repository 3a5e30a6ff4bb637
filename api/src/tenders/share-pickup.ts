import { Injectable } from '@nestjs/common';

/**
 * The shares of a freshly set-up tender event, each waiting for its holder to collect it once.
 * Kept in this process's memory only (never in the event store, a read model or a log line) and
 * forgotten as it is handed over: a share not collected before the api restarts is lost, and the
 * event then opens only if the remaining holders still reach the threshold.
 */
@Injectable()
export class SharePickup {
  private readonly waiting = new Map<string, Map<string, string>>();

  leave(auctionId: string, shares: ReadonlyMap<string, string>): void {
    this.waiting.set(auctionId, new Map(shares));
  }

  /** The holder's share, removed as it is read; undefined once collected (or lost). */
  take(auctionId: string, holderId: string): string | undefined {
    const shares = this.waiting.get(auctionId);
    const share = shares?.get(holderId);
    shares?.delete(holderId);
    if (shares?.size === 0) this.waiting.delete(auctionId);
    return share;
  }

  waitingFor(auctionId: string): number {
    return this.waiting.get(auctionId)?.size ?? 0;
  }
}
