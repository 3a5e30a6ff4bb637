// Open-loop load generator for bid/confirm, run as its own process by engine-http.bench-part.ts:
//   node --import tsx api/bench/open-loop-load.ts <job.json>   (prints one JSON result line)
// Why not autocannon's `overallRate`: it lets each connection fire its whole per-second budget
// back to back at the start of every second and then idle, so "half rate" is really a burst at
// full concurrency; it also corrects coordinated omission with a 1 ms interval whatever the rate,
// which inflates the tail. Here request i is due at t0 + i/rate whatever happened before, and its
// latency is measured from that due time (a slow answer delays nobody's clock but its own).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

export interface LoadJob {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  lots: string[];
  tokens: string[];
  /** Next wsprice (dollars) per lot: bids climb from there by `step`. */
  dollars: Record<string, number>;
  step: number;
}

export interface LoadResult {
  sent: number;
  answered: number;
  rate: number;
  statuses: Record<string, number>;
  errors: number;
  /** From due time to the end of the answer (includes any wait for a free connection). */
  latency: { p50: number; p90: number; p99: number; max: number };
  /** From the write of the request to the end of the answer. */
  service: { p50: number; p90: number; p99: number; max: number };
  /** This generator's own CPU over the run, in % of one core. */
  cpuPercent: number;
  /** Next wsprice per lot after this run, for a following run to continue from. */
  dollars: Record<string, number>;
  /** Which generator ran: 'go' (api/bench/open-loop) or 'node' (this file). */
  generator?: string;
}

const pct = (sorted: number[], p: number): number =>
  +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: pct(s, 50), p90: pct(s, 90), p99: pct(s, 99), max: pct(s, 100) };
};

export function runLoad(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.base);
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const dollars = new Map(Object.entries(job.dollars));
  const total = Math.round(job.rate * job.seconds);
  const latency: number[] = [];
  const service: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now() + 20;
  return new Promise((resolve) => {
    const finish = (): void => {
      const elapsed = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      agent.destroy();
      resolve({
        sent,
        answered: latency.length,
        rate: Math.round((latency.length / elapsed) * 1000),
        statuses,
        errors,
        latency: summary(latency),
        service: summary(service),
        cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsed) * 100),
        dollars: Object.fromEntries(dollars),
      });
    };
    const send = (i: number, due: number): void => {
      const id = job.lots[i % job.lots.length] as string;
      const next = (dollars.get(id) ?? 100) + job.step;
      dollars.set(id, next);
      const body = JSON.stringify({ id, wsprice: next, bidding_type: 'proxy' });
      const req = request({
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/bid/confirm',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${job.tokens[i % job.tokens.length]}`,
        },
      });
      let written = 0;
      req.on('socket', () => (written = performance.now()));
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => {
          const end = performance.now();
          latency.push(end - due);
          service.push(end - (written || due));
          const k = `${res.statusCode}`;
          statuses[k] = (statuses[k] ?? 0) + 1;
          if (latency.length + errors === total) finish();
        });
      });
      req.on('error', () => {
        errors += 1;
        if (latency.length + errors === total) finish();
      });
      req.end(body);
    };
    const tick = (): void => {
      const now = performance.now();
      for (
        let due = t0 + (sent * 1000) / job.rate;
        sent < total && due <= now;
        due = t0 + (sent * 1000) / job.rate
      ) {
        send(sent, due);
        sent += 1;
      }
      if (sent < total)
        setTimeout(tick, Math.max(0, t0 + (sent * 1000) / job.rate - performance.now()));
    };
    setTimeout(tick, 20);
  });
}

if (process.argv[2]) {
  const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadJob;
  process.stdout.write(`${JSON.stringify(await runLoad(job))}\n`);
}
