import { describe, expect, it } from 'vitest';
import {
  aLot,
  aSettings,
  beforeEnd,
  bid,
  close,
  create,
  open,
} from '../../lots/domain/lot.test-builders.js';
import { frameOf } from './replay-frame.view.js';
import { foldReplay } from './replay.fold.js';
import { liveReplayPorts as ports } from '../live-replay.ports.js';
import { recordCommands } from './replay.test-log.js';

const bidderAt = (commands: Parameters<typeof recordCommands>[0], who: string, step?: number) => {
  const log = recordCommands(commands);
  const state = foldReplay(log.events, step ?? log.events.length - 1, ports);
  return frameOf(state, { lotIds: ['l1'], name: (id) => id, bidderId: who }, ports).lots[0]!
    .bidder!;
};

const lot = [create(aLot({ rprice: 700_00 }), aSettings()), open(aSettings())];

describe('What one bidder saw, rebuilt', () => {
  it('gives A the answer to her bid and her own push, at the reserve she reached', () => {
    const a = bidderAt([...lot, bid('A', 800_00)], 'A');
    expect(a).toMatchObject({ label: 'Winning', maximum: 800 });
    expect(a.messages).toEqual([
      expect.objectContaining({ kind: 'push', name: 'bidAddtime', label: 'Winning', amount: 700 }),
      expect.objectContaining({
        kind: 'answer',
        name: 'Bid placed successfully',
        label: 'Winning',
        amount: 700,
      }),
    ]);
  });

  it('tells A at once that B outbid her (the push the notifier sends the previous leader)', () => {
    const a = bidderAt([...lot, bid('A', 800_00), bid('B', 900_00)], 'A');
    expect(a.label).toBe('Outbid');
    expect(a.messages.at(-1)).toMatchObject({ kind: 'push', label: 'Outbid', amount: 810 });
  });

  it('shows the winner Won and the loser Lost in the close push', () => {
    const commands = [...lot, bid('A', 800_00), bid('B', 900_00), close()];
    expect(bidderAt(commands, 'B').messages.at(-1)).toMatchObject({
      name: 'realclosedupdates',
      label: 'Won',
    });
    expect(bidderAt(commands, 'A').messages.at(-1)).toMatchObject({
      name: 'realclosedupdates',
      label: 'Lost',
    });
  });

  it('answers a bid that extended the close once the extension is in (the answer carries it)', () => {
    const b = bidderAt([...lot, bid('A', 800_00, beforeEnd(30))], 'A');
    const answer = b.messages.find((m) => m.kind === 'answer');
    expect(answer?.step).toBe(3);
    // Mid-command (the bid recorded, its extension not yet), no answer has gone out.
    const mid = bidderAt([...lot, bid('A', 800_00, beforeEnd(30))], 'A', 2);
    expect(mid.messages.filter((m) => m.kind === 'answer')).toEqual([]);
  });
});
