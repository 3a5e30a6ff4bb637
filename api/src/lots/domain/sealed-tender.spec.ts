import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { LotCommand } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import {
  admin,
  aSettings,
  bid,
  buyer,
  END,
  given,
  minute,
  openLot,
  play,
} from './lot.test-builders.js';

const sha = (c: string) => c.repeat(64).slice(0, 64);
const encrypt: LotCommand = {
  type: 'ApplyTenderKey',
  actor: admin,
  at: minute(0),
  auctionId: 'a-1',
  holders: 3,
  threshold: 2,
};
const tender = (user: string, ciphertext: string, at = minute(1), partyId = user): LotCommand => ({
  type: 'SubmitTender',
  actor: buyer(user),
  at,
  bidId: `t-${user}-${ciphertext}${partyId === user ? '' : `-${partyId}`}`,
  ciphertext,
  ciphertextSha256: sha(ciphertext),
  partyId,
});
const withdraw = (user: string): LotCommand => ({
  type: 'WithdrawTender',
  actor: buyer(user),
  at: minute(3),
});
const closeWith = (autoAward: boolean): LotCommand => ({
  type: 'CloseLot',
  actor: admin,
  at: END,
  settings: aSettings({ sealedAutoAward: autoAward }),
});
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainRejection ? e.code : String(e);
  }
  return undefined;
};

describe('Lot of an encrypted tender event (ET1-ET5)', () => {
  const sealed = () =>
    openLot({ auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 }, { sealedAutoAward: true });

  it('given a lot in an encrypted tender event, when a buyer offers a plain amount, it is refused (ET2)', () => {
    expect(codeOf(() => play(given(sealed(), encrypt), bid('A', 1600_00)))).toBe(
      'tender.ciphertext-required',
    );
  });

  it('given a sealed lot outside one, when a buyer sends a ciphertext, it is refused (ET2)', () => {
    expect(codeOf(() => play(sealed(), tender('A', 'a')))).toBe('tender.not-encrypted');
  });

  it('given a lot with an offer, when the admin encrypts it, it is refused (ET1)', () => {
    expect(codeOf(() => play(given(sealed(), bid('A', 1600_00)), encrypt))).toBe(
      'tender.lots-have-offers',
    );
  });

  it('keeps one tender per buyer: a new ciphertext replaces it, a withdrawal removes it (ET3)', () => {
    const lot = given(
      sealed(),
      encrypt,
      tender('A', 'a'),
      tender('A', 'b', minute(2)),
      tender('B', 'c'),
    );
    expect(lot.tenders['A']?.ciphertext).toBe('b');
    expect(play(lot, tender('A', 'b')).events).toEqual([]);
    const after = given(lot, withdraw('B'));
    expect(Object.keys(after.tenders)).toEqual(['A']);
    expect(codeOf(() => play(after, withdraw('B')))).toBe('tender.not-found');
  });

  it("records a representative's tender as their company's when placed, and an old tender as the buyer's (ET6)", () => {
    const lot = given(sealed(), encrypt, tender('A', 'a', minute(1), 'co-1'));
    expect(lot.tenders['A']?.partyId).toBe('co-1');
    // A placed again for themselves, having left the company: the same ciphertext now is theirs.
    const own = play(lot, tender('A', 'a', minute(2)));
    expect(own.events.map((e) => e.type)).toEqual(['SealedTenderSubmitted']);
    expect(own.state.tenders['A']?.partyId).toBe('A');
    expect(play(own.state, tender('A', 'a', minute(3))).events).toEqual([]);
    const old = { lotId: lot.lotId, bidId: 't-0', userId: 'B', ciphertext: 'b', at: minute(1) };
    const folded = evolve(lot, {
      type: 'SealedTenderSubmitted',
      data: { ...old, ciphertextSha256: sha('b') },
    });
    expect(folded.tenders['B']?.partyId).toBe('B');
  });

  it('given tenders, when the window ends, nothing is awarded and the lot awaits its opening (ET4)', () => {
    const lot = given(sealed(), encrypt, tender('A', 'a'), tender('B', 'b'));
    const { state, events } = play(lot, closeWith(true));
    expect(events.map((e) => e.type)).toEqual(['SealedTenderAwaitingOpening']);
    expect(state.awaitingOpening).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/amount/);
    const award: LotCommand = { type: 'AwardOffer', actor: admin, at: END, userId: 'A' };
    expect(codeOf(() => play(state, award))).toBe('tender.awaiting-opening');
  });

  it('at the opening, every tender becomes an offer and the chosen one is awarded by the sealed rules (ET5)', () => {
    const lot = given(
      sealed(),
      encrypt,
      tender('A', 'a', minute(1)),
      tender('B', 'b', minute(2)),
      closeWith(true),
    );
    const open: LotCommand = {
      type: 'OpenTenders',
      actor: admin,
      at: minute(60 * 24 * 8),
      amounts: { 't-A-a': 1600_00, 't-B-b': 1700_00 },
      winnerId: 'A',
    };
    const { state, events } = play(lot, open);
    expect(events.map((e) => e.type)).toEqual([
      'SealedTenderOpened',
      'SealedTenderOpened',
      'SealedOfferWindowEnded',
      'SealedOfferAwarded',
      'LotSold',
    ]);
    expect(state).toMatchObject({ phase: 'sold', buyerId: 'A', soldAmount: 1600_00 });
  });

  it('with sealed_auto_award off at the opening, the seller is asked to award (ET5)', () => {
    const lot = given(sealed(), encrypt, tender('A', 'a'), closeWith(false));
    const open: LotCommand = {
      type: 'OpenTenders',
      actor: admin,
      at: minute(60 * 24 * 8),
      amounts: { 't-A-a': 1600_00 },
      winnerId: 'A',
      settings: aSettings({ sealedAutoAward: false }),
    };
    const { state, events } = play(lot, open);
    expect(events.map((e) => e.type)).toContain('SealedOfferAwardRequested');
    expect(state.phase).toBe('awaiting_award');
    expect(state.awaitingOpening).toBe(false);
  });
});

