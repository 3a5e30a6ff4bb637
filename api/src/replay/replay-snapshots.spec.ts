import { describe, expect, it } from 'vitest';
import { aLot, aSettings, bid, create, minute, open } from '../lots/domain/lot.test-builders.js';
import { frameOf } from './replay-fold/replay-frame.view.js';
import { foldReplay, initialReplay, type ReplayState } from './replay-fold/replay.fold.js';
import type { ReplayEvent } from './replay-fold/replay.ports.js';
import { liveReplayPorts as ports } from './live-replay.ports.js';
import { ReplaySnapshots, SNAPSHOT_EVERY } from './replay-snapshots.js';
import { recordCommands } from './replay-fold/replay.test-log.js';

const bids = Array.from({ length: SNAPSHOT_EVERY * 2 }, (_, i) =>
  bid(`u${i % 7}`, 500_00 + (i + 1) * 10_00, minute(1 + i)),
);
const log = recordCommands([create(aLot(), aSettings()), open(aSettings()), ...bids]);
const req = { lotIds: ['l1'], name: (id: string) => id, bidderId: 'u3' };
const fold = (events: readonly ReplayEvent[]) => (from: ReplayState, upTo: number) =>
  foldReplay(events, upTo, ports, from);

describe('Replay snapshots', () => {
  it('give at every instant the frame a fold from zero gives, scrubbing back and forth', () => {
    const snapshots = new ReplaySnapshots();
    const last = log.events.length - 1;
    for (const step of [last, 3, SNAPSHOT_EVERY + 7, SNAPSHOT_EVERY - 1, last - 1, 0]) {
      const kept = snapshots.stateAt('lot', log.events, step, initialReplay(), fold(log.events));
      expect(frameOf(kept, req, ports)).toEqual(
        frameOf(foldReplay(log.events, step, ports), req, ports),
      );
    }
  });

  it('drop what follows an event the log no longer has at that step (a lot found late)', () => {
    const snapshots = new ReplaySnapshots();
    const last = log.events.length - 1;
    snapshots.stateAt('scope', log.events, last, initialReplay(), fold(log.events));
    // Another log under the same key: its first events differ, so no snapshot of the first applies.
    const higher = bids.map((c) => ({ ...c, amount: (c as { amount: number }).amount + 5_00 }));
    const other = recordCommands([
      create(aLot(), aSettings()),
      open(aSettings()),
      ...higher,
    ]).events.map((e) => ({ ...e, id: `other-${e.id}` }));
    const kept = snapshots.stateAt('scope', other, last, initialReplay(), fold(other));
    const fresh = frameOf(foldReplay(other, last, ports), req, ports);
    expect(fresh).not.toEqual(frameOf(foldReplay(log.events, last, ports), req, ports));
    expect(frameOf(kept, req, ports)).toEqual(fresh);
  });
});
