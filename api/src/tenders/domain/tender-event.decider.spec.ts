import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import {
  decideTenderEvent,
  evolveTenderEvent,
  initialTenderEvent,
  sharesNeeded,
  type TenderEventCommand,
  type TenderEventState,
} from './tender-event.decider.js';

const at = '2026-03-02T10:00:00.000Z';
const admin = { id: 'u-admin', role: 'admin' as const };
const holder = (id: string) => ({ id, role: 'buyer' as const });
const sha = (c: string) => c.repeat(64);
const sealedTo = (h: string) => ({ sealedShare: `c2VhbGVk${h}`, holderKey: `a2V5${h}` });
const setUp = (
  over: Partial<Extract<TenderEventCommand, { type: 'SetUpTenderKey' }>> = {},
): TenderEventCommand => ({
  type: 'SetUpTenderKey',
  actor: admin,
  at,
  auctionId: 'a-1',
  publicKey: 'cHVibGlj',
  holders: ['h1', 'h2', 'h3'],
  threshold: 2,
  lotIds: ['l-1', 'l-2'],
  commitments: { h1: sha('1'), h2: sha('2'), h3: sha('3') },
  sealed: { h1: sealedTo('h1'), h2: sealedTo('h2'), h3: sealedTo('h3') },
  ...over,
});
const present = (who: string, share: string, openLots = 0): TenderEventCommand => ({
  type: 'PresentShare',
  actor: holder(who),
  at,
  share,
  shareSha256: sha(share),
  openLots,
});
const play = (s: TenderEventState, ...cs: TenderEventCommand[]) =>
  cs.reduce((st, c) => decideTenderEvent(c, st).reduce(evolveTenderEvent, st), s);
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainRejection ? e.code : String(e);
  }
  return undefined;
};

describe('Encrypted tender event (TE1-TE3)', () => {
  it('keeps the public key and one commitment per holder, no private key (TE1)', () => {
    const events = decideTenderEvent(setUp(), initialTenderEvent());
    expect(events.map((e) => e.type)).toEqual([
      'TenderKeyPublished',
      'TenderShareCommitted',
      'TenderShareCommitted',
      'TenderShareCommitted',
    ]);
    expect(JSON.stringify(events)).not.toMatch(/privateKey|"share"/);
  });

  it('keeps each share only sealed to its holder, and refuses a holder without a key (TE1)', () => {
    const s = play(initialTenderEvent(), setUp());
    expect(s.sealedShares.h2).toEqual(sealedTo('h2'));
    const missing = setUp({ sealed: { h1: sealedTo('h1'), h2: sealedTo('h2') } });
    expect(codeOf(() => decideTenderEvent(missing, initialTenderEvent()))).toBe(
      'tender.holders-without-key',
    );
  });

  it.each([
    [{ holders: ['h1', 'h1'] }],
    [{ holders: ['h1'] }],
    [{ threshold: 4 }],
    [{ threshold: 1 }],
  ])('refuses holders or a threshold out of bounds %j (TE1)', (over) => {
    expect(codeOf(() => decideTenderEvent(setUp(over), initialTenderEvent()))).toBe(
      'tender.invalid-holders',
    );
  });

  it('is set up once (TE1)', () => {
    expect(codeOf(() => play(initialTenderEvent(), setUp(), setUp()))).toBe(
      'tender.already-set-up',
    );
  });

  it('takes a share only from a holder, after the close, and only their committed one (TE2)', () => {
    const event = play(initialTenderEvent(), setUp());
    expect(codeOf(() => play(event, present('stranger', '1')))).toBe('tender.not-a-holder');
    expect(codeOf(() => play(event, present('h1', '1', 2)))).toBe('tender.not-closed');
    expect(codeOf(() => play(event, present('h1', '9')))).toBe('tender.wrong-share');
    expect(codeOf(() => play(event, present('h1', '2')))).toBe('tender.wrong-share');
  });

  it('opens nothing with fewer shares than the threshold, and once at it (TE3)', () => {
    const one = play(initialTenderEvent(), setUp(), present('h1', '1'));
    expect(sharesNeeded(one)).toBe(1);
    const opening: TenderEventCommand = {
      type: 'RecordOpening',
      actor: admin,
      at,
      opening: { privateKey: 'a2V5', tenders: [], caps: {}, award: [] },
    };
    expect(codeOf(() => play(one, opening))).toBe('tender.not-opened');
    const two = play(one, present('h1', '1'), present('h3', '3'));
    expect(sharesNeeded(two)).toBe(0);
    const opened = play(two, opening);
    expect(opened.opening).toMatchObject({ auctionId: 'a-1', lotOrder: ['l-1', 'l-2'] });
    expect(decideTenderEvent(opening, opened)).toEqual([]);
  });
});
