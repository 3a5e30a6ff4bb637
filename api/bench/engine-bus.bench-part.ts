// Decider + command bus + durable SQLite store, no HTTP. Imports the built api (dist) so Nest's
// decorator metadata is not needed: the buses are constructed by hand.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMarketplaceRegistry } from '@facet/event-schemas';
import { openSqliteEventStore } from '@facet/event-store';
import { rawAppends } from './raw-appends.bench-part.js';
// built output (benches are run by tsx, never type-checked)
import { CommandBuses } from '../dist/shared/event-sourcing/command-buses.js';
// built output (benches are run by tsx, never type-checked)
import { LotCommandBus } from '../dist/lots/lot-bus/lot-command-bus.js';
// built output (benches are run by tsx, never type-checked)
import { defaultLotSettings, systemActor } from '../dist/shared/domain/index.js';
// built output (benches are run by tsx, never type-checked)
import { aLot } from '../dist/lots/domain/lot.test-builders.js';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  [k: string]: unknown;
}

const seller = { id: 'seller-1', role: 'seller' as const };
const bidder = (i: number) => ({ id: `bidder-${i}`, role: 'buyer' as const });
const INC = 10_00;

function details(i: number, start: number, end: number) {
  return aLot({
    title: `${(1 + (i % 900) / 100).toFixed(2)} ct rough, Sawable, 1 stone`,
    auction_lot: String(i),
    desc_proc: '',
    weight: 100 + (i % 900),
    total_stones: 1,
    average_size: null,
    sprice: 100_00,
    date_added: new Date(start).toISOString(),
    date_closed: new Date(end).toISOString(),
  });
}

async function createOpenLots(lots: any, n: number, now: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `bench-${i}`);
  const settings = { ...defaultLotSettings, increments: [], defaultIncrement: INC };
  const at = new Date(now - 1_000);
  for (let i = 0; i < n; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await Promise.all(
      chunk.map((id, k) =>
        lots.send(
          id,
          {
            type: 'CreateLot',
            lotId: id,
            details: details(i + k, now - 1_000, now + 10 * 86_400_000),
            settings,
          },
          seller,
          at,
        ),
      ),
    );
    await Promise.all(
      chunk.map((id) => lots.send(id, { type: 'OpenLot', settings }, systemActor, at)),
    );
  }
  return ids;
}

/** Keeps `window` commands in flight; returns elapsed ms and the accepted / rejected counts. */
async function drive(total: number, window: number, make: (k: number) => Promise<unknown>) {
  let next = 0,
    accepted = 0,
    rejected = 0,
    errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const k = next++;
      try {
        await make(k);
        accepted++;
      } catch (err) {
        if ((err as { code?: string }).code?.includes('.')) rejected++;
        else errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: window }, worker));
  return { ms: performance.now() - started, accepted, rejected, errors };
}

/** The floor under every durable acknowledgement: one 4 KiB write + fdatasync, in a loop. */
function fsyncFloor(dir: string, n: number): { p50: number; p99: number; max: number } {
  const fd = openSync(join(dir, 'fsync-probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    writeSync(fd, page, 0, page.length, (i % 16) * 4096);
    fdatasyncSync(fd);
    ms.push(performance.now() - t0);
  }
  closeSync(fd);
  ms.sort((a, b) => a - b);
  const at = (p: number) => +(ms[Math.min(n - 1, Math.floor(p * n))] as number).toFixed(2);
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

export async function runBusBench(quick: boolean): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'facet-engine-bench-'));
  const figures: Figure[] = [];
  try {
    const floor = fsyncFloor(dir, quick ? 300 : 1_000);
    figures.push({
      name: 'disk floor: write + fdatasync p50 / p99',
      value: floor.p50,
      unit: `ms (p99 ${floor.p99} ms, max ${floor.max} ms)`,
      ...floor,
    });
    const raw = rawAppends(dir, quick ? 300 : 2_000);
    figures.push({
      name: 'raw fsynced SQLite insert, one row per transaction',
      value: Math.round(raw),
      unit: 'rows/s',
    });

    const store = openSqliteEventStore({ file: join(dir, 'engine.sqlite') });
    const clock = { now: () => new Date() };
    const lots = new LotCommandBus(new CommandBuses(store, createMarketplaceRegistry(), clock));
    const now = Date.now();
    const hot = (await createOpenLots(lots, 1, now))[0]!;
    // A leader with a high maximum: every challenger is accepted and at once outbid (P4).
    await lots.send(
      hot,
      { type: 'PlaceBid', bidId: 'lead', amount: 1_000_000_000_00 },
      bidder(0),
      new Date(),
    );
    const hotN = quick ? 5_000 : 30_000;
    const r1 = await drive(hotN, 512, (k) =>
      lots.send(
        hot,
        { type: 'PlaceBid', bidId: `h${k}`, amount: 100_00 + (3 * k + 3) * INC },
        bidder(1 + (k % 50)),
        new Date(),
      ),
    );
    figures.push({
      name: 'accepted bids/s, one hot lot, most outbid (decider + bus + SQLite, durable)',
      value: Math.round(r1.accepted / (r1.ms / 1000)),
      unit: 'bids/s',
      ...r1,
      vsRaw: +(r1.accepted / (r1.ms / 1000) / raw).toFixed(2),
    });

    const offeredN = quick ? 10_000 : 60_000;
    let ceiling = 100_00 + (3 * hotN + 3) * INC;
    const r2 = await drive(offeredN, 512, (k) => {
      // Half valid climbing bids, half below the minimum (rejected without an append).
      const amount = k % 2 === 0 ? (ceiling += 3 * INC) : 100_00;
      return lots.send(
        hot,
        { type: 'PlaceBid', bidId: `o${k}`, amount },
        bidder(1 + (k % 50)),
        new Date(),
      );
    });
    figures.push({
      name: 'offered bids/s, one hot lot, half rejected (no errors expected)',
      value: Math.round((r2.accepted + r2.rejected) / (r2.ms / 1000)),
      unit: 'bids/s',
      ...r2,
    });

    const wideLots = quick ? 2_000 : 10_000;
    const ids = await createOpenLots(lots, wideLots, now);
    const wideN = quick ? 10_000 : 40_000;
    const r3 = await drive(wideN, 1_024, (k) => {
      const id = ids[k % ids.length] as string;
      const round = Math.floor(k / ids.length);
      return lots.send(
        id,
        { type: 'PlaceBid', bidId: `w${k}`, amount: 100_00 + 3 * round * INC },
        bidder(1 + (round % 2)),
        new Date(),
      );
    });
    figures.push({
      name: `accepted bids/s across ${wideLots} lots (decider + bus + SQLite, durable)`,
      value: Math.round(r3.accepted / (r3.ms / 1000)),
      unit: 'bids/s',
      ...r3,
    });
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
