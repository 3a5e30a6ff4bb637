// Child process of sqlite-crash.int.spec.ts: an append storm that prints every acknowledged event id.
import type { DomainEvent } from '@facet/event-schemas';
import { CommandBus } from '../decider/command-bus.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: sqlite-crash-storm.fixture.ts <file>');
const store = openSqliteEventStore({ file });
// Each command records two events, so a torn multi-event append would leave an odd count.
const bus = new CommandBus<number, number, DomainEvent>({
  store,
  decider: {
    initialState: () => 0,
    evolve: (s) => s + 1,
    decide: (n) => [
      { type: 'BidPlaced', data: { n } },
      { type: 'LotPriceChanged', data: { n } },
    ],
  },
  schemaVersion: () => 1,
});

let n = 0;
async function writer(w: number): Promise<void> {
  for (;;) {
    n += 1;
    const stream = `lot-${(w + n) % 8}`;
    const { events } = await bus.handle({
      stream,
      command: n,
      commandId: `c-${w}-${n}`,
      at: new Date().toISOString(),
    });
    process.stdout.write(`${events.map((e) => e.id).join(' ')}\n`);
  }
}
for (let w = 0; w < 50; w += 1) void writer(w);
