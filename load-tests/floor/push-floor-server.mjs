// The floor under the websocket-watchers scenario: node:http and socket.io with no framework, no
// store and no read side. Each bid/confirm is answered at once and broadcast at once, unconflated,
// to the bidder's own room and to every watcher of the lot. What this process cannot do on a
// machine, the marketplace cannot either.
// RAW_FRAMES=1 goes below socket.io for the lot broadcast: one websocket frame built once and
// written straight to each watcher's TCP socket, with no engine.io or ws work per watcher.
//   PORT=3999 node load-tests/floor/push-floor-server.mjs
//   BASE_URL=http://127.0.0.1:3999 node load-tests/run.mjs --floor websocket-watchers
//   RAW_FRAMES=1 node load-tests/run.mjs --floor websocket-watchers
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const LOT = { id: 'floor-lot', next_bid: 100, auctiontype: 'standard', market_status: 'open' };
let revision = 0;
let users = 0;

const send = (res, responseData) => {
  const out = JSON.stringify({
    success: true,
    status: 'success',
    message: '',
    data: { responseData },
  });
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(out),
  });
  res.end(out);
};

const routes = {
  'user/login': (body) => ({ token: body.email, user: { id: body.email } }),
  'user/register': () => ({ token: `floor-user-${++users}` }),
  'product/search': () => {
    const now = Date.now();
    return {
      records: [
        {
          ...LOT,
          date_added: new Date(now - 60_000).toISOString(),
          date_closed: new Date(now + 3_600_000).toISOString(),
        },
      ],
    };
  },
  'bid/confirm': (body, token) => {
    revision += 1;
    const state = { id: body.id, revision, wprice: body.wsprice };
    // After the answer is written, as the marketplace pushes after its commit.
    setImmediate(() => {
      io.to(`user:${token}`).emit('bidAddtime', { ...state, bidtopstatus: 1 });
      if (process.env.RAW_FRAMES === '1') rawBroadcast(`lot:${body.id}`, 'bidAddtime', state);
      else io.to(`lot:${body.id}`).emit('bidAddtime', state);
    });
    return { revision };
  },
};

/**
 * The event as one unmasked websocket text frame ('42' + JSON: a socket.io event in an engine.io
 * message), written as is to every socket of the room whose engine.io connection has nothing
 * queued; any other socket gets an ordinary emit, so no frame overtakes one already waiting.
 */
function rawBroadcast(room, event, data) {
  const ids = io.of('/').adapter.rooms.get(room);
  if (!ids) return;
  const payload = Buffer.from(`42${JSON.stringify([event, data])}`);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, n]) : Buffer.from([0x81, 126, n >> 8, n & 255]);
  const frame = Buffer.concat([head, payload]);
  for (const id of ids) {
    const socket = io.of('/').sockets.get(id);
    const transport = socket?.conn.transport;
    const tcp = transport?.socket?._socket;
    if (transport?.writable && socket.conn.writeBuffer.length === 0 && tcp && !tcp.destroyed)
      tcp.write(frame);
    else socket?.emit(event, data);
  }
}

const server = createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const route = routes[req.url?.replace(/^\/api\//, '') ?? ''];
    if (!route) return void res.writeHead(404).end();
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    send(res, route(raw ? JSON.parse(raw) : {}, token));
  });
});
const io = new Server(server, { transports: ['websocket'] });
io.on('connection', (socket) => {
  const token = socket.handshake.auth?.token;
  if (token) socket.join(`user:${token}`);
  socket.on('watchLots', (body, ack) => {
    for (const id of body?.ids ?? []) socket.join(`lot:${id}`);
    ack?.({ ok: true });
  });
});
server.listen(Number(process.env.PORT ?? 3999), '127.0.0.1', 4096, () =>
  console.log('push floor ready'),
);
