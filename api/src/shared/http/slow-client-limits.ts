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
  /** Plain HTTP connections open at once per client address; 0 = no cap. Websockets not counted. */
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
export function slowClientServerFactory(limits: SlowClientLimits) {
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
    if (limits.maxConnectionsPerAddress > 0) capPerAddress(server, limits.maxConnectionsPerAddress);
    return server;
  };
}

function capPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  const counted = new WeakSet<Socket>();
  const release = (socket: Socket) => {
    if (!counted.delete(socket)) return;
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 1) - 1;
    if (n <= 0) open.delete(address);
    else open.set(address, n);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > cap) {
      socket.end(BUSY);
      return;
    }
    open.set(address, n);
    counted.add(socket);
    socket.once('close', () => release(socket));
  });
  // A websocket is one long connection per watcher, limited by the gateway's own guard.
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => release(socket));
}
