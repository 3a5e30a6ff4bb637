import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * After an answer that told its client to wait (429, 503), its place stays taken this much
 * longer: a flood past its rate limit, answered 429 as fast as it asked, cost thousands of 429s
 * a second; paced, at most `limit` per PACE_MS.
 */
const PACE_MS = 20;

/** Never queued: a load balancer's check must not wait behind its own address's requests. */
const NEVER_QUEUED = new Set(['/api/health']);

/**
 * At most `limit` requests of one address are worked on at once (0: no limit); the next ones
 * wait, in order, for one of them to finish. Requests are read and parsed as they come (cheap),
 * but a flood's work no longer fills every turn of the event loop: another client's request
 * waits behind at most `limit` of the flooder's, not hundreds (issue 28, item 3: 500 kept-alive
 * connections of one address made new clients wait 4.7 s before the rate limit even counted).
 * A browser works with 6 connections to a site; the queue is per address, so one address's
 * wait is its own.
 */
export function queueRequestsPerAddress(app: NestFastifyApplication, limit: number): void {
  if (limit <= 0) return;
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const finish = (address: string, status: number) => {
    // Told to wait: its place stays taken PACE_MS more.
    if (status === 429 || status === 503) setTimeout(() => handOver(address), PACE_MS);
    else handOver(address);
  };
  const handOver = (address: string) => {
    const queue = waiting.get(address);
    const next = queue?.shift();
    if (queue?.length === 0) waiting.delete(address);
    // The next one starts on the loop's next turn, after the I/O that arrived meanwhile: handed
    // over at once, an address's queue ran answer after answer without other clients being read.
    if (next) return void setImmediate(next);
    const n = (running.get(address) ?? 1) - 1;
    if (n <= 0) running.delete(address);
    else running.set(address, n);
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (NEVER_QUEUED.has(request.url.split('?')[0] ?? '')) return done();
      const address = request.ip;
      let started = false;
      const start = () => {
        started = true;
        // 'close': answered, or the client went away; either way its place is free.
        reply.raw.once('close', () => finish(address, reply.statusCode));
        done();
      };
      const n = running.get(address) ?? 0;
      if (n < limit) {
        running.set(address, n + 1);
        return start();
      }
      // Its place is handed over by `finish` (the running count stays as it is).
      const queue = waiting.get(address) ?? [];
      queue.push(start);
      waiting.set(address, queue);
      // A client that leaves while waiting gives up its turn.
      reply.raw.once('close', () => {
        if (started) return;
        const i = queue.indexOf(start);
        if (i >= 0) queue.splice(i, 1);
        if (queue.length === 0 && waiting.get(address) === queue) waiting.delete(address);
      });
    });
}
