import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { SocketCaps } from '../shared/config/app-config.js';

/** The most lots one catch-up may name: a screen's page or watchlist (lotIds' own cap). */
export const CATCH_UP_MAX_LOTS = 200;

/** Open sockets counted by a key (an address, a user); a key at zero is forgotten. */
class OpenCount {
  private readonly open = new Map<string, number>();
  of = (key: string): number => this.open.get(key) ?? 0;
  add(key: string): () => void {
    this.open.set(key, this.of(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = this.of(key) - 1;
      if (n <= 0) this.open.delete(key);
      else this.open.set(key, n);
    };
  }
}

/** Node reports IPv4 clients of a dual-stack listener as '::ffff:a.b.c.d': one address either way. */
export const addressOf = (raw: string | undefined): string => (raw ?? '').replace(/^::ffff:/, '');

/**
 * What one address (and one signed-in user) may hold and ask of the gateway (SocketCaps), whatever
 * the number of its sockets: the per-socket budget (SocketFloodGuard) let a probe's 100 sockets
 * from one address, each under it, send 300,000 catch-up lots a second and push /api/health to 8 s.
 *
 * One node's accounting (a socket lives on one node; an address spread over several nodes gets
 * each node's caps, which still bounds what it costs any one of them). Refusals are cheap: a
 * connect over the rate is refused before the websocket upgrade, a catch-up over the budget
 * before any read.
 */
export class SocketAddressGuard {
  private readonly byAddress = new OpenCount();
  private readonly byUser = new OpenCount();
  private readonly connects: RateLimiterMemory | undefined;
  private readonly catchUpLots: RateLimiterMemory | undefined;
  private readonly socketsPerAddress: number;
  private readonly socketsPerUser: number;

  /** A cap of 0 is no cap. */
  constructor(caps: SocketCaps) {
    const perSecond = (points: number) =>
      points > 0 ? new RateLimiterMemory({ points, duration: 1 }) : undefined;
    this.connects = perSecond(caps.connectsPerSecond);
    this.catchUpLots = perSecond(caps.catchUpLotsPerSecond);
    this.socketsPerAddress = caps.socketsPerAddress || Infinity;
    this.socketsPerUser = caps.socketsPerUser || Infinity;
  }

  /** The engine's handshake (allowRequest): over the connect rate or at the socket cap, refused. */
  async admitsHandshake(req: Pick<IncomingMessage, 'socket'>): Promise<boolean> {
    const address = addressOf(req.socket.remoteAddress);
    if (this.byAddress.of(address) >= this.socketsPerAddress) return false;
    if (!this.connects) return true;
    return this.connects.consume(address).then(
      () => true,
      () => false,
    );
  }

  /** A socket joining: counted until `release`, or refused (undefined) when its address is full. */
  holdAddress(address: string): (() => void) | undefined {
    if (this.byAddress.of(address) >= this.socketsPerAddress) return undefined;
    return this.byAddress.add(address);
  }

  /** A socket identified as a user: counted until `release`, or refused when the user is full. */
  holdUser(userId: string): (() => void) | undefined {
    if (this.byUser.of(userId) >= this.socketsPerUser) return undefined;
    return this.byUser.add(userId);
  }

  /** Whether a catch-up naming `lots` lots fits the address's (and the user's) budget now. */
  async admitsCatchUp(address: string, userId: string | undefined, lots: number): Promise<boolean> {
    const limiter = this.catchUpLots;
    if (lots === 0 || !limiter) return true;
    const keys = [`address:${address}`, ...(userId ? [`user:${userId}`] : [])];
    for (const key of keys) {
      const fits = await limiter.consume(key, lots).then(
        () => true,
        () => false,
      );
      if (!fits) return false;
    }
    return true;
  }
}
