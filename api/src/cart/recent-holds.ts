import { Injectable } from '@nestjs/common';

const USERS = 10_000;
const LOTS_PER_USER = 50;

/**
 * The lots each buyer held units of in this process, newest last: checkout reads the cart read
 * model to know which lots to ask, and a hold made a moment before may not be in it yet (the
 * projection lags). Only a hint of where to look: each lot's stream still decides what is held.
 * Bounded (least recently active buyers dropped first); a buyer dropped here is in the read model
 * by then.
 */
@Injectable()
export class RecentHolds {
  private readonly byUser = new Map<string, string[]>();

  noteHeld(userId: string, lotId: string): void {
    const lots = (this.byUser.get(userId) ?? []).filter((id) => id !== lotId);
    lots.push(lotId);
    this.byUser.delete(userId);
    this.byUser.set(userId, lots.slice(-LOTS_PER_USER));
    if (this.byUser.size > USERS) this.byUser.delete(this.byUser.keys().next().value as string);
  }

  lotsOf(userId: string): readonly string[] {
    return this.byUser.get(userId) ?? [];
  }
}
