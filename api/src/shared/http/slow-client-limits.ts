import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './envelope.js';

/** How long a client may take, and how many connections one address may hold (config). */
export interface SlowClientLimits {
  /** All of a request's headers within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this (a trickled body). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (longer than a load balancer's 60 s). */
  idleTimeoutMs: number;
  /** Plain HTTP connections read at once per client address (the rest wait); 0 = no cap. Websockets not counted. */
  maxConnectionsPerAddress: number;
}

const BUSY_BODY = JSON.stringify(
  failure(503, 'rate-limited', 'Too many connections from your address. Please try again shortly.'),
);
const BUSY =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BUSY_BODY)}\r\n\r\n${BUSY_BODY}`;

/**
 * The HTTP server Fastify runs on (its `serverFactory`): Node's own header and request timeouts,
 * checked every second rather than every 30 s, an idle timeout, and a cap on the connections one
 * address holds. A probe's 40 trickling connections were all still open at 75 s before this.
 */
export function slowClientServerFactory(
  limits: SlowClientLimits,
  perAddress = new ConnectionsPerAddress(limits.maxConnectionsPerAddress),
) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void): Server => {
    const server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.idleTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
      },
      handler,
    );
    perAddress.attach(server);
    return server;
  };
}

/** Connections an address may have waiting, unread, past its cap, in multiples of the cap. */
const HELD_PER_CAP = 8;

/**
 * At most `cap` connections of one address are read at once (0: no cap). Those past it are held
 * unread (TCP back-pressure: their requests wait in the kernel, costing this node nothing) and
 * taken in turn as the address's connections close; past `cap` x HELD_PER_CAP held, a connection
 * is answered 503 and closed. Issue 28: 500 kept-alive connections of one address, all read, put
 * 500 requests in every turn of the event loop ahead of everyone else's; closing the ones past
 * the cap at once had the flood reconnect as fast as it could, and reset requests it had sent.
 */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();
  private readonly held = new Map<string, Socket[]>();
  private readonly counted = new WeakMap<Socket, string>();

  constructor(private cap: number) {}

  attach(server: Server): void {
    if (this.cap <= 0) return;
    server.on('connection', (socket: Socket) => this.arrived(socket));
    // A websocket is one long connection per watcher, limited by the gateway's own guard.
    server.on('upgrade', (_req: IncomingMessage, socket: Socket) => this.release(socket));
  }

  /** No cap from now on, every held connection read (a draining node answers each request). */
  releaseAll(): void {
    this.cap = Infinity;
    const waiting = [...this.held.values()].flat();
    this.held.clear();
    for (const socket of waiting) socket.resume();
  }

  private arrived(socket: Socket): void {
    const address = socket.remoteAddress ?? '';
    if ((this.open.get(address) ?? 0) < this.cap) return this.admit(socket, address);
    const waiting = this.held.get(address) ?? [];
    if (waiting.length >= this.cap * HELD_PER_CAP) {
      socket.end(BUSY);
      return;
    }
    // On the next tick: Node's HTTP server starts reading the socket after this event, and only a
    // pause once it reads stops the reading (its parser reads the handle directly).
    process.nextTick(() => {
      if (this.held.get(address)?.includes(socket)) socket.pause();
    });
    waiting.push(socket);
    this.held.set(address, waiting);
    socket.once('close', () => {
      const i = waiting.indexOf(socket);
      if (i >= 0) waiting.splice(i, 1);
      if (waiting.length === 0 && this.held.get(address) === waiting) this.held.delete(address);
    });
  }

  private admit(socket: Socket, address: string): void {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
    this.counted.set(socket, address);
    socket.once('close', () => this.release(socket));
  }

  private release(socket: Socket): void {
    const address = this.counted.get(socket);
    if (address === undefined) return;
    this.counted.delete(socket);
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
    const waiting = this.held.get(address);
    const next = waiting?.shift();
    if (waiting?.length === 0) this.held.delete(address);
    if (next) {
      this.admit(next, address);
      next.resume();
    }
  }
}
