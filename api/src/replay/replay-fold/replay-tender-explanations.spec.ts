import { describe, expect, it } from 'vitest';
import { addSeconds } from '../../shared/domain/instant.rules.js';
import type { LotCommand } from '../../lots/domain/index.js';
import {
  admin,
  aSettings,
  buyer,
  close,
  END,
  minute,
} from '../../lots/domain/lot.test-builders.js';
import { explained, party } from './replay.explained.js';

// Issue 30: an encrypted tender event's opening, tender by tender.
describe('Replay explanations of an encrypted tender event', () => {
  it("explains each opened tender, and the one skipped for its buyer's cap (tender-cap-reached)", () => {
    const key = { auctionId: 'a-1', holders: 3, threshold: 2, actor: admin, at: minute(0) };
    const tender = (user: string): LotCommand => ({
      type: 'SubmitTender',
      actor: buyer(user),
      at: minute(1),
      bidId: `t-${user}`,
      ciphertext: user,
      ciphertextSha256: user.repeat(64),
      partyId: user,
    });
    const x = explained(
      [
        { type: 'ApplyTenderKey', ...key },
        tender('A'),
        tender('B'),
        close(),
        {
          type: 'OpenTenders',
          actor: admin,
          at: addSeconds(END, 60),
          amounts: { 't-A': 1_800_00, 't-B': 1_600_00 },
          winnerId: 'B',
          capReached: ['A'],
        },
      ],
      { auctiontype: 'sealed', sprice: 1_000_00 },
    );
    expect(x.all.filter((e) => e.rule.startsWith('tender-'))).toMatchObject([
      { rule: 'tender-cap-reached', challenger: party('A'), challengerMaximum: 1_800 },
      { rule: 'tender-opened', challenger: party('B'), challengerMaximum: 1_600 },
    ]);
  });

  it("explains a plain sealed lot's offer passed over at the close for its buyer's cap (CAP-6)", () => {
    const offer = (user: string, amount: number, at: string): LotCommand => ({
      type: 'PlaceBid',
      actor: buyer(user),
      at,
      bidId: `o-${user}`,
      amount,
    });
    const x = explained(
      [
        offer('A', 1_800_00, minute(1)),
        offer('B', 1_600_00, minute(2)),
        {
          type: 'CloseLot',
          actor: admin,
          at: END,
          settings: aSettings({ sealedAutoAward: true }),
          spendingCaps: { A: { cap: 2_000_00, elsewhere: 1_000_00 } },
        },
      ],
      { auctiontype: 'sealed', sprice: 1_000_00 },
    );
    expect(x.all.filter((e) => e.rule === 'tender-cap-reached')).toMatchObject([
      { challenger: party('A'), challengerMaximum: 1_800 },
    ]);
    expect(x.all.find((e) => e.rule === 'sealed-award')).toMatchObject({ leader: party('B') });
  });
});
