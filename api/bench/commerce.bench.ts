// npm run bench -- commerce  (or: npx tsx api/bench/commerce.bench.ts [--quick])
// Checkouts/s on one hot buy-now lot, over HTTP against the built server (durable SQLite): each
// buyer loops add-to-cart -> checkout -> shipping address -> pay from the wallet while the others
// race for the same units, until the lot is sold out. Beside it, in the same server with the same buyers and
// concurrency, accepted bids/s on one hot auction lot: the figure a checkout is measured against.
// And the commerce floor, in the same run: the durable appends one checkout makes (counted on a
// lone checkout before the race, from the api's own append metric), done raw (fsynced SQLite
// inserts, one per transaction) as fast as this machine does them; checkouts/s against it.
// Then the run is audited: no unit oversold, every sale invoiced and paid once, the ledger
// balanced. JSON to bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, post, registerBuyer, startBenchServer } from './bench-server.bench-part.js';
import type { Figure } from './engine-bus.bench-part.js';
import { appendsOfOneCheckout, commerceFloor, SHIP_TO } from './commerce-floor.bench-part.js';

const root = new URL('../..', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const BUYERS = 32;
const UNITS = quick ? 600 : 3_000;
const BID_SECONDS = quick ? 5 : 15;
const DAY = 86_400_000;

if (spawnSync('npx', ['tsc', '-b', 'api'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const percentile = (sorted: number[], p: number) =>
  +(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(2);
const ok = (r: any) => r?.status === 'success';
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const { base, stop } = await startBenchServer(root, 'commerce');
const figures: Figure[] = [];
try {
  const admin = (await post(base, 'user/login', BENCH_ADMIN)).data.responseData.token as string;
  const now = Date.now();
  const lot = async (fields: Record<string, unknown>) =>
    (
      await post(
        base,
        'seller/product/projectAction',
        {
          action: 'new',
          total_stones: 1,
          weight: '1.00',
          date_added: new Date(now - 1_000).toISOString(),
          date_closed: new Date(now + DAY).toISOString(),
          ...fields,
        },
        admin,
      )
    ).data.responseData.id as string;
  const hot = await lot({
    title: 'Gold hoops, a hot buy-now lot',
    pricing: 'per_item',
    buynow: 1,
    qty: UNITS,
    sprice: 50,
    bprice: 100,
  });
  const auctionLot = await lot({ title: '2.00 ct rough, hot auction lot', sprice: 100 });
  // A lot of its own for the lone checkout that counts the appends, out of the race's audit.
  const probeLot = await lot({
    title: 'Silver studs, the floor probe',
    pricing: 'per_item',
    buynow: 1,
    qty: 5,
    sprice: 50,
    bprice: 100,
  });

  const buyers: { token: string; id: string }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const r = await registerBuyer(base, `C${i}`, `c${i}@commerce.bench`);
    const { token, user } = r.data.responseData;
    buyers.push({ token, id: user?.id ?? r.data.responseData.id });
    const credited = await post(
      base,
      'admin/credit/addCredit',
      { user_id: buyers[i]?.id, amount: 10_000_000, credit_notes: 'Bench', commandId: `c-${i}` },
      admin,
    );
    if (!ok(credited)) throw new Error(`credit: ${JSON.stringify(credited)}`);
  }
  // The lots open on the scheduler's first tick.
  for (let i = 0; i < 100; i++) {
    const r = await post(
      base,
      'buynow/addToCart',
      { cart: [{ product_id: hot, qty: 1 }] },
      buyers[0]?.token,
    );
    if (ok(r)) {
      await post(
        base,
        'cart/cancelItem',
        { cart_id: r.data.responseData.items[0].cart_id },
        buyers[0]?.token,
      );
      break;
    }
    await new Promise((res) => setTimeout(res, 100));
  }

  // One checkout alone, once the lots are open: how many durable appends it makes, in all.
  const appendsPerCheckout = await appendsOfOneCheckout(base, probeLot, buyers[0]?.token);

  // Checkouts: every buyer races for the same units until none is left.
  let checkouts = 0,
    unitsBought = 0,
    refusedHolds = 0,
    failedSteps = 0;
  const latencies: number[] = [];
  const invoices = new Set<string>();
  const started = performance.now();
  // On Linux the server's CPU profile (BENCH_SERVER_PROF) has this clock: its checkout window.
  const checkoutsStarted = process.hrtime.bigint() / 1000n;
  await Promise.all(
    buyers.map(async (b, w) => {
      for (let k = 0; ; k++) {
        const t0 = performance.now();
        const qty = 1 + ((w + k) % 3);
        const held = await post(
          base,
          'buynow/addToCart',
          { cart: [{ product_id: hot, qty }] },
          b.token,
        );
        if (!ok(held)) {
          refusedHolds++;
          if (held?.data?.code === 'buynow.insufficient-qty' && held.data.params?.available === 0)
            return;
          if (held?.data?.code === 'buynow.not-offered') return;
          continue;
        }
        const cartId = held.data.responseData.items[0].cart_id as string;
        const out = await post(
          base,
          'cart/checkout',
          { commandId: `co-${w}-${k}`, cart_ids: [cartId] },
          b.token,
        );
        if (!ok(out)) {
          failedSteps++;
          continue;
        }
        const invoiceId = out.data.responseData.invoice_id as string;
        const shipped = await post(
          base,
          'cart/saveAddress',
          { ...SHIP_TO, invoice_id: invoiceId },
          b.token,
        );
        if (!ok(shipped)) {
          failedSteps++;
          continue;
        }
        const paid = await post(
          base,
          'credit/payCartWallet',
          { invoice_id: invoiceId, commandId: `pay-${w}-${k}` },
          b.token,
        );
        if (!ok(paid)) {
          failedSteps++;
          continue;
        }
        latencies.push(performance.now() - t0);
        invoices.add(invoiceId);
        checkouts++;
        unitsBought += qty;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const checkoutsEnded = process.hrtime.bigint() / 1000n;
  latencies.sort((a, b) => a - b);
  const card = (await post(base, 'product/search', { filters: { id: hot } }, buyers[0]?.token)).data
    .responseData.records[0];

  // Beside it: bids on one hot auction lot, same buyers, same concurrency, closed loop.
  let bids = 0,
    outbid = 0;
  let price = 100;
  const bidUntil = performance.now() + BID_SECONDS * 1000;
  const bidStart = performance.now();
  await Promise.all(
    buyers.map(async (b) => {
      while (performance.now() < bidUntil) {
        price += 10;
        const r = await post(
          base,
          'bid/confirm',
          { id: auctionLot, wsprice: price, bidding_type: 'hard' },
          b.token,
        );
        if (ok(r)) bids++;
        else outbid++;
      }
    }),
  );
  const bidSeconds = (performance.now() - bidStart) / 1000;

  const tb = (await post(base, 'admin/ledger/trialBalance', {}, admin)).data.responseData;

  const loadAtFloor = load();
  const floor = commerceFloor(appendsPerCheckout, quick);
  const floorPerSecond = floor.checkoutsPerSecond;
  const checkoutsPerSecond = checkouts / seconds;
  const oversold = Number(card?.sold ?? 0) > UNITS || unitsBought > UNITS;
  const audit = {
    units: UNITS,
    sold: Number(card?.sold ?? NaN),
    unitsBoughtAndPaid: unitsBought,
    invoices: invoices.size,
    oversold,
    ledgerBalanced: tb.balanced,
    ledgerEntries: tb.entries,
  };
  figures.push(
    {
      name: `checkouts/s, one hot buy-now lot of ${UNITS}, ${BUYERS} buyers racing (add to cart + checkout + shipping address + pay from wallet, HTTP, durable)`,
      value: Math.round(checkoutsPerSecond),
      unit: 'checkouts/s',
      vsFloor: +(checkoutsPerSecond / floorPerSecond).toFixed(2),
      checkouts,
      requestsPerSecond: Math.round((4 * checkouts + refusedHolds) / seconds),
      seconds: +seconds.toFixed(2),
      p50ms: percentile(latencies, 0.5),
      p99ms: percentile(latencies, 0.99),
      refusedHolds,
      failedSteps,
      ...audit,
    },
    {
      name: `beside it: accepted bids/s, one hot auction lot, ${BUYERS} buyers (bid/confirm, HTTP, durable)`,
      value: Math.round(bids / bidSeconds),
      unit: 'bids/s',
      bids,
      refused: outbid,
      seconds: +bidSeconds.toFixed(2),
    },
    {
      name: `commerce floor: checkouts/s at ${appendsPerCheckout} raw durable appends each (fsynced SQLite inserts, one per transaction, ${floor.appends} in all, this run)`,
      value: Math.round(floorPerSecond),
      unit: 'checkouts/s',
      appendsPerCheckout,
      rawAppendsPerSecond: Math.round(floor.rawPerSecond),
      loadavg: loadAtFloor,
    },
    {
      name: 'checkouts/s against the commerce floor (quality.md asks >= 0.5)',
      value: +(checkoutsPerSecond / floorPerSecond).toFixed(2),
      unit: 'x floor',
    },
  );
  for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit}`);
  console.log(
    `  checkout p50 ${figures[0]?.p50ms} ms, p99 ${figures[0]?.p99ms} ms; holds refused ${refusedHolds}; failed steps ${failedSteps}`,
  );
  console.log(
    `  audit: ${audit.sold} of ${UNITS} units sold, ${unitsBought} bought and paid in ${invoices.size} invoices; oversold: ${oversold ? 'YES' : 'no'}; ledger ${tb.balanced ? 'balanced' : 'NOT BALANCED'} (${tb.entries} entries)`,
  );
  console.log(
    `  a checkout makes ${appendsPerCheckout} durable appends (add to cart, checkout, pay and what follows); the same raw: ${Math.round(floor.rawPerSecond)} appends/s = ${Math.round(floorPerSecond)} checkouts/s; checkouts ${Math.round(checkoutsPerSecond)}/s = ${(checkoutsPerSecond / floorPerSecond).toFixed(2)} x the floor`,
  );
  console.log(`  loadavg ${load()} (2 cores)`);
  console.log(
    `  checkout race, monotonic µs (for a profile's --between): ${checkoutsStarted} ${checkoutsEnded}`,
  );
  if (oversold || !tb.balanced || audit.sold !== unitsBought) process.exitCode = 1;
} finally {
  await stop();
}
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `commerce-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { bench: 'commerce', at: new Date().toISOString(), node: process.version, quick, figures },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
