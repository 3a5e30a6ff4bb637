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
 * A push target that writes a big room out in slices of `slice` sockets, one slice per turn of
 * the event loop. One socket.io broadcast is one socket write per watcher (~10-20 µs each here),
 * so a 1,000-watcher lot room held the loop for 10-20 ms and every bid request and personal
 * answer arriving meanwhile queued behind it. Sliced, they wait for one slice at most. Each
 * slice is addressed by socket id (every socket is in the room of its own id), an ordinary
 * room emit to socket.io. Small rooms (a user's own sockets) go out at once, an empty room costs
 * nothing (socket.io would encode the packet first). Single node only: with the Redis adapter a
 * room spans nodes.
 */
export function slicedRoomTarget(server: LocalRooms, slice = 100): PushTarget {
  return {
    to: (room) => ({
      emit: (event, ...args) => {
        const members = server.of('/').adapter.rooms.get(room);
        // Nobody on this node is in the room, and no other node exists: nothing to encode.
        if (!members) return false;
        if (members.size <= slice) return server.to(room).emit(event, ...args);
        // Who is in the room now gets the push, even if they leave before their slice goes.
        const ids = [...members];
        const send = (from: number): void => {
          server.to(ids.slice(from, from + slice)).emit(event, ...args);
          if (from + slice < ids.length) setImmediate(send, from + slice);
        };
        send(0);
        return true;
      },
    }),
  };
}

/**
 * Every socket of this node gets the event, `slice` sockets per turn of the event loop: the
 * 5-second servertime tick to 1,000 watchers in one broadcast held the loop for 20-40 ms, and
 * every bid and personal answer arriving meanwhile waited behind it. Other nodes tick their own.
 */
export function sliceToLocalSockets(server: LocalSockets, event: string, payload: unknown, slice = 100): void {
  const ids = [...server.of('/').sockets.keys()];
  const send = (from: number): void => {
    server.local.to(ids.slice(from, from + slice)).emit(event, payload);
    if (from + slice < ids.length) setImmediate(send, from + slice);
  };
  if (ids.length > 0) send(0);
}
