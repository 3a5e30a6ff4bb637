import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { failure } from './envelope.js';

/** Seconds a client is told to wait before retrying while a node restarts. */
const RETRY_AFTER_SECONDS = 2;

/**
 * A node told to stop (SIGTERM) stops taking work before it stops: from then on every new request,
 * on a fresh or a kept-alive connection, gets a retryable 503 with `Connection: close` and
 * `Retry-After` (a load balancer moves on; a client retries the same command id elsewhere), while
 * the requests already in flight finish. Only then are the modules and the server closed.
 * Without it, closing at once reset kept-alive connections and cut in-flight commands short.
 */
export class GracefulDrain {
  private draining = false;
  private inFlight = 0;
  private idle: (() => void) | undefined;

  constructor(app: NestFastifyApplication) {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', (_request, reply, done) => {
        if (this.draining) {
          void reply
            .code(503)
            .header('connection', 'close')
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send(
              failure(
                503,
                'server.restarting',
                'The marketplace is restarting. Please try again in a moment.',
              ),
            );
          return;
        }
        this.inFlight += 1;
        // 'close' fires once the answer is sent or the client went away: either way it is done.
        reply.raw.once('close', () => {
          this.inFlight -= 1;
          if (this.inFlight === 0) this.idle?.();
        });
        done();
      });
  }

  /** Refuses new requests from now on; resolves when none is in flight, or after `graceMs`. */
  async drain(graceMs: number): Promise<{ unfinished: number }> {
    this.draining = true;
    if (this.inFlight > 0)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    return { unfinished: this.inFlight };
  }
}
