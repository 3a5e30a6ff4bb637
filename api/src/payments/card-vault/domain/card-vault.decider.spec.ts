import type { CardVaultEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../../test/deciders/rejection-code.js';
import {
  type AddCard,
  type CardVaultCommand,
  cardVaultDecider as decider,
  type CardVaultState,
  MAX_SAVED_CARDS,
} from './card-vault.decider.js';

const at = '2026-03-02T10:00:00.000Z';
const visa: AddCard = {
  type: 'AddCard',
  userId: 'buyer-1',
  cardId: 'card-visa',
  token: 'tok_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holder: 'Ana Buyer',
  makeDefault: false,
  at,
};
const amex: AddCard = {
  ...visa,
  cardId: 'card-amex',
  token: 'tok_amex',
  brand: 'amex',
  last4: '0005',
};

const given = (...commands: CardVaultCommand[]): CardVaultState =>
  commands.reduce((s, c) => decider.decide(c, s).reduce(decider.evolve, s), decider.initialState());
const when = (s: CardVaultState, c: CardVaultCommand): CardVaultEvent[] => decider.decide(c, s);

describe('The card vault', () => {
  describe('when a card is saved', () => {
    it('keeps its token, brand, expiry, holder and last four digits, and nothing else (V1)', () => {
      const [added] = when(given(), visa);
      expect(added).toEqual({
        type: 'SavedCardAdded',
        data: {
          userId: 'buyer-1',
          cardId: 'card-visa',
          token: 'tok_visa',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          holder: 'Ana Buyer',
          at,
        },
      });
    });

    it.each([
      ['token', { token: '4242 4242 4242 4242' }],
      ['holder', { holder: 'Ana 4000-0566-5566-5556' }],
      ['brand', { brand: '378282246310005' }],
    ])('refuses a card number put in the %s, keeping nothing (V2)', (_field, change) => {
      expect(rejectionCode(() => when(given(), { ...visa, ...change }))).toBe(
        'card.number-refused',
      );
    });

    it('refuses a card past its expiry month (V3)', () => {
      expect(rejectionCode(() => when(given(), { ...visa, expMonth: 2, expYear: 2026 }))).toBe(
        'card.expired',
      );
      expect(when(given(), { ...visa, expMonth: 3, expYear: 2026 })).not.toEqual([]);
    });

    it('saves the same token once (V4)', () => {
      expect(when(given(visa), visa)).toEqual([]);
    });

    it(`refuses a card beyond ${MAX_SAVED_CARDS}`, () => {
      const many = Array.from({ length: MAX_SAVED_CARDS }, (_, i) => ({
        ...visa,
        cardId: `card-${i}`,
        token: `tok_${i}`,
      }));
      expect(rejectionCode(() => when(given(...many), amex))).toBe('card.too-many');
    });

    it('makes the first card the default, another only when asked (V5)', () => {
      expect(given(visa).defaultCardId).toBe('card-visa');
      expect(given(visa, amex).defaultCardId).toBe('card-visa');
      expect(given(visa, { ...amex, makeDefault: true }).defaultCardId).toBe('card-amex');
    });
  });

  describe('given two saved cards, the visa the default', () => {
    const two = given(visa, amex);

    it('makes another the default, once', () => {
      const choose = {
        type: 'ChooseDefaultCard',
        userId: 'buyer-1',
        cardId: 'card-amex',
        at,
      } as const;
      expect(when(two, choose)).toHaveLength(1);
      expect(when(given(visa, amex, choose), choose)).toEqual([]);
    });

    it('renews the expiry, and refuses an expiry already past', () => {
      const renew = {
        type: 'UpdateCard',
        userId: 'buyer-1',
        cardId: 'card-visa',
        expYear: 2032,
        at,
      } as const;
      expect(given(visa, amex, renew).cards[0]).toMatchObject({ expMonth: 12, expYear: 2032 });
      expect(rejectionCode(() => when(two, { ...renew, expYear: 2020 }))).toBe('card.expired');
    });

    it('makes the oldest card left the default when the default is deleted (V5)', () => {
      const remove = { type: 'DeleteCard', userId: 'buyer-1', cardId: 'card-visa', at } as const;
      const after = given(visa, amex, remove);
      expect(after.cards.map((c) => c.cardId)).toEqual(['card-amex']);
      expect(after.defaultCardId).toBe('card-amex');
      expect(when(after, remove)).toEqual([]);
    });

    it("refuses to change a card that is not the user's", () => {
      const other = { type: 'ChooseDefaultCard', userId: 'buyer-1', cardId: 'card-x', at } as const;
      expect(rejectionCode(() => when(two, other))).toBe('card.not-found');
    });
  });
});
