import { describe, expect, it } from 'vitest';
import { heldQty, type LotCardDoc } from '../lot-card/lot-card.doc.js';
import { lotCardProjection } from '../lot-card/lot-card.projection.js';
import type { ProjectedEvent } from '../runner/projection.js';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { cartProjection, type CartDoc } from './cart.projection.js';

const at = '2030-01-01T00:01:00.000Z';
const expiresAt = '2030-01-01T00:16:00.000Z';
const event = (revision: number, type: string, data: Record<string, unknown>) =>
  recorded(`lot-l1`, revision, type, { lotId: 'l1', at, ...data }) as ProjectedEvent;
const held = (revision: number, holdId: string, userId: string, qty: number) =>
  event(revision, 'BuyNowHeld', { holdId, userId, qty, expiresAt });

const card = (...events: ProjectedEvent[]): LotCardDoc =>
  events.reduce<LotCardDoc>(
    (doc, e) => lotCardProjection.evolve(doc, e, 'l1') ?? doc,
    lotCardProjection.evolve(
      undefined,
      recorded('lot-l1', 0, 'LotCreated', lotCreated('l1', { qty: 5 })) as ProjectedEvent,
      'l1',
    )!,
  );

describe('Buy-now holds on the lot card', () => {
  it('counts the units in carts while they are held', () => {
    expect(heldQty(card(held(1, 'h1', 'a', 2), held(2, 'h2', 'b', 1)))).toBe(3);
  });

  it('gives the units back when a hold is released, whoever released it', () => {
    const c = card(
      held(1, 'h1', 'a', 2),
      held(2, 'h2', 'b', 1),
      event(3, 'BuyNowHoldReleased', { holdId: 'h1', reason: 'expired' }),
    );
    expect(heldQty(c)).toBe(1);
    expect(c.holds).toEqual({ h2: { userId: 'b', qty: 1, expiresAt } });
  });

  it('turns a checked-out hold into sold units', () => {
    const c = card(
      held(1, 'h1', 'a', 2),
      event(2, 'BuyNowCheckedOut', {
        holdId: 'h1',
        userId: 'a',
        qty: 2,
        amount: 100_00,
        total: 200_00,
        common_invoice: 'INV-l1-1',
      }),
    );
    expect({ sold: c.sold, held: heldQty(c) }).toEqual({ sold: 2, held: 0 });
  });
});

describe('Cart', () => {
  const fold = (...events: ProjectedEvent[]) =>
    events.reduce<CartDoc | undefined>(
      (doc, e) => cartProjection.evolve(doc, e, 'a') ?? doc,
      undefined,
    );

  it("lists the lots a buyer held units of, newest first, once each, and only that buyer's", () => {
    const other = recorded('lot-l2', 1, 'BuyNowHeld', {
      lotId: 'l2',
      holdId: 'h3',
      userId: 'a',
      qty: 1,
      expiresAt,
      at,
    }) as ProjectedEvent;
    expect(fold(held(1, 'h1', 'a', 2), other, held(2, 'h2', 'a', 1))?.lotIds).toEqual(['l1', 'l2']);
    expect(cartProjection.route(held(1, 'h1', 'b', 1))).toBe('b');
  });

  it('keeps the shipping address saved on the cart', () => {
    const address = {
      address1: '1 Main St',
      address2: null,
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      country: 'US',
      phone: '+1 555 0100',
    };
    const saved = recorded('cart-a', 0, 'CartAddressSaved', {
      userId: 'a',
      address,
      at,
    }) as ProjectedEvent;
    expect(fold(saved)).toEqual({ id: 'a', lotIds: [], address });
  });
});
