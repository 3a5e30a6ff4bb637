// The closing table of `npm run bench -- engine`: every performance target of quality.md (and
// issue 29's "Done when") with its figure beside its floor, the ratio, the target and met / not
// met. This run's figures where the engine bench measures them; the latest commerce and
// projections JSON under bench/results/ for checkouts and rebuilds (named, with their time);
// targets only the k6 runs measure are listed with where to find them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './engine-bus.bench-part.js';
import { STACK_FLOORS } from './stack-floor.bench-part.js';

export interface QualityRow {
  target: string;
  figure: number | null;
  floor: number | null;
  ratio: number | null;
  wanted: string;
  met: boolean | null;
  source: string;
}

const find = (figures: Figure[], start: string) => figures.find((f) => f.name.startsWith(start));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const round = (v: number | null, digits = 2) => (v === null ? null : +v.toFixed(digits));

/** The newest `<prefix>*.json` under bench/results (by the time in its name), parsed. */
function latest(dir: string, prefix: string): { file: string; json: any } | undefined {
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .at(-1);
  return file ? { file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) } : undefined;
}

/** figure / floor against `at least` (>=) or `at most` (<=) x the floor. */
function vsFloor(
  target: string,
  figure: number | null,
  floor: number | null,
  op: '>=' | '<=',
  times: number,
  source: string,
): QualityRow {
  const ratio = figure !== null && floor ? figure / floor : null;
  return {
    target,
    figure,
    floor,
    ratio: round(ratio),
    wanted: `${op} ${times} x floor`,
    met: ratio === null ? null : op === '>=' ? ratio >= times : ratio <= times,
    source,
  };
}

function absolute(
  target: string,
  figure: number | null,
  least: number,
  source: string,
): QualityRow {
  return {
    target,
    figure,
    floor: null,
    ratio: null,
    wanted: `>= ${least}`,
    met: figure === null ? null : figure >= least,
    source,
  };
}

