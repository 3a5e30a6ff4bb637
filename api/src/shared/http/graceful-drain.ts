import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { failure } from './envelope.js';

/** Seconds a client is told to wait before retrying while a node restarts. */
const RETRY_AFTER_SECONDS = 2;
/** How long connections kept alive by clients may still bring a request (answered 503). */
const LINGER_MS = 1_000;
/** The listener closes once no connection has arrived for this long (its accept queue is empty). */
const QUIET_MS = 50;

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
  private readonly server: Server;

  constructor(app: NestFastifyApplication) {
    this.server = app.getHttpServer() as Server;
    const fastify = app.getHttpAdapter().getInstance();
    // An answer finished while draining closes its connection: the client does not reuse it
    // for a request that the closing node would reset.
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) void reply.header('connection', 'close');
      done(null, payload);
    });
    fastify.addHook('onRequest', (_request, reply, done) => {
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

  /**
   * Refuses new requests from now on; resolves when none is in flight, or after `graceMs`, and
   * the node has stopped listening with every connection closed. Without that last step the
   * listener stayed open while the modules closed: connections it took then were reset at exit
   * (a client could not tell whether its command was written).
   */
  async drain(graceMs: number): Promise<{ unfinished: number }> {
    const end = Date.now() + graceMs;
    this.draining = true;
    if (this.inFlight > 0)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        this.idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const unfinished = this.inFlight;
    await this.stopListening(Math.min(LINGER_MS, Math.max(0, end - Date.now())));
    return { unfinished };
  }

  /**
   * No new connection from here (a client is refused: it knows nothing was sent). The open ones
   * are NOT cut at once, as `server.close()` does with those it thinks idle (a request whose bytes
   * have arrived but are not parsed yet counts as idle and was reset): each gets its 503 with
   * `Connection: close` on its next request. Only those still open after `lingerMs` are closed.
   */
  private async stopListening(lingerMs: number): Promise<void> {
    if (!this.server.listening) return;
    const end = Date.now() + lingerMs;
    await this.emptyAcceptQueue(end);
    const closeIdle = this.server.closeIdleConnections.bind(this.server);
    this.server.closeIdleConnections = () => {};
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections = closeIdle;
    const timer = new Promise<void>((resolve) =>
      setTimeout(resolve, Math.max(0, end - Date.now())),
    );
    await Promise.race([closed, timer]);
    this.server.closeIdleConnections();
  }

  /**
   * Closing a listening socket resets every connection the kernel completed for it that the
   * node had not accepted yet: those clients had sent their request and cannot tell whether it
   * ran (a storm's retries met it on most shutdowns). So first the kernel stops completing new
   * handshakes (the listen backlog set to 0: a new client's SYN goes unanswered, and its retry
   * finds the port closed, refused, or the next node), and the connections already queued are
   * accepted and answered 503 until none has arrived for QUIET_MS (or the linger ends).
   */
  private async emptyAcceptQueue(end: number): Promise<void> {
    // Node has no public call for it: listen() again on the bound handle changes its backlog.
    const handle = (
      this.server as unknown as { _handle?: { listen?: (backlog: number) => number } }
    )._handle;
    handle?.listen?.(0);
    let last = Date.now();
    const arrived = () => (last = Date.now());
    this.server.on('connection', arrived);
    while (Date.now() - last < QUIET_MS && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 5));
    this.server.off('connection', arrived);
  }
}
