import { Inject, Injectable } from '@nestjs/common';
import type { CartDetail } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { CartQuery } from '../cart.query.js';

/** The cart, with the buyer's lapsed holds released at once instead of at the scheduler's tick. */
@Injectable()
export class RefreshCartHandler {
  constructor(
    private readonly cart: CartQuery,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor): Promise<CartDetail> {
    const detail = await this.cart.detail(actor.id);
    for (const item of detail.nonCartItems) {
      await this.lots.send(
        item.product_id,
        { type: 'ReleaseHold', holdId: item.cart_id, reason: 'expired' },
        actor,
        this.clock.now(),
      );
    }
    return { ...detail, nonCartItems: [] };
  }
}