export function qualityTable(figures: Figure[], resultsDir: string): QualityRow[] {
  const run = 'this run';
  const rows: QualityRow[] = [];
  const raw = num(find(figures, 'raw fsynced SQLite insert')?.value);
  const hot = num(find(figures, 'accepted bids/s, one hot lot')?.value);
  const offered = num(find(figures, 'offered bids/s, one hot lot')?.value);
  const wide = num(find(figures, 'accepted bids/s across')?.value);
  if (hot !== null || raw !== null) {
    rows.push(absolute('hot lot accepted bids/s (decider + bus + SQLite)', hot, 5_000, run));
    rows.push(vsFloor('hot lot accepted bids/s vs raw fsynced inserts', hot, raw, '>=', 1, run));
    rows.push(absolute('hot lot offered bids/s, no errors', offered, 10_000, run));
    rows.push(vsFloor('accepted bids/s across lots vs raw inserts', wide, raw, '>=', 0.9, run));
  }
  const apiMax = find(figures, 'HTTP bid/confirm max rate');
  const floorMax = find(figures, 'Floor: bare node:http + fdatasync group commit, max rate');
  if (apiMax && floorMax) {
    rows.push(
      vsFloor(
        'HTTP bid/confirm max rate (req/s)',
        num(apiMax.value),
        num(floorMax.value),
        '>=',
        0.5,
        run,
      ),
    );
    rows.push(
      vsFloor(
        'CPU ms per accepted HTTP bid',
        num(apiMax.cpuMsPerAcceptedBid),
        num(floorMax.cpuMsPerAcceptedBid),
        '<=',
        2.5,
        run,
      ),
    );
  }
  // Not targets: what the framework and the receipt's signature alone take of the CPU budget.
  for (const stack of STACK_FLOORS) {
    const figure = find(figures, `${stack.name}, max rate`);
    if (figure && floorMax)
      rows.push(
        vsFloor(
          `CPU ms per bid of the stack alone: ${stack.short}`,
          num(figure.cpuMsPerAcceptedBid),
          num(floorMax.cpuMsPerAcceptedBid),
          '<=',
          2.5,
          run,
        ),
      );
  }
  const apiHalf = find(figures, 'HTTP bid/confirm p99 latency at half');
  const floorSame = find(
    figures,
    "Floor: bare node:http + fdatasync group commit, p99 latency at the api's",
  );
  if (apiHalf && floorSame) {
    rows.push(
      vsFloor(
        `p99 ms at the api's half rate (${apiHalf.halfRate} req/s)`,
        num(apiHalf.value),
        num(floorSame.value),
        '<=',
        3,
        run,
      ),
    );
  }
  for (const stack of STACK_FLOORS) {
    const figure = find(figures, `${stack.name}, p99 latency at the api's half rate`);
    if (apiHalf && floorSame && figure)
      rows.push(
        vsFloor(
          `p99 ms at the api's half rate of the stack alone: ${stack.short}`,
          num(figure.value),
          num(floorSame.value),
          '<=',
          3,
          run,
        ),
      );
  }
  const commerce = latest(resultsDir, 'commerce-');
  const checkouts = commerce?.json.figures?.find((f: Figure) => f.name.startsWith('checkouts/s,'));
  const commerceFloor = commerce?.json.figures?.find((f: Figure) =>
    f.name.startsWith('commerce floor'),
  );
  rows.push(
    checkouts && commerceFloor
      ? vsFloor(
          'checkouts/s vs the commerce floor',
          num(checkouts.value),
          num(commerceFloor.value),
          '>=',
          0.5,
          commerce!.file,
        )
      : {
          ...vsFloor(
            'checkouts/s vs the commerce floor',
            null,
            null,
            '>=',
            0.5,
            'no commerce JSON: npm run bench -- commerce',
          ),
        },
  );
  const rebuild = latest(resultsDir, 'projections');
  rows.push(
    vsFloor(
      'rebuild in memory (events/s) vs the hand fold',
      num(rebuild?.json.memoryEventsPerSecond),
      num(rebuild?.json.handFoldFloorEventsPerSecond),
      '>=',
      0.9,
      rebuild
        ? `${rebuild.file} (${rebuild.json.at})`
        : 'no projections JSON: npm run bench -- projections',
    ),
  );
  rows.push(
    absolute(
      'rebuild into Redis, events/s',
      num(rebuild?.json.redisEventsPerSecond),
      50_000,
      rebuild ? `${rebuild.file} (${rebuild.json.at})` : 'no projections JSON',
    ),
  );
  for (const [target, where] of [
    [
      'bid to push, 1,000 sockets: p99 <= 1.2 x socket.io floor',
      'npm run load -- websocket-watchers (k6)',
    ],
    ['bid to push, 10,000 sockets: p99 <= 1.5 x floor', 'npm run load -- websocket-watchers (k6)'],
    ['projection lag p99 <= 50 ms', 'npm run load -- hot-lot-bid-storm (k6)'],
    ['event-loop delay p99 in a storm <= 20 ms', 'npm run load (k6 storms)'],
  ] as const)
    rows.push({
      target,
      figure: null,
      floor: null,
      ratio: null,
      wanted: '(see target)',
      met: null,
      source: `not this bench: ${where}`,
    });
  return rows;
}

export function printQualityTable(rows: QualityRow[]): void {
  const cell = (v: unknown, w: number) => String(v ?? '-').padStart(w);
  console.log('\n== quality.md targets (figure beside its floor)');
  console.log(
    `${'target'.padEnd(66)}${cell('figure', 10)}${cell('floor', 10)}${cell('ratio', 8)}  ${'wanted'.padEnd(16)}${'met'.padEnd(9)}source`,
  );
  for (const r of rows)
    console.log(
      `${r.target.padEnd(66)}${cell(r.figure, 10)}${cell(r.floor, 10)}${cell(r.ratio, 8)}  ${r.wanted.padEnd(16)}${(r.met === null ? '-' : r.met ? 'met' : 'NOT met').padEnd(9)}${r.source}`,
    );
}
