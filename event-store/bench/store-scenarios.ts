import type { EventStore } from '../src/port.js';
import { CommandBus } from '../src/decider/command-bus.js';
import { AT, bestOf, benchDecider, type Rate, storm, timed } from './bench-kit.js';
import type { Sizes } from './sqlite-bench.js';

type Add = (scenario: string, r: Rate, note?: string) => void;

/**
 * The scenarios every adapter runs the same way: a hot stream and many streams through the
 * decider helper (group commit), then a full replay after filling the log to `replayFill`.
 */
export async function storeScenarios(
  store: EventStore,
  z: Sizes,
  add: Add,
  fillChunk: number,
  replayPage: number,
) {
  const bus = new CommandBus({ store, decider: benchDecider, schemaVersion: () => 1 });
  const bid = (stream: string, i: number, commandId: string) =>
    bus.handle({ stream, command: { amount: i + 1, bidder: `u${i % 50}` }, commandId, at: AT });
  add(
    'hot stream, 50 writers, CommandBus',
    await bestOf(z.runs, (r) => storm(z.hot, 50, (i) => bid('lot-hot', i, `h-${r}-${i}`))),
  );
  add(
    `${z.streams} streams, 50 writers, CommandBus`,
    await storm(z.wide, 50, (i) => bid(`lot-${i % z.streams}`, i, `w-${i}`)),
  );
  const fill = z.replayFill - z.hot * z.runs - z.wide;
  for (let done = 0; done < fill; done += fillChunk) {
    await store.append(
      `fill-${done}`,
      Array.from({ length: fillChunk }, (_, k) => ({
        id: crypto.randomUUID(),
        type: 'BidPlaced',
        schemaVersion: 1,
        data: { amount: 100 + k, bidder: `user-${k % 97}` },
        metadata: { correlationId: 'f', causationId: 'f', at: AT },
      })),
      'no_stream',
    );
  }
  add(
    `replay readAll (pages of ${replayPage.toLocaleString('en')})`,
    await bestOf(z.runs, () =>
      timed(async () => {
        let n = 0;
        let from = '';
        for (
          let page = await store.readAll(from, replayPage);
          page.length;
          page = await store.readAll(from, replayPage)
        ) {
          n += page.length;
          from = page.at(-1)?.position ?? from;
        }
        return n;
      }),
    ),
  );
  return fill;
}
