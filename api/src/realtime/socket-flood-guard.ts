import type { SocketRefusal } from '@facet/event-schemas';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';

/**
 * What one socket may ask of the server. A screen watches the lots it shows (a page of 12 to 60,
 * a watchlist) and sends a handful of messages on navigation or reconnect; a probe sending
 * `catchUp` 3,300 times a second kept the server busy for everyone.
 */
export const SOCKET_LIMITS = {
  /** Messages per second; beyond it a message is refused with 'too-many-messages'. */
  messagesPerSecond: 20,
  /** Kept up past this many messages in one second, the socket is disconnected. */
  disconnectAfterPerSecond: 60,
  /** Lot rooms one socket may hold at once. */
  lotRooms: 500,
} as const;

const LOT_ROOM = /^lot:/;

/** Lot rooms the socket holds now (its own id room and its user room are not lots). */
export const lotRoomsHeld = (socket: Pick<Socket, 'rooms'>): number => {
  let n = 0;
  for (const room of socket.rooms) if (LOT_ROOM.test(room)) n += 1;
  return n;
};

/** Refused messages still get an answer, so a well-behaved client's ack never hangs. */
const answerRefused = (args: unknown[], refused: SocketRefusal): void => {
  const ack = args[args.length - 1];
  if (typeof ack === 'function') (ack as (a: unknown) => void)({ ok: false, refused });
};

/**
 * Per-socket message budget (rate-limiter-flexible, one in-process limiter keyed by socket id:
 * a socket lives on one node, so nothing needs sharing). Over budget a message is refused before
 * any handler runs; a socket that keeps flooding is disconnected.
 */
export class SocketFloodGuard {
  private readonly limiter = new RateLimiterMemory({
    points: SOCKET_LIMITS.messagesPerSecond,
    duration: 1,
  });

  attach(socket: Socket): void {
    socket.use((packet, next) => {
      this.limiter.consume(socket.id).then(
        () => next(),
        (res: unknown) => {
          if (!(res instanceof RateLimiterRes)) return next(res as Error);
          if (res.consumedPoints > SOCKET_LIMITS.disconnectAfterPerSecond) {
            socket.disconnect(true);
            return;
          }
          answerRefused(packet.slice(1), 'too-many-messages');
        },
      );
    });
    socket.on('disconnect', () => void this.limiter.delete(socket.id));
  }
}
