import type { ServerToClientEvents } from '@facet/event-schemas';
import type { PushTarget } from '@facet/projections';

type Emitter = { emit(event: string, ...args: unknown[]): unknown };

/** What a sliced broadcast to every socket of this node needs of a socket.io Server. */
export interface LocalSockets {
  of(nsp: '/'): { sockets: Map<string, unknown> };
  local: { to(rooms: string[]): Emitter };
}

/** The part of a single-node socket.io Server a sliced broadcast needs. */
export interface LocalRooms {
  of(nsp: '/'): { adapter: { rooms: Map<string, Set<string>> } };
  to(rooms: string | string[]): { emit(event: string, ...args: unknown[]): unknown };
}

/**
 * Writes to `ids` a chunk at a time, as many chunks per turn of the event loop as fit in `turnMs`,
 * then yields: whatever one socket write costs (10-60 µs here, more when the box is busy), a bid
 * or a personal answer waits at most about `turnMs` behind a broadcast. `written` runs after the last.
 */
function writeInTurns(
  ids: readonly string[],
  write: (chunk: string[]) => void,
  chunk: number,
  turnMs: number,
  written?: () => void,
): void {
  let from = 0;
  const turn = (): void => {
    const until = performance.now() + turnMs;
    do write(ids.slice(from, (from += chunk)));
    while (from < ids.length && performance.now() < until);
    if (from < ids.length) setImmediate(turn);
    else written?.();
  };
  turn();
}

/**
 * A push target that writes a big room out over several turns of the event loop (writeInTurns).
 * One socket.io broadcast is one socket write per watcher, so a 1,000-watcher lot room held the
 * loop for 10-20 ms and every bid request and personal answer arriving meanwhile queued behind
 * it. Each chunk is addressed by socket id (every socket is in the room of its own id), an
 * ordinary room emit to socket.io. Small rooms (a user's own sockets) go out at once, an empty
 * room costs nothing (socket.io would encode the packet first). A room written over several
 * turns returns a promise that settles when its last chunk is written. Single node only: with
 * the Redis adapter a room spans nodes.
 */
export function slicedRoomTarget(server: LocalRooms, chunk = 100, turnMs = 2): PushTarget {
  return {
    to: (room) => ({
      emit: (event, ...args) => {
        const members = server.of('/').adapter.rooms.get(room);
        // Nobody on this node is in the room, and no other node exists: nothing to encode.
        if (!members) return false;
        if (members.size <= chunk) return server.to(room).emit(event, ...args);
        // Who is in the room now gets the push, even if they leave before their chunk goes.
        const ids = [...members];
        // The notifier holds the lot's next push until this one is out.
        return new Promise<boolean>((written) =>
          writeInTurns(
            ids,
            (some) => server.to(some).emit(event, ...args),
            chunk,
            turnMs,
            () => written(true),
          ),
        );
      },
    }),
  };
}

/**
 * Every socket of this node gets the event, over several turns (writeInTurns): the 5-second
 * servertime tick to 1,000 watchers in one broadcast held the loop for 20-40 ms, and every bid
 * and personal answer arriving meanwhile waited behind it. Other nodes tick their own.
 */
export function sliceToLocalSockets<E extends keyof ServerToClientEvents>(
  server: LocalSockets,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
  chunk = 100,
  turnMs = 2,
): void {
  const ids = [...server.of('/').sockets.keys()];
  if (ids.length > 0)
    writeInTurns(ids, (some) => server.local.to(some).emit(event, payload), chunk, turnMs);
}
