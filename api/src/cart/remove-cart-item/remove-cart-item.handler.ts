import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { CartItemRemoved } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import type { Actor } from '../../shared/domain/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CartReader } from '../cart.reader.js';

/** The hold to release: its id, and its lot when the client named it. */
export interface CartItemToRemove {
  holdId: string;
  lotId: string | undefined;
}

/** Taking an item out of the cart releases its hold on the lot, so its units are free again. */
@Injectable()
export class RemoveCartItemHandler {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly reader: CartReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ holdId, lotId }: CartItemToRemove, actor: Actor): Promise<CartItemRemoved> {
    const lot = lotId ?? (await this.lotOf(holdId, actor));
    await this.lots.send(
      lot,
      { type: 'ReleaseHold', holdId, reason: 'cancelled' },
      actor,
      this.clock.now(),
    );
    return { cart_id: holdId, product_id: lot };
  }

  private async lotOf(holdId: string, actor: Actor): Promise<string> {
    const { cards } = await this.reader.read(actor.id);
    const card = cards.find((c) => ownValue(c?.holds, holdId)?.userId === actor.id);
    if (!card) throw notFound('Cart item not found', 'buynow.hold-not-found');
    return card.id;
  }
}
