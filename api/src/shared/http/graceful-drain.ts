import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { failure } from './envelope.js';

/** Seconds a client is told to wait before retrying while a node restarts. */
const RETRY_AFTER_SECONDS = 2;
/** How long connections clients opened may still bring a request (answered 503). */
const LINGER_MS = 1_000;
/** The listener closes once no connection has arrived for this long (its accept queue is empty). */
const QUIET_MS = 50;
/**
 * An idle kept-alive connection is closed at the signal once it has been idle this long: one
 * answered a moment ago is likely carrying its client's next request already (closing it then
 * would reset that request), so it is left to get that request's 503 and `Connection: close`.
 */
const IDLE_FIRST_MS = 250;

/**
 * A node told to stop (SIGTERM) stops taking work before it stops: the connections a client kept
 * alive and left idle are closed at once (it opens a new one for its next request, which meets
 * this node's 503 or the next node), every new request gets a retryable 503 with
 * `Connection: close` and `Retry-After` (a load balancer moves on; a client retries the same
 * command id elsewhere), while the requests already in flight finish. Only then are the modules
 * and the server closed. Without it, closing at once reset kept-alive connections and cut
 * in-flight commands short. Public Node calls only.
 */
export class GracefulDrain {
  private draining = false;
  private inFlight = 0;
  private idle: (() => void) | undefined;
  /** While the listener is being closed: the 503s held back until it is (see stopListening). */
  private holding: (() => void)[] | undefined;
  private readonly server: Server;
  /** Connections answered at least once (when last), and those with a request running now. */
  private readonly served = new Map<Socket, number>();
  private readonly busy = new Map<Socket, number>();

  /** `beforeDrain`: connections held unread elsewhere are read again, to be answered. */
  constructor(
    app: NestFastifyApplication,
    private readonly beforeDrain: () => void = () => {},
  ) {
    this.server = app.getHttpServer() as Server;
    const fastify = app.getHttpAdapter().getInstance();
    // An answer finished while draining closes its connection: the client does not reuse it
    // for a request that the closing node would reset.
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) void reply.header('connection', 'close');
      done(null, payload);
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      if (this.draining) {
        const refuse = () =>
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
        if (this.holding) this.holding.push(refuse);
        else refuse();
        return;
      }
      this.inFlight += 1;
      const socket = request.raw.socket;
      this.busy.set(socket, (this.busy.get(socket) ?? 0) + 1);
      // 'close' fires once the answer is sent or the client went away: either way it is done.
      reply.raw.once('close', () => {
        this.inFlight -= 1;
        const n = (this.busy.get(socket) ?? 1) - 1;
        if (n > 0) this.busy.set(socket, n);
        else this.busy.delete(socket);
        if (!socket.destroyed) {
          if (!this.served.has(socket)) socket.once('close', () => this.served.delete(socket));
          this.served.set(socket, Date.now());
        }
        if (this.inFlight === 0) this.idle?.();
      });
      done();
    });
  }

  /**
   * Closes the idle kept-alive connections, refuses new requests from now on; resolves when none
   * is in flight, or after `graceMs`, and the node has stopped listening with every connection
   * closed. Without that last step the listener stayed open while the modules closed:
   * connections it took then were reset at exit (a client could not tell whether its command
   * was written).
   */
  async drain(graceMs: number): Promise<{ unfinished: number }> {
    const end = Date.now() + graceMs;
    this.beforeDrain();
    // Two turns of the loop first: a request whose bytes had arrived before the signal is read
    // and served as any other (and its connection is busy, not closed as idle below).
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    this.draining = true;
    this.closeIdleKeptAlive();
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
   * Only connections that were answered before, carry no request now and have been idle for
   * IDLE_FIRST_MS: a client's next request on them would otherwise race the node's exit. A
   * connection just accepted is left alone (Node's closeIdleConnections counts one whose request
   * has arrived but is not parsed yet as idle, and reset those): its request gets the 503.
   */
  private closeIdleKeptAlive(): void {
    const idleSince = Date.now() - IDLE_FIRST_MS;
    for (const [socket, answeredAt] of this.served)
      if (!this.busy.has(socket) && answeredAt <= idleSince) socket.destroy();
  }

  /**
   * No new connection from here (a client is refused: it knows nothing was sent). Meanwhile the
   * 503s are held back: a client that ignores Retry-After and reconnects at once (a storm) waits
   * on its answer instead of queueing its next connection, so the accept queue empties. Every
   * connection accepted until the listener closes has had its request read; its 503 goes out
   * then. `server.close()` closes the idle rest, and those still open after `lingerMs` are closed.
   */
  private async stopListening(lingerMs: number): Promise<void> {
    if (!this.server.listening) return;
    const end = Date.now() + lingerMs;
    this.holding = [];
    await this.waitForQuietAccepts(end);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const held = this.holding;
    this.holding = undefined;
    for (const refuse of held) refuse();
    const timer = new Promise<void>((resolve) =>
      setTimeout(resolve, Math.max(0, end - Date.now())),
    );
    await Promise.race([closed, timer]);
    this.server.closeAllConnections();
  }

  /**
   * Closing a listening socket resets the connections the kernel completed for it that the node
   * had not accepted yet: those clients had sent their request and cannot tell whether it ran.
   * So the listener stays open, answering 503 to whatever arrives, until no connection has
   * arrived for QUIET_MS (clients told to go away have gone) or the linger ends.
   */
  private async waitForQuietAccepts(end: number): Promise<void> {
    let last = Date.now();
    const arrived = () => (last = Date.now());
    this.server.on('connection', arrived);
    while (Date.now() - last < QUIET_MS && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 5));
    this.server.off('connection', arrived);
  }
}
