import { Inject, Injectable } from '@nestjs/common';
import type { AddToCartAnswer, BuyNowHeld, CartEntry, EventData } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { RecentHolds } from '../recent-holds.js';

export interface AddToCartRequest {
  entries: readonly CartEntry[];
  commandId: string | undefined;
}

type Held = AddToCartAnswer['items'][number];

/**
 * Why the cart has no stream of its own items: "never oversold" is a rule over one lot's units,
 * and only the lot's stream sees every hold on it in order (one writer, expected revision, the
 * decider checks qty - sold - held). A cart aggregate asking the lot for a hold would be a second
 * writer that can disagree with the lot after a crash between the two appends; a read model over
 * the lot's hold events (the cart projection) cannot. So each entry is one AddToCart on its lot.
 */
@Injectable()
export class AddToCartHandler {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly recent: RecentHolds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(request: AddToCartRequest, actor: Actor): Promise<AddToCartAnswer> {
    const items: Held[] = [];
    try {
      for (const [i, entry] of request.entries.entries()) {
        const holdId = newId();
        const outcome = await this.lots.send(
          entry.lotId,
          { type: 'AddToCart', holdId, qty: entry.qty },
          actor,
          this.clock.now(),
          request.commandId === undefined ? undefined : `${request.commandId}:${i}`,
        );
        const held = outcome.events.find((e) => e.type === 'BuyNowHeld')?.data as
          EventData<typeof BuyNowHeld> | undefined;
        if (held) this.recent.noteHeld(actor.id, entry.lotId);
        if (held)
          items.push({
            cart_id: held.holdId,
            product_id: entry.lotId,
            qty: held.qty,
            expires_at: held.expiresAt,
          });
      }
    } catch (err) {
      // One request, one answer: a refused entry gives back what the earlier entries took.
      await this.release(items, actor);
      throw err;
    }
    return { items };
  }

  private async release(items: readonly Held[], actor: Actor): Promise<void> {
    for (const item of items) {
      await this.lots
        .send(
          item.product_id,
          { type: 'ReleaseHold', holdId: item.cart_id, reason: 'cancelled' },
          actor,
          this.clock.now(),
        )
        // The hold lapses on its own at expires_at if this fails too.
        .catch(() => undefined);
    }
  }
}
