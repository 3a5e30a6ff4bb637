import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardTenders, rankTenders, type Parcel } from './award-tenders.js';

const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 10, 0, s)).toISOString();
const buyers = ['u-a', 'u-b', 'u-c'];

const parcels: fc.Arbitrary<Parcel[]> = fc
  .array(
    fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom(...buyers),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
        second: fc.integer({ min: 0, max: 59 }),
      }),
      { selector: (t) => t.userId, maxLength: 3 },
    ),
    { maxLength: 6 },
  )
  .map((lots) =>
    lots.map((tenders, i) => ({
      lotId: `l-${i}`,
      tenders: tenders.map((t, j) => ({
        userId: t.userId,
        bidId: `b-${i}-${j}`,
        amount: t.amount,
        at: at(t.second),
      })),
    })),
  );

const caps = fc.dictionary(fc.constantFrom(...buyers), fc.integer({ min: 0, max: 2_000_000 }));

describe('awardTenders: every parcel of a tender event, in lot order', () => {
  it('gives a parcel to its highest tender, the earliest on a tie', () => {
    const [award] = awardTenders([
      {
        lotId: 'l-1',
        tenders: [
          { userId: 'u-a', bidId: 'b1', amount: 500, at: at(2) },
          { userId: 'u-b', bidId: 'b2', amount: 500, at: at(1) },
          { userId: 'u-c', bidId: 'b3', amount: 400, at: at(0) },
        ],
      },
    ]);
    expect(award).toEqual({
      lotId: 'l-1',
      winner: { userId: 'u-b', bidId: 'b2', amount: 500 },
      skipped: [],
    });
  });

  it('passes over a buyer whose cap is reached, saying so, and gives the parcel to the next', () => {
    const t = (lotId: string, a: number, b: number): Parcel => ({
      lotId,
      tenders: [
        { userId: 'u-a', bidId: `${lotId}-a`, amount: a, at: at(0) },
        { userId: 'u-b', bidId: `${lotId}-b`, amount: b, at: at(0) },
      ],
    });
    const award = awardTenders([t('l-1', 600, 500), t('l-2', 600, 500), t('l-3', 600, 500)], {
      'u-a': 1_200,
    });
    expect(award.map((p) => p.winner?.userId)).toEqual(['u-a', 'u-a', 'u-b']);
    expect(award[2]?.skipped).toEqual([
      { userId: 'u-a', bidId: 'l-3-a', amount: 600, reason: 'cap reached' },
    ]);
  });

  it('leaves a parcel without a winner when every tender is over its buyer cap', () => {
    const [award] = awardTenders(
      [{ lotId: 'l-1', tenders: [{ userId: 'u-a', bidId: 'b1', amount: 500, at: at(0) }] }],
      { 'u-a': 499 },
    );
    expect(award?.winner).toBeNull();
    expect(award?.skipped).toHaveLength(1);
  });

  it("counts two representatives' tenders against their company's one cap", () => {
    const rep = (userId: string, lotId: string, amount: number) => ({
      userId,
      partyId: 'company-1',
      bidId: `${lotId}-${userId}`,
      amount,
      at: at(0),
    });
    const parcel = (lotId: string, a: number, b: number) => ({
      lotId,
      tenders: [
        rep('u-a', lotId, a),
        rep('u-c', lotId, b),
        { userId: 'u-b', bidId: `${lotId}-b`, amount: 100, at: at(0) },
      ],
    });
    const award = awardTenders(
      [parcel('l-1', 600, 1), parcel('l-2', 1, 600), parcel('l-3', 600, 1)],
      { 'company-1': 1_200 },
    );
    expect(award.map((p) => p.winner?.userId)).toEqual(['u-a', 'u-c', 'u-b']);
    expect(award[2]?.skipped.map((s) => s.userId)).toEqual(['u-a']);
  });

  it('property: no buyer ever wins more than their cap', () => {
    fc.assert(
      fc.property(parcels, caps, (ps, cs) => {
        const won: Record<string, number> = {};
        for (const a of awardTenders(ps, cs))
          if (a.winner) won[a.winner.userId] = (won[a.winner.userId] ?? 0) + a.winner.amount;
        return Object.entries(cs).every(([buyer, cap]) => (won[buyer] ?? 0) <= cap);
      }),
    );
  });

  it('property: without caps the award is the highest tender of each parcel', () => {
    fc.assert(
      fc.property(parcels, (ps) => {
        const award = awardTenders(ps);
        ps.forEach((p, i) => {
          const best = rankTenders(p.tenders)[0];
          expect(award[i]?.winner?.bidId).toBe(best?.bidId);
          expect(award[i]?.skipped).toEqual([]);
        });
      }),
    );
  });

  it('property: a skipped buyer is always over their cap with that tender', () => {
    fc.assert(
      fc.property(parcels, caps, (ps, cs) => {
        const won: Record<string, number> = {};
        for (const a of awardTenders(ps, cs)) {
          for (const s of a.skipped)
            expect((won[s.userId] ?? 0) + s.amount).toBeGreaterThan(cs[s.userId] ?? Infinity);
          if (a.winner) won[a.winner.userId] = (won[a.winner.userId] ?? 0) + a.winner.amount;
        }
      }),
    );
  });
});