describe('Lot of an encrypted tender event, the seller award after the opening (ET5)', () => {
  it('accepts only the tender the event award chose: a buyer passed over for their cap is not awardable', () => {
    const lot = given(
      openLot(
        { auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 },
        { sealedAutoAward: false },
      ),
      encrypt,
      tender('A', 'a'),
      tender('B', 'b'),
      closeWith(false),
      {
        type: 'OpenTenders',
        actor: admin,
        at: minute(60 * 24 * 8),
        amounts: { 't-A-a': 1800_00, 't-B-b': 1600_00 },
        winnerId: 'B',
        settings: aSettings({ sealedAutoAward: false }),
      },
    );
    const award = (userId: string): LotCommand => ({
      type: 'AwardOffer',
      actor: admin,
      at: minute(60 * 24 * 8 + 1),
      userId,
    });
    expect(codeOf(() => play(lot, award('A')))).toBe('tender.not-chosen');
    expect(play(lot, award('B')).state).toMatchObject({
      phase: 'sold',
      buyerId: 'B',
      soldAmount: 1600_00,
    });
  });
});

/** A and B tendered 1,800 and 1,600; the window closed; the event's award chose B. */
const openedForB = (extra: Partial<Extract<LotCommand, { type: 'OpenTenders' }>>) =>
  play(
    given(
      openLot(
        { auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 },
        { sealedAutoAward: true },
      ),
      encrypt,
      tender('A', 'a'),
      tender('B', 'b'),
      closeWith(true),
    ),
    {
      type: 'OpenTenders',
      actor: admin,
      at: minute(60 * 24 * 8),
      amounts: { 't-A-a': 1800_00, 't-B-b': 1600_00 },
      winnerId: 'B',
      ...extra,
    },
  );

describe('Lot of an encrypted tender event with an approval window (ET5, APPR-1)', () => {
  it('makes the tender the capped award chose provisional from the opening, not the highest', () => {
    const opened = openedForB({ approvalWindowMinutes: 60 });
    expect(opened.state).toMatchObject({
      phase: 'awaiting_award',
      provisional: { userId: 'B', bidId: 't-B-b', amount: 1600_00 },
      approvalDeadline: minute(60 * 24 * 8 + 60),
    });
    expect(opened.events.map((e) => e.type)).not.toContain('SealedOfferAwardRequested');
    expect(opened.events.map((e) => e.type)).not.toContain('LotSold');
  });
});

describe('Lot of an encrypted tender event, a buyer passed over for their cap (ET5)', () => {
  it('records which opened tenders the award skipped for a reached cap, and no other', () => {
    const opened = openedForB({ capReached: ['A'] });
    const tenders = opened.events.flatMap((e) =>
      e.type === 'SealedTenderOpened' ? [[e.data.userId, e.data.capReached ?? false]] : [],
    );
    expect(tenders).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });
});
